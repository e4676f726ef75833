import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { jobs, type Job } from "@/lib/db/schema";

// The jobs domain's only Drizzle access.

export async function insertJob(values: typeof jobs.$inferInsert): Promise<Job> {
  const [job] = await db.insert(jobs).values(values).onConflictDoNothing({ target: jobs.dedupeKey }).returning();
  if (job) return job;
  // Same dedupe key already queued or done: the existing job is the answer (idempotent enqueue).
  const [existing] = await db.select().from(jobs).where(eq(jobs.dedupeKey, values.dedupeKey!)).limit(1);
  return existing!;
}

/**
 * Takes the oldest runnable job: queued and due, or running with a lease that ran out (its server
 * died). SKIP LOCKED lets any number of workers poll the same table without taking a job twice.
 */
export async function claimNextJob(kinds: string[], leaseSeconds: number): Promise<Job | undefined> {
  if (!kinds.length) return undefined;
  const kindList = sql.join(kinds.map((k) => sql`${k}`), sql`, `);
  const result = (await db.execute(sql`
    update jobs set status = 'running', locked_at = now(), attempts = attempts + 1
    where id = (
      select id from jobs
      where kind in (${kindList})
        and ((status = 'queued' and run_after <= now())
          or (status = 'running' and locked_at < now() - make_interval(secs => ${leaseSeconds})))
      order by created_at
      for update skip locked
      limit 1
    )
    returning id`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

export async function updateJob(id: string, values: Partial<typeof jobs.$inferInsert>) {
  await db
    .update(jobs)
    .set({ ...values, lockedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

export async function findJob(id: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

export async function findLatestJob(userId: string, kind: string) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind)))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return job;
}

export async function findJobsByUser(userId: string, kind: string) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, kind)))
    .orderBy(desc(jobs.createdAt));
}
