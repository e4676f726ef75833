import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, experiences, factChanges, jobs, networkChanges, persons } from "@/lib/db/schema";
import { enqueueJob, runPendingJobs } from "@/lib/jobs/service";
import { PRUNE_CHANGE_LOGS_JOB, PRUNE_FACT_CHANGES_JOB, pruneChangeLogs } from "@/lib/paths/change-logs";
import "@/lib/paths/jobs";
import { createUser } from "@/tests/helpers/factories";

// The daily prune of the logs of which people each write named (fact_changes, migration 0033;
// network_changes, 0034): each log is cut after its last row older than seven days, so a writer's
// token is either wholly there or gone (lib/paths/change-logs.ts).

const DAY = 86_400_000;

describe("the prune of the change logs", () => {
  it("deletes every row of each log up to its last one older than seven days, and books the next day's run once", async () => {
    const mate = await createUser({ name: "Mate" });
    const [p] = await db.insert(persons).values([{ slug: "logs-prune" }]).returning({ id: persons.id });
    for (const title of ["a", "b", "c"]) await db.insert(experiences).values({ personId: p!.id, suppliedBy: mate.id, company: "Acme", companyKey: "acme", title });
    await db.insert(connections).values({ ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"] });
    for (const meetingCount of [1, 2]) await db.update(connections).set({ meetingCount }).where(eq(connections.ownerUserId, mate.id));
    const facts = () => db.select().from(factChanges).where(eq(factChanges.userId, mate.id)).orderBy(factChanges.id);
    const network = () => db.select().from(networkChanges).where(eq(networkChanges.ownerId, mate.id)).orderBy(networkChanges.id);
    const [factsBefore, networkBefore] = [await facts(), await network()];
    expect(factsBefore.length).toBeGreaterThanOrEqual(3);
    expect(networkBefore.length).toBeGreaterThanOrEqual(3);
    const now = new Date();
    // In each log the second row is older than the first (times are a commit's clock, ids its order): the cut is an id.
    await db.update(factChanges).set({ at: new Date(now.getTime() - 9 * DAY) }).where(eq(factChanges.id, factsBefore[1]!.id));
    await db.update(factChanges).set({ at: new Date(now.getTime() - 6 * DAY) }).where(eq(factChanges.id, factsBefore[0]!.id));
    await db.update(networkChanges).set({ at: new Date(now.getTime() - 8 * DAY) }).where(eq(networkChanges.id, networkBefore[1]!.id));
    const deleted = await pruneChangeLogs(now);
    expect(deleted.facts).toBeGreaterThanOrEqual(2);
    expect(deleted.network).toBeGreaterThanOrEqual(2);
    expect((await facts()).map((r) => r.id)).toEqual(factsBefore.slice(2).map((r) => r.id));
    expect((await network()).map((r) => r.id)).toEqual(networkBefore.slice(2).map((r) => r.id));
    await pruneChangeLogs(now);
    const booked = (await db.select().from(jobs)).filter((j) => j.kind === PRUNE_CHANGE_LOGS_JOB);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.runAfter.getTime()).toBe(now.getTime() + DAY);
  });

  it("runs a prune booked under the facts log's kind as the prune of both, and books the next under the new kind", async () => {
    await db.delete(jobs);
    const mate = await createUser({ name: "Mate" });
    const [p] = await db.insert(persons).values([{ slug: "logs-prune-earlier-kind" }]).returning({ id: persons.id });
    await db.insert(connections).values({ ownerUserId: mate.id, personId: p!.id, sources: ["linkedin"] });
    await db.update(networkChanges).set({ at: new Date(Date.now() - 8 * DAY) }).where(eq(networkChanges.ownerId, mate.id));
    await enqueueJob({ kind: PRUNE_FACT_CHANGES_JOB, dedupeKey: `${PRUNE_FACT_CHANGES_JOB}:earlier`, runAfter: new Date(Date.now() - 1000) });
    await runPendingJobs();
    expect(await db.select().from(networkChanges).where(eq(networkChanges.ownerId, mate.id))).toEqual([]);
    const all = await db.select().from(jobs);
    expect(all.find((j) => j.kind === PRUNE_FACT_CHANGES_JOB)?.status).toBe("done");
    expect(all.filter((j) => j.kind === PRUNE_CHANGE_LOGS_JOB)).toHaveLength(1);
  });
});
