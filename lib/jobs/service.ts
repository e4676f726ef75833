import "server-only";
import { hostname } from "node:os";
import { promisify } from "node:util";
import { deflateRaw, inflateRaw } from "node:zlib";
import { isUnavailableError } from "@/lib/api/unavailable";
import { transaction, type DbOrTx, type Tx } from "@/lib/db/transaction";
import { log } from "@/lib/log";
import { metrics } from "@/lib/metrics";
import * as q from "./queries";

// A small queue on the jobs table (docs/decisions/004, 015). Domains register a handler per job kind;
// the worker (started by instrumentation.ts) takes jobs one at a time. Tests call runPendingJobs().
// Every take is a claim with its own token: the worker's writes to the job apply only while its
// token is the job's, so a worker that stalled past its lease (and was taken over) writes nothing.

/** A job as its handler sees it: the input inflated back to text. */
export type RunningJob = q.JobSummary & { input: string | null };

export type ProgressExtra = {
  total?: number;
  failed?: number;
  /** Kept with the job for a later attempt (e.g. the running totals of an import taken over). */
  checkpoint?: Record<string, unknown>;
};

export type JobContext = {
  job: RunningJob;
  /**
   * Records progress (and renews the lease). Throws JobClaimLostError once this worker's claim is
   * gone (the job was taken over): the handler stops there and writes nothing more.
   */
  progress: (completed: number, extra?: ProgressExtra) => Promise<void>;
  /**
   * One step of work whose writes commit together with the job's progress, and only while this
   * worker holds the claim (the job's row stays locked until the step commits, so no one can take
   * the job over halfway). Throws JobClaimLostError, writing nothing, once the claim is gone.
   */
  step: <T>(work: (tx: Tx) => Promise<T>, progressAfter: (result: T) => { completed: number } & ProgressExtra) => Promise<T>;
  /** Aborted when this worker learns that its claim is gone, or when the server shuts down. */
  signal: AbortSignal;
};
export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown> | void>;

export type JobDoneListener = (job: RunningJob) => Promise<void>;
export type { JobSummary } from "./queries";
const g = globalThis as unknown as {
  __scubaJobHandlers?: Map<string, JobHandler>;
  __scubaJobWorker?: NodeJS.Timeout;
  __scubaJobDone?: Map<string, JobDoneListener[]>;
  __scubaJobsRunning?: Set<Claim>;
  __scubaJobsStopping?: boolean;
};
const handlers = (g.__scubaJobHandlers ??= new Map<string, JobHandler>());
const doneListeners = (g.__scubaJobDone ??= new Map<string, JobDoneListener[]>());
const running = (g.__scubaJobsRunning ??= new Set<Claim>());

/**
 * The lease (seconds): a claim whose heartbeat stopped this long ago may be taken over. The
 * heartbeat renews it four times per lease whatever the handler does, so an abandoned job is taken
 * within a lease plus one poll (≈ 21 s by default; issue 30 asks for 30 s).
 */
export function leaseSeconds(): number {
  const n = Number(process.env.JOB_LEASE_SECONDS);
  return Number.isFinite(n) && n >= 2 ? n : 20;
}
const MAX_ATTEMPTS = 3;
/** Written with each claim (jobs.locked_by), so an operator sees which server holds a job. */
const WORKER_NAME = `${hostname()}:${process.pid}`;

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

