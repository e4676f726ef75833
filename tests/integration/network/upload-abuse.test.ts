import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, extendedNetworks, jobs } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as extendedUpload } from "@/app/api/v2/extended-network/route";
import { GET as status } from "@/app/api/v2/linkedin/upload-status/route";
import type { UploadStatus } from "@/lib/network/schema";
import { MAX_UPLOAD_ROWS, TOO_MANY_ROWS_REASON } from "@/lib/network/upload-limits";
import { call } from "../../helpers/api";
import { watchEventLoop, settle } from "../../helpers/event-loop";
import { signedInUser } from "../../helpers/factories";

// Issue 12 items 4 and 7: an upload must not freeze the server, nor flood the shared queue.

const csv = (slug: string) => `First Name,Last Name,URL,Email Address,Company,Position,Connected On\nAnn,Lee,https://www.linkedin.com/in/${slug},,Acme,Eng,01 Jan 2020\n`;

describe("uploads", () => {
  const saved = { member: process.env.RATE_LIMIT_UPLOAD_MEMBER, ip: process.env.RATE_LIMIT_UPLOAD_IP };
  beforeAll(() => {
    process.env.RATE_LIMIT_UPLOAD_MEMBER = "3/3600";
    process.env.RATE_LIMIT_UPLOAD_IP = "5/3600";
  });
  afterAll(() => {
    process.env.RATE_LIMIT_UPLOAD_MEMBER = saved.member;
    process.env.RATE_LIMIT_UPLOAD_IP = saved.ip;
  });

  it("limits uploads per member, counted before the upload is read, on both upload routes", async () => {
    const { token } = await signedInUser();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "c.csv", content: csv(`a-${i}`) } })).status);
    // The extended-network route shares the member's budget; a bad file still counts.
    const bad = await call(extendedUpload, "/api/v2/extended-network", { token, body: { file_name: "x.csv", content: "nope", owner_name: "Owner One", owner_linkedin_url: "https://www.linkedin.com/in/owner-one" } });
    statuses.push(bad.status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(bad.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(bad.body.message).toMatch(/^Too many uploads\./);
    expect(await db.$count(extendedNetworks)).toBe(0);
  });

  it("limits uploads per address across members", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    const results: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { token } = await signedInUser();
      for (let j = 0; j < 2; j++) results.push((await call(upload, "/api/v2/linkedin/network-bulk", { token, headers, body: { file_name: "c.csv", content: csv(`b-${i}-${j}`) } })).status);
    }
    expect(results).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("answers a hostile vCard at once: the file is parsed in the job only, in linear time", async () => {
    const { token } = await signedInUser();
    const folded = "BEGIN:VCARD\nFN:Ann Lee\nEMAIL:ann@acme.com\nNOTE:x\n" + " y\n".repeat(160_000) + "END:VCARD\n";
    const loop = watchEventLoop();
    const started = performance.now();
    const res = await call<{ job_id: string; total: number }>(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "a.vcf", content: folded } });
    const requestMs = performance.now() - started;
    await runPendingJobs();
    await settle();
    const blocked = loop.stop();
    console.log(`160,000 folded vCard lines: request ${requestMs.toFixed(0)} ms, event loop blocked at most ${blocked.toFixed(0)} ms`);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(blocked).toBeLessThan(200);
    const st = (await call<UploadStatus>(status, "/api/v2/linkedin/upload-status", { token })).body.data;
    expect(st.linkedin).toMatchObject({ status: "done", total: 1, imported: 1 });
  });

  it(`caps an extended-network upload at ${MAX_UPLOAD_ROWS.toLocaleString("en-US")} cards and reports every card past it`, async () => {
    const { user, token } = await signedInUser();
    // Cards without identity cost nothing to import, so the cap is what this exercises.
    const text = "BEGIN:VCARD\nEND:VCARD\n".repeat(MAX_UPLOAD_ROWS) + "BEGIN:VCARD\nFN:Past Cap\nEND:VCARD\n".repeat(2);
    const res = await call<{ job_id: string }>(extendedUpload, "/api/v2/extended-network", {
      token,
      body: { file_name: "p.vcf", content: text, owner_name: "Owner Two", owner_linkedin_url: "https://www.linkedin.com/in/owner-two" },
    });
    expect(res.status).toBe(200);
    await runPendingJobs();
    const [job] = await db.select().from(jobs).where(eq(jobs.id, res.body.data.job_id));
    const result = job!.result as { rows: number; imported: number; skipped_count: number; skipped_by_reason: Record<string, number> };
    expect(job!.status).toBe("done");
    expect(result).toMatchObject({ rows: MAX_UPLOAD_ROWS + 2, imported: 0, skipped_count: MAX_UPLOAD_ROWS + 2 });
    expect(result.skipped_by_reason).toEqual({ "No name, profile URL or e-mail address": MAX_UPLOAD_ROWS, [TOO_MANY_ROWS_REASON]: 2 });
    expect(job!.total).toBe(MAX_UPLOAD_ROWS + 2);
    expect(await db.$count(connections, eq(connections.ownerUserId, user.id))).toBe(0);
  });
});
