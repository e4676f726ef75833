import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { jobs } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as extendedUpload } from "@/app/api/v2/extended-network/route";
import { call } from "../../helpers/api";
import { settle, watchEventLoop } from "../../helpers/event-loop";
import { signedInUser } from "../../helpers/factories";
import { uploadFile } from "../../helpers/fuzz-bodies";

// Issue 12 fuzzing, upload half: generated CSV / vCard bodies through both upload routes and the
// import job. 0 server errors, every row read imported or reported, the event loop never blocked
// 200 ms. (Parsers: tests/unit/network/fuzz-parsers.test.ts; JSON bodies: ./leads.test.ts.)
const RUNS = Number(process.env.FUZZ_UPLOAD_RUNS || 300);

describe("fuzzing the upload routes", () => {
  const saved = process.env.RATE_LIMIT_UPLOAD_MEMBER;
  beforeAll(() => void (process.env.RATE_LIMIT_UPLOAD_MEMBER = "100000/3600"));
  afterAll(() => void (process.env.RATE_LIMIT_UPLOAD_MEMBER = saved));

  it(`${RUNS} generated files: no 5xx, every row accounted for, the event loop stays responsive`, { timeout: 180_000 }, async () => {
    const { token } = await signedInUser();
    const statuses = new Map<number, number>();
    let rows = 0;
    let reported = 0;
    let ownerId: string | null = null;
    const pending: string[] = [];
    let slowest = { ms: 0, what: "" };
    const timed = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
      const t0 = performance.now();
      const out = await fn();
      const ms = performance.now() - t0;
      if (ms > slowest.ms) slowest = { ms, what };
      return out;
    };
    const drain = async () => {
      await timed(`jobs after ${pending.length} uploads`, () => runPendingJobs());
      for (const id of pending.splice(0)) {
        const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
        expect(job!.status, job!.error ?? "").toBe("done");
        const result = job!.result as { rows: number; imported: number; skipped_count: number };
        expect(result.imported + result.skipped_count).toBe(result.rows);
        rows += result.rows;
        reported += result.skipped_count;
      }
    };
    // Warm up first: the first call of a route loads its modules, which is not what is measured.
    await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "x.csv", content: "x" } });
    const loop = watchEventLoop();
    await fc.assert(
      fc.asyncProperty(uploadFile, fc.boolean(), fc.boolean(), async ({ name, text }, extended, base64) => {
        const content = base64 ? { content_base64: Buffer.from(text).toString("base64") } : { content: text };
        const res = await timed(`${extended ? "extended" : "network-bulk"} ${name} ${text.length} chars`, async () => extended
          ? await call<{ job_id: string; extended_network: { id: string } }>(extendedUpload, "/api/v2/extended-network", {
              token,
              body: { file_name: name, ...content, ...(ownerId ? { owner_id: ownerId } : { owner_name: "Fuzz Owner", owner_linkedin_url: "https://www.linkedin.com/in/fuzz-owner" }) },
            })
          : await call<{ job_id: string | null }>(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: name, ...content } }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeLessThan(500);
        if (res.status !== 200 || !res.body.data.job_id) return;
        if (extended) ownerId ??= (res.body.data as unknown as { extended_network: { id: string } }).extended_network.id;
        pending.push(res.body.data.job_id);
        // The import jobs run in batches, as the worker would take them.
        if (pending.length >= 10) await drain();
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 150_000 },
    );
    await drain();
    await settle();
    const blocked = loop.stop();
    console.log(`upload fuzzing: ${RUNS} bodies, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${rows} rows read, ${reported} reported as skipped, event loop blocked at most ${blocked.toFixed(0)} ms; slowest step ${slowest.ms.toFixed(0)} ms (${slowest.what})`);
    expect(blocked).toBeLessThan(200);
  });
});
