import "server-only";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { jobs, type Job } from "@/lib/db/schema";

// The jobs domain's only Drizzle access.

// A job as every reader but the worker sees it: without its input (an uploaded file of up to
// megabytes), which only the worker taking the job needs. The status polls of an upload, the
// enqueue's answer and the lists read a few hundred bytes instead (issue 10: import memory).
// The claim (token, holder) is the worker's alone: no reader outside the worker ever sees it.
const { input: _input, inputDeflated: _inputDeflated, claimToken: _claimToken, lockedBy: _lockedBy, ...listed } = getTableColumns(jobs);
export type JobSummary = Omit<Job, "input" | "inputDeflated" | "claimToken" | "lockedBy">;

/** `tx`: queue the job in the caller's transaction, so it exists exactly when the change does. */
export async function insertJob(values: typeof jobs.$inferInsert, tx: DbOrTx = db): Promise<JobSummary> {
  if (values.queueKey) {
    // One queued job per key (partial unique index): a second request joins the waiting one. The
    // loop covers the race where that job started between our insert and our read.
    for (let attempt = 0; attempt < 3; attempt++) {
      const [inserted] = await tx.insert(jobs).values(values).onConflictDoNothing().returning(listed);
      if (inserted) return inserted;
      const [queued] = await tx
        .select(listed)
        .from(jobs)
        .where(and(eq(jobs.queueKey, values.queueKey), eq(jobs.status, "queued")))
        .limit(1);
      if (queued) return queued;
    }
    throw new Error("could not queue the job");
  }
  const [job] = await tx.insert(jobs).values(values).onConflictDoNothing({ target: jobs.dedupeKey }).returning(listed);
  if (job) return job;
  // Same dedupe key already queued or done: the existing job is the answer (idempotent enqueue).
  const [existing] = await tx.select(listed).from(jobs).where(eq(jobs.dedupeKey, values.dedupeKey!)).limit(1);
  return existing!;
}

/**
 * Takes a runnable job: queued and due, or running with a lease that ran out (its server died).
 * SKIP LOCKED lets any number of workers poll the same table without taking a job twice.
 *
 * Fair across members (issue 12 item 7): first the member with the fewest jobs running now, then
 * the member served longest ago (never served first), and only then the oldest job, so one member's
 * burst of uploads and recomputes waits behind everyone else's next job instead of starving them.
 * Taking a job clears its queue key: a change made while it runs queues a fresh one.
 *
 * Each take writes a new claim token (docs/decisions/015): the previous holder of a job taken over
 * can no longer write to it.
 */
export async function claimNextJob(kinds: string[], leaseSeconds: number, workerName: string): Promise<Job | undefined> {
  if (!kinds.length) return undefined;
  const kindList = sql.join(kinds.map((k) => sql`${k}`), sql`, `);
  const result = (await db.execute(sql`
    update jobs set status = 'running', locked_at = now(), started_at = clock_timestamp(), attempts = attempts + 1, queue_key = null,
      claim_token = gen_random_uuid(), locked_by = ${workerName}
    where id = (
      select j.id from jobs j
      where j.kind in (${kindList})
        and ((j.status = 'queued' and j.run_after <= now())
          or (j.status = 'running' and j.locked_at < now() - make_interval(secs => ${leaseSeconds})))
      order by
        (select count(*) from jobs r
          where r.user_id is not distinct from j.user_id and r.status = 'running'
            and r.locked_at >= now() - make_interval(secs => ${leaseSeconds})),
        (select max(s.started_at) from jobs s where s.user_id is not distinct from j.user_id) nulls first,
        j.created_at
      for update skip locked
      limit 1
    )
    returning id`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

const claimed = (id: string, token: string) => and(eq(jobs.id, id), eq(jobs.claimToken, token), eq(jobs.status, "running"));

/**
 * Writes to a job only while this claim holds it (and renews its lease). Returns false when the
 * token is gone: the job was taken over (or released), and this worker must write nothing more.
 */
export async function updateClaimedJob(id: string, token: string, values: Partial<typeof jobs.$inferInsert>, tx: DbOrTx = db): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ ...values, lockedAt: sql`now()` })
    .where(claimed(id, token))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The heartbeat: renews the lease while this claim holds the job. */
export function renewClaim(id: string, token: string): Promise<boolean> {
  return updateClaimedJob(id, token, {});
}

/**
 * Locks the job's row for the rest of `tx` if this claim still holds it. A step's writes then commit
 * only under the claim: no one can take the job over until the transaction ends (SKIP LOCKED skips
 * it), and a worker that lost its claim gets false before writing anything.
 */
export async function lockClaim(tx: DbOrTx, id: string, token: string, leaseSeconds: number): Promise<boolean> {
  // A worker frozen inside its step (a GC pause, a stopped VM) must not hold the row, and so the
  // job, past its lease: PostgreSQL ends a transaction left idle that long, releasing the lock.
  await tx.execute(sql.raw(`set local idle_in_transaction_session_timeout = ${Math.max(1, Math.floor(leaseSeconds / 2)) * 1000}`));
  const rows = await tx.select({ id: jobs.id }).from(jobs).where(claimed(id, token)).for("update");
  return rows.length > 0;
}

/** Gives the job back to the queue at once (a server shutting down): not counted as an attempt. */
export async function releaseClaim(id: string, token: string): Promise<boolean> {
  return updateClaimedJob(id, token, { status: "queued", claimToken: null, runAfter: sql`now()` as unknown as Date, attempts: sql`greatest(${jobs.attempts} - 1, 0)` as unknown as number });
}

/** Queue depth and the oldest due job's age (seconds), for the metrics. */
export async function queueStats(): Promise<{ queued: number; running: number; oldestQueuedSeconds: number }> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${jobs.status} = 'queued' and ${jobs.runAfter} <= now())`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')`.mapWith(Number),
      oldest: sql<number | null>`extract(epoch from now() - min(${jobs.runAfter}) filter (where ${jobs.status} = 'queued' and ${jobs.runAfter} <= now()))`.mapWith(Number),
    })
    .from(jobs)
    .where(sql`${jobs.status} in ('queued', 'running')`);
  return { queued: row?.queued ?? 0, running: row?.running ?? 0, oldestQueuedSeconds: row?.oldest ?? 0 };
}

export async function findJob(id: string): Promise<JobSummary | undefined> {
  const [job] = await db.select(listed).from(jobs).where(eq(jobs.id, id));
  return job;
}

export async function findLatestJob(userId: string, kind: string): Promise<JobSummary | undefined> {
  const [job] = await db
    .select(listed)
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind)))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return job;
}

export async function findJobsByUser(userId: string, kind: string): Promise<JobSummary[]> {
  return db
    .select(listed)
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind)))
    .orderBy(desc(jobs.createdAt));
}
