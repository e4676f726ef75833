import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { jobs } from "@/lib/db/schema";
import { enqueueJob, getJob, PermanentJobError, registerJobHandler, runPendingJobs } from "@/lib/jobs/service";

describe("job queue", () => {
  it("runs a job, records progress and result, and drops its input", async () => {
    const seen: number[] = [];
    const inputs: (string | null)[] = [];
    registerJobHandler("test.count", async ({ job, progress }) => {
      inputs.push(job.input);
      for (let i = 1; i <= 3; i++) {
        await progress(i, { total: 3 });
        seen.push(i);
      }
      return { echoed: job.payload.word };
    });
    const file = "big file, é ü, ".repeat(10_000);
    const job = await enqueueJob({ kind: "test.count", payload: { word: "hello" }, input: file });
    // Stored deflated, and read by no one but the worker.
    expect(job).not.toHaveProperty("input");
    const [stored] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stored!.input).toBeNull();
    expect(stored!.inputDeflated!.byteLength).toBeLessThan(file.length / 20);
    expect(await runPendingJobs()).toBe(1);
    expect(inputs).toEqual([file]);
    const done = await getJob(job.id);
    expect(done).toMatchObject({ status: "done", completed: 3, total: 3, result: { echoed: "hello" } });
    const [after] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after).toMatchObject({ input: null, inputDeflated: null });
    expect(seen).toEqual([1, 2, 3]);
  });

  it("still runs a job queued before inputs were deflated (its text in `input`)", async () => {
    const inputs: (string | null)[] = [];
    registerJobHandler("test.legacy", async ({ job }) => void inputs.push(job.input));
    await db.insert(jobs).values({ kind: "test.legacy", payload: {}, input: "old file" });
    expect(await runPendingJobs()).toBe(1);
    expect(inputs).toEqual(["old file"]);
  });

  it("does not queue the same dedupe key twice", async () => {
    registerJobHandler("test.noop", async () => {});
    const a = await enqueueJob({ kind: "test.noop", dedupeKey: "k1" });
    const b = await enqueueJob({ kind: "test.noop", dedupeKey: "k1" });
    expect(b.id).toBe(a.id);
    expect(await db.select().from(jobs)).toHaveLength(1);
  });

  it("retries a failing job later, then marks it failed after three attempts", async () => {
    let calls = 0;
    registerJobHandler("test.fail", async () => {
      calls++;
      throw new Error("boom");
    });
    const job = await enqueueJob({ kind: "test.fail" });
    for (let i = 0; i < 3; i++) {
      await runPendingJobs();
      await db.update(jobs).set({ runAfter: new Date(0) }).where(eq(jobs.id, job.id)); // skip the back-off
    }
    expect(calls).toBe(3);
    expect(await getJob(job.id)).toMatchObject({ status: "failed", error: "boom", attempts: 3 });
  });

  it("fails a job at once, without retries, when its handler says no attempt can succeed", async () => {
    let calls = 0;
    registerJobHandler("test.permanent", async () => {
      calls++;
      throw new PermanentJobError("Link the account again");
    });
    const job = await enqueueJob({ kind: "test.permanent" });
    await runPendingJobs();
    await db.update(jobs).set({ runAfter: new Date(0) }).where(eq(jobs.id, job.id));
    expect(await runPendingJobs()).toBe(0);
    expect(calls).toBe(1);
    expect(await getJob(job.id)).toMatchObject({ status: "failed", error: "Link the account again", attempts: 1 });
  });

  it("takes back a running job whose server died (lease ran out), so imports survive a restart", async () => {
    let ran = 0;
    registerJobHandler("test.resume", async () => {
      ran++;
    });
    const job = await enqueueJob({ kind: "test.resume" });
    await db.update(jobs).set({ status: "running", lockedAt: new Date(Date.now() - 10 * 60_000), attempts: 1 }).where(eq(jobs.id, job.id));
    await runPendingJobs();
    expect(ran).toBe(1);
    expect((await getJob(job.id))!.status).toBe("done");
  });

  it("a job whose database went away is handed back once it answers, not counted as a failed attempt", async () => {
    let runs = 0;
    registerJobHandler("test.outage", async ({ progress }) => {
      runs++;
      if (runs === 1) throw Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
      await progress(1, { total: 1 });
      return { ran: runs };
    });
    const job = await enqueueJob({ kind: "test.outage" });
    expect(await runPendingJobs()).toBe(2);
    const done = await getJob(job.id);
    expect(done).toMatchObject({ status: "done", attempts: 1, error: null, result: { ran: 2 } });
  });

  it("a job taken over while its worker's database connection was gone is left to its new holder", async () => {
    registerJobHandler("test.outage-taken", async ({ job }) => {
      // Another worker took the job meanwhile (a new claim token), then this worker's connection ends.
      await db.update(jobs).set({ claimToken: "00000000-0000-4000-8000-000000000001" }).where(eq(jobs.id, job.id));
      throw Object.assign(new Error("terminating connection due to idle-in-transaction timeout"), { code: "57P01" });
    });
    const job = await enqueueJob({ kind: "test.outage-taken" });
    vi.stubEnv("LOG_LEVEL", "info");
    const logged: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: string) => void logged.push(line));
    try {
      await runPendingJobs();
    } finally {
      spy.mockRestore();
      vi.unstubAllEnvs();
    }
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: "running", attempts: 1, claimToken: "00000000-0000-4000-8000-000000000001" });
    // Said as what it is: the claim was lost, nothing was handed back.
    expect(logged.filter((l) => l.includes(`"event":"jobs.claim_lost","jobId":"${job.id}"`))).toHaveLength(1);
    expect(logged.filter((l) => l.includes(`"event":"jobs.released"`))).toEqual([]);
  });
});