/** This worker's claim on the job is gone (taken over after its lease ran out, or released). */
export class JobClaimLostError extends Error {
  constructor(readonly jobId: string) {
    super(`The claim on job ${jobId} was lost`);
    this.name = "JobClaimLostError";
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

type Claim = { job: RunningJob; token: string; lost: boolean; controller: AbortController; done: Promise<void> };

/** Runs one due job, if any. Returns whether a job ran. */
export async function runNextJob(): Promise<boolean> {
  await breathe();
  if (g.__scubaJobsStopping) return false;
  const lease = leaseSeconds();
  const claimed = await q.claimNextJob([...handlers.keys()], lease, WORKER_NAME);
  if (!claimed) return false;
  const { inputDeflated, input, claimToken, lockedBy: _holder, ...rest } = claimed;
  const job: RunningJob = { ...rest, input: inputDeflated ? await inflate(inputDeflated) : input };
  let finish!: () => void;
  const claim: Claim = { job, token: claimToken!, lost: false, controller: new AbortController(), done: new Promise((r) => (finish = r)) };
  running.add(claim);
  const heartbeat = startHeartbeat(claim, lease);
  try {
    await runClaimed(claim);
  } finally {
    clearInterval(heartbeat);
    running.delete(claim);
    finish();
  }
  return true;
}

function loseClaim(claim: Claim) {
  if (claim.lost) return;
  claim.lost = true;
  claim.controller.abort(new JobClaimLostError(claim.job.id));
}

/** Renews the lease on its own timer, so a slow step (one long query) does not lose the job. */
function startHeartbeat(claim: Claim, lease: number): NodeJS.Timeout {
  const timer = setInterval(() => {
    if (claim.lost) return;
    q.renewClaim(claim.job.id, claim.token)
      .then((held) => {
        if (!held) loseClaim(claim);
      })
      .catch((error: unknown) => log.warn("jobs.heartbeat_failed", { jobId: claim.job.id, error: error instanceof Error ? error.message : String(error) }));
  }, (lease * 1000) / 4);
  timer.unref?.();
  return timer;
}

async function runClaimed(claim: Claim) {
  const { job, token } = claim;
  const fenced = async (write: () => Promise<boolean>) => {
    if (claim.lost) throw new JobClaimLostError(job.id);
    if (!(await write())) {
      loseClaim(claim);
      throw new JobClaimLostError(job.id);
    }
  };
  const ctx: JobContext = {
    job,
    signal: claim.controller.signal,
    progress: async (completed, extra = {}) => {
      await fenced(() => q.updateClaimedJob(job.id, token, { completed, ...extra }));
      await breathe();
    },
    step: async (work, progressAfter) => {
      if (claim.lost) throw new JobClaimLostError(job.id);
      const result = await transaction(async (tx) => {
        if (!(await q.lockClaim(tx, job.id, token, leaseSeconds()))) throw new JobClaimLostError(job.id);
        const value = await work(tx);
        await q.updateClaimedJob(job.id, token, progressAfter(value), tx);
        return value;
      }).catch((error: unknown) => {
        if (error instanceof JobClaimLostError) loseClaim(claim);
        throw error;
      });
      await breathe();
      return result;
    },
  };
  const handler = handlers.get(job.kind)!;
  try {
    const result = await handler(ctx);
    const finished = await q.updateClaimedJob(job.id, token, { status: "done", finishedAt: new Date(), result: result ?? null, input: null, inputDeflated: null, claimToken: null, checkpoint: null });
    if (!finished) throw new JobClaimLostError(job.id);
    metrics.jobs.inc({ kind: job.kind, outcome: "done" });
    for (const listener of doneListeners.get(job.kind) ?? []) {
      await listener(job).catch((error: unknown) => log.error("jobs.listener_failed", { jobId: job.id, kind: job.kind, error: error instanceof Error ? error.message : String(error) }));
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!claim.lost && isUnavailableError(error)) return handBackAfterOutage(claim, message);
    const retry = !(error instanceof PermanentJobError) && job.attempts < MAX_ATTEMPTS;
    // The failure is written under the claim too: a worker that lost it (taken over, released, or
    // its transaction ended while it was frozen) leaves the outcome to the job's holder.
    const written =
      !(error instanceof JobClaimLostError) &&
      !claim.lost &&
      (await q
        .updateClaimedJob(job.id, token, {
          status: retry ? "queued" : "failed",
          error: message,
          claimToken: null,
          runAfter: new Date(Date.now() + 2 ** job.attempts * 1000),
          ...(retry ? {} : { finishedAt: new Date() }),
        })
        .catch(() => false));
    if (!written) {
      metrics.jobs.inc({ kind: job.kind, outcome: claim.controller.signal.reason === RELEASED ? "released" : "lost" });
      log.warn("jobs.claim_lost", { jobId: job.id, kind: job.kind, attempt: job.attempts, ...(error instanceof JobClaimLostError ? {} : { error: message }) });
      return;
    }
    log.error("jobs.failed", { jobId: job.id, kind: job.kind, attempt: job.attempts, retry, error: message });
    metrics.jobs.inc({ kind: job.kind, outcome: retry ? "retry" : "failed" });
  }
}

const RELEASED = Symbol("released");

/**
 * The database went away under a job (a restart, a failover): that is no fault of the job, so it is
 * not a failed attempt. Once the database answers again the job goes back to the queue at once and
 * resumes from its last committed step (any server may take it); if it stays away past the lease,
 * the claim has run out anyway and the next taker resumes the same way.
 */
async function handBackAfterOutage(claim: Claim, error: string) {
  const { job, token } = claim;
  log.warn("jobs.database_unavailable", { jobId: job.id, kind: job.kind, error });
  const until = Date.now() + leaseSeconds() * 1000;
  for (let wait = 250; Date.now() < until && !claim.lost; wait = Math.min(wait * 2, 2_000)) {
    await new Promise((r) => setTimeout(r, wait));
    const released = await q.releaseClaim(job.id, token).catch((e: unknown) => (isUnavailableError(e) ? null : false));
    if (released === null) continue;
    if (!released) break; // taken over meanwhile (or its connection was ended while it stalled): the holder goes on
    claim.lost = true;
    claim.controller.abort(RELEASED);
    metrics.jobs.inc({ kind: job.kind, outcome: "released" });
    log.info("jobs.released", { jobId: job.id, kind: job.kind, reason: "database unavailable" });
    return;
  }
  loseClaim(claim);
  metrics.jobs.inc({ kind: job.kind, outcome: "lost" });
  log.warn("jobs.claim_lost", { jobId: job.id, kind: job.kind, attempt: job.attempts, error });
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
  g.__scubaJobsStopping = false;
  let busy = false;
  // While the database is away every poll fails: one warning for the outage, not one a second.
  let unavailableSince: number | null = null;
  g.__scubaJobWorker = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      while (await runNextJob()) {
        /* drain */
      }
      if (unavailableSince !== null) log.info("jobs.database_available", { afterMs: Date.now() - unavailableSince });
      unavailableSince = null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!isUnavailableError(error)) log.error("jobs.worker_error", { error: message });
      else if (unavailableSince === null) {
        unavailableSince = Date.now();
        log.warn("jobs.database_unavailable", { error: message });
      }
    } finally {
      busy = false;
    }
  }, intervalMs);
  g.__scubaJobWorker.unref?.();
}

/**
 * Graceful stop (SIGTERM): takes no new job, lets the current one finish for up to `graceMs`, then
 * gives it back to the queue (another server takes it at once, resuming from its checkpoint) and
 * stops its handler at its next step.
 */
export async function stopJobWorker(graceMs = 10_000): Promise<void> {
  g.__scubaJobsStopping = true;
  if (g.__scubaJobWorker) clearInterval(g.__scubaJobWorker);
  g.__scubaJobWorker = undefined;
  const current = [...running];
  if (!current.length) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((r) => (timer = setTimeout(() => r("timeout"), graceMs)));
  const outcome = await Promise.race([Promise.all(current.map((c) => c.done)).then(() => "done" as const), timeout]);
  clearTimeout(timer);
  if (outcome === "done") return;
  for (const claim of running) {
    const released = await q.releaseClaim(claim.job.id, claim.token).catch(() => false);
    claim.lost = true;
    claim.controller.abort(RELEASED);
    log.info("jobs.released", { jobId: claim.job.id, kind: claim.job.kind, released });
  }
}

/** The queue's figures for the metrics scrape (all servers: they share the table). */
export const queueStats = q.queueStats;
