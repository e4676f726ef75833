import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, jobs } from "@/lib/db/schema";
import "@/register-jobs";
import { enqueueJob, getJob, JobClaimLostError, onJobDone, registerJobHandler, runNextJob, stopJobWorker, type JobHandler } from "@/lib/jobs/service";
import { NETWORK_IMPORT_JOB, runImportJob, startNetworkUpload } from "@/lib/network/import-service";
import { signedInUser } from "../../helpers/factories";

// Fenced claims (issue 30, docs/decisions/014): a worker that stalled past its lease and was taken
// over writes nothing more — not its progress, not its batch, not its result — and the job it
// started reports the whole job's figures when another worker finishes it.

/** Makes the job's lease look expired, as after a worker stalled (GC pause, frozen VM). */
const expireLease = (id: string) => db.update(jobs).set({ lockedAt: sql`now() - interval '10 minutes'` }).where(eq(jobs.id, id));

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

afterEach(() => {
  delete process.env.JOB_LEASE_SECONDS;
});

describe("fenced job claims", () => {
  it("a worker taken over stops at its next step: its progress and result are refused, the job is done once", async () => {
    const first = gate();
    const paused = gate();
    const outcomes: string[] = [];
    let attempt = 0;
    registerJobHandler("test.fenced", async ({ progress }) => {
      const mine = ++attempt;
      await progress(1, { total: 3 });
      if (mine === 1) {
        paused.open();
        await first.opened; // stalls past its lease
      }
      try {
        await progress(2);
        await progress(3);
      } catch (error) {
        outcomes.push(`${mine}: ${error instanceof JobClaimLostError ? "claim lost" : String(error)}`);
        throw error;
      }
      outcomes.push(`${mine}: finished`);
      return { by: mine };
    });
    const doneCalls: string[] = [];
    onJobDone(["test.fenced"], async (job) => void doneCalls.push(job.id));
    const job = await enqueueJob({ kind: "test.fenced" });

    const a = runNextJob();
    await paused.opened;
    await expireLease(job.id);
    expect(await runNextJob()).toBe(true); // worker B takes it over and finishes it
    expect(await getJob(job.id)).toMatchObject({ status: "done", completed: 3, result: { by: 2 }, attempts: 2 });

    first.open(); // A resumes
    await a;
    expect(outcomes).toEqual(["2: finished", "1: claim lost"]);
    // A wrote nothing: B's outcome stands, and the done listeners ran once.
    expect(await getJob(job.id)).toMatchObject({ status: "done", completed: 3, result: { by: 2 }, attempts: 2, error: null });
    expect(doneCalls).toEqual([job.id]);
  });

  it("a stale worker's step runs none of its work and cannot fail the job", async () => {
    const first = gate();
    const paused = gate();
    const writes: number[] = [];
    let attempt = 0;
    registerJobHandler("test.step", async ({ step }) => {
      const mine = ++attempt;
      if (mine === 1) {
        paused.open();
        await first.opened;
      }
      await step(async () => void writes.push(mine), () => ({ completed: 1, checkpoint: { by: mine } }));
      if (mine === 1) throw new Error("would have failed the job");
    });
    const job = await enqueueJob({ kind: "test.step" });
    const a = runNextJob();
    await paused.opened;
    await expireLease(job.id);
    await runNextJob();
    first.open();
    await a;
    expect(writes).toEqual([2]);
    expect(await getJob(job.id)).toMatchObject({ status: "done", error: null });
  });

  it("the heartbeat keeps a quiet job's lease past the lease's length: no other worker may take it", async () => {
    process.env.JOB_LEASE_SECONDS = "2"; // heartbeat every 0.5 s
    const release = gate();
    let runs = 0;
    registerJobHandler("test.quiet", async () => {
      runs++;
      await release.opened; // no progress at all meanwhile
    });
    const job = await enqueueJob({ kind: "test.quiet" });
    const a = runNextJob();
    await new Promise((r) => setTimeout(r, 3_000)); // longer than the lease
    expect(await runNextJob()).toBe(false); // still held: nobody else may take it
    const [row] = await db.select({ lockedAt: jobs.lockedAt }).from(jobs).where(eq(jobs.id, job.id));
    expect(Date.now() - row!.lockedAt!.getTime()).toBeLessThan(1_500);
    release.open();
    await a;
    expect(runs).toBe(1);
    expect((await getJob(job.id))!.status).toBe("done");
  });

  it("learns it lost the claim from its heartbeat (signal aborted) without calling progress", async () => {
    process.env.JOB_LEASE_SECONDS = "2";
    const started = gate();
    let aborted: unknown = null;
    registerJobHandler("test.signal", async ({ signal }) => {
      started.open();
      await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
      aborted = signal.reason;
    });
    const job = await enqueueJob({ kind: "test.signal" });
    const a = runNextJob();
    await started.opened;
    // Another worker's claim replaces this one's token.
    await db.update(jobs).set({ claimToken: sql`gen_random_uuid()` }).where(eq(jobs.id, job.id));
    await a;
    expect(aborted).toBeInstanceOf(JobClaimLostError);
    expect((await getJob(job.id))!.status).toBe("running"); // the other worker's to finish
  });

});

