import "server-only";
import { promisify } from "node:util";
import { deflateRaw, inflateRaw } from "node:zlib";
import type { DbOrTx } from "@/lib/db/transaction";
import { log } from "@/lib/log";
import * as q from "./queries";

// A small queue on the jobs table (docs/decisions/004). Domains register a handler per job kind;
// the worker (started by instrumentation.ts) takes jobs one at a time. Tests call runPendingJobs().

/** A job as its handler sees it: the input inflated back to text. */
export type RunningJob = q.JobSummary & { input: string | null };

export type JobContext = {
  job: RunningJob;
  /** Records progress (and renews the lease). */
  progress: (completed: number, extra?: { total?: number; failed?: number }) => Promise<void>;
};
export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown> | void>;

export type JobDoneListener = (job: RunningJob) => Promise<void>;
export type { JobSummary } from "./queries";
const g = globalThis as unknown as { __scubaJobHandlers?: Map<string, JobHandler>; __scubaJobWorker?: NodeJS.Timeout; __scubaJobDone?: Map<string, JobDoneListener[]> };
const handlers = (g.__scubaJobHandlers ??= new Map<string, JobHandler>());
const doneListeners = (g.__scubaJobDone ??= new Map<string, JobDoneListener[]>());

const LEASE_SECONDS = 120;
const MAX_ATTEMPTS = 3;

const deflateAsync = promisify(deflateRaw);
const inflateAsync = promisify(inflateRaw);
const deflate = async (text: string) => new Uint8Array(await deflateAsync(Buffer.from(text, "utf8")));
const inflate = async (bytes: Uint8Array) => (await inflateAsync(bytes)).toString("utf8");

/**
 * Thrown by a handler when another attempt cannot succeed until someone acts (e.g. the member must
 * link an account again): the job fails at once with this message instead of being retried.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentJobError";
  }
}

export function registerJobHandler(kind: string, handler: JobHandler) {
  handlers.set(kind, handler);
}

/**
 * Runs `listener` after each job of these kinds finishes well — how one room follows another's work
 * without the other knowing it (the CRM push after a metrics refresh). A failing listener is logged,
 * never fails the job.
 */
export function onJobDone(kinds: string[], listener: JobDoneListener) {
  for (const kind of kinds) doneListeners.set(kind, [...(doneListeners.get(kind) ?? []), listener]);
}

export async function enqueueJob(input: {
  kind: string;
  userId?: string | null;
  payload?: Record<string, unknown>;
  input?: string | null;
  total?: number;
  /** A job with the same key is not queued twice. */
  dedupeKey?: string | null;
  /** While a job with this key waits in the queue, asking again returns that job (coalescing). */
  queueKey?: string | null;
  runAfter?: Date;
  /** The caller's transaction: the job is queued if and only if it commits. */
  tx?: DbOrTx;
}): Promise<q.JobSummary> {
  return q.insertJob({
    kind: input.kind,
    userId: input.userId ?? null,
    payload: input.payload ?? {},
    // Compressed in the thread pool, not on the event loop; the worker inflates it when it takes the job.
    inputDeflated: input.input == null ? null : await deflate(input.input),
    total: input.total ?? 0,
    dedupeKey: input.dedupeKey ?? null,
    queueKey: input.queueKey ?? null,
    runAfter: input.runAfter ?? new Date(),
  }, input.tx);
}

export const getJob = q.findJob;
export const getLatestJob = q.findLatestJob;
export const listUserJobs = q.findJobsByUser;

/**
 * Lets timers and I/O run. The embedded database answers in the same thread, so a chain of queries
 * never yields by itself: without this a job held the event loop for its whole run (issue 12).
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs one due job, if any. Returns whether a job ran. */
export async function runNextJob(): Promise<boolean> {
  await breathe();
  const claimed = await q.claimNextJob([...handlers.keys()], LEASE_SECONDS);
  if (!claimed) return false;
  const { inputDeflated, input, ...rest } = claimed;
  const job: RunningJob = { ...rest, input: inputDeflated ? await inflate(inputDeflated) : input };
  const handler = handlers.get(job.kind)!;
  const ctx: JobContext = {
    job,
    progress: async (completed, extra = {}) => {
      await q.updateJob(job.id, { completed, ...extra });
      await breathe();
    },
  };
  try {
    const result = await handler(ctx);
    await q.updateJob(job.id, { status: "done", finishedAt: new Date(), result: result ?? null, input: null, inputDeflated: null });
    for (const listener of doneListeners.get(job.kind) ?? []) {
      await listener(job).catch((error: unknown) => log.error("jobs.listener_failed", { jobId: job.id, kind: job.kind, error: error instanceof Error ? error.message : String(error) }));
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retry = !(error instanceof PermanentJobError) && job.attempts < MAX_ATTEMPTS;
    log.error("jobs.failed", { jobId: job.id, kind: job.kind, attempt: job.attempts, retry, error: message });
    await q.updateJob(job.id, {
      status: retry ? "queued" : "failed",
      error: message,
      runAfter: new Date(Date.now() + 2 ** job.attempts * 1000),
      ...(retry ? {} : { finishedAt: new Date() }),
    });
  }
  return true;
}

/** Runs jobs until none is due (tests, scripts). */
export async function runPendingJobs(limit = 1000): Promise<number> {
  let ran = 0;
  while (ran < limit && (await runNextJob())) ran++;
  return ran;
}

/** Polls for jobs in this process. Idempotent: one worker per process. */
export function startJobWorker(intervalMs = 1000) {
  if (g.__scubaJobWorker) return;
  let busy = false;
  g.__scubaJobWorker = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      while (await runNextJob()) {
        /* drain */
      }
    } catch (error) {
      log.error("jobs.worker_error", { error: error instanceof Error ? error.message : String(error) });
    } finally {
      busy = false;
    }
  }, intervalMs);
  g.__scubaJobWorker.unref?.();
}