describe("an import taken over mid-way", () => {
  it("is finished by the other worker from the last committed batch, with the whole job's figures, nothing lost or doubled", async () => {
    const { user } = await signedInUser();
    const file = readFileSync(path.join("../shared/data/linkedin-export-synthetic/Connections.csv"), "utf8");
    // Worker A stalls after its first batch committed (1,000 of the file's contacts).
    const stalled = gate();
    const resume = gate();
    let attempt = 0;
    const stalling: JobHandler = (ctx) => {
      const mine = ++attempt;
      let batches = 0;
      return runImportJob({
        ...ctx,
        step: async (work, after) => {
          const result = await ctx.step(work, after);
          if (mine === 1 && ++batches === 1) {
            stalled.open();
            await resume.opened;
          }
          return result;
        },
      });
    };
    registerJobHandler(NETWORK_IMPORT_JOB, stalling);
    try {
      const started = await startNetworkUpload(user.id, { file_name: "Connections.csv", content: file });
      const job = { id: started.job_id! };
      const a = runNextJob();
      await stalled.opened;
      const mid = await getJob(job.id);
      expect(mid!.checkpoint).toMatchObject({ created: expect.any(Number) });
      await expireLease(job.id);
      expect(await runNextJob()).toBe(true); // B resumes from the checkpoint
      resume.open();
      await a; // A's next batch is refused
      const done = await getJob(job.id);
      const total = await db.select({ n: sql<number>`count(*)::int` }).from(connections).where(eq(connections.ownerUserId, user.id));
      expect(done).toMatchObject({ status: "done", attempts: 2 });
      // 'created' counts the whole job (A's batch and B's), equal to the rows in the database.
      expect((done!.result as { created: number }).created).toBe(total[0]!.n);
      expect((done!.result as { imported: number }).imported).toBe(total[0]!.n);
      expect(done!.completed).toBe(done!.total);
    } finally {
      registerJobHandler(NETWORK_IMPORT_JOB, runImportJob);
    }
  });
});

// Last in the file: a stopped worker stays stopped in this process (reset after, for any file
// that shares the process).
describe("graceful shutdown", () => {
  afterAll(() => {
    (globalThis as { __scubaJobsStopping?: boolean }).__scubaJobsStopping = false;
  });

  it("shutting down gives a running job back to the queue, not counted as an attempt", async () => {
    const started = gate();
    registerJobHandler("test.shutdown", async ({ signal, progress }) => {
      started.open();
      await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
      await progress(1); // stops here: the claim was released
    });
    const job = await enqueueJob({ kind: "test.shutdown" });
    const a = runNextJob();
    await started.opened;
    await stopJobWorker(100);
    await a;
    expect(await getJob(job.id)).toMatchObject({ status: "queued", attempts: 0, completed: 0 });
    expect(await runNextJob()).toBe(false); // a stopping server takes no new job
  });
});
