import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { jobs } from "@/lib/db/schema";
import { enqueueJob, registerJobHandler, runNextJob, runPendingJobs } from "@/lib/jobs/service";
import "@/register-jobs";
import { emit, onSignal, teamNetworkChanged } from "@/lib/jobs/signals";
import { createUser } from "@/tests/helpers/factories";

// Issue 12 item 7: one member must not starve the shared queue.
describe("job queue under one member's burst", () => {
  it("queues one team recompute per member however many changes ask for it, and one more after it starts", async () => {
    const user = await createUser();
    await Promise.all(Array.from({ length: 40 }, () => emit(teamNetworkChanged, { memberId: user.id })));
    const queued = () => db.select().from(jobs).where(and(eq(jobs.userId, user.id), eq(jobs.kind, teamNetworkChanged.name), eq(jobs.status, "queued")));
    expect(await queued()).toHaveLength(1);
    // Another member's recompute is their own.
    const other = await createUser();
    await emit(teamNetworkChanged, { memberId: other.id });
    expect(await db.$count(jobs, eq(jobs.kind, teamNetworkChanged.name))).toBe(2);

    // A change made while the recompute runs must be seen: it queues exactly one more.
    let rescheduled = false;
    onSignal(teamNetworkChanged, "test.change-while-running", async ({ memberId }) => {
      if (!rescheduled && memberId === user.id) {
        rescheduled = true;
        await emit(teamNetworkChanged, { memberId: user.id });
        await emit(teamNetworkChanged, { memberId: user.id });
      }
    });
    await runNextJob();
    await runNextJob();
    expect(rescheduled).toBe(true);
    expect(await queued()).toHaveLength(1);
    await runPendingJobs();
    expect(await queued()).toHaveLength(0);
  });

  it("serves another member's job before the rest of one member's burst", async () => {
    const ran: string[] = [];
    registerJobHandler("test.fair", async ({ job }) => {
      ran.push(String(job.payload.who));
    });
    const [greedy, patient, third] = [await createUser(), await createUser(), await createUser()];
    for (let i = 0; i < 20; i++) await enqueueJob({ kind: "test.fair", userId: greedy.id, payload: { who: `greedy-${i}` } });
    await enqueueJob({ kind: "test.fair", userId: patient.id, payload: { who: "patient" } });
    await enqueueJob({ kind: "test.fair", userId: third.id, payload: { who: "third" } });
    await runPendingJobs();
    expect(ran).toHaveLength(22);
    // Oldest first would run them 21st and 22nd.
    expect(ran.indexOf("patient")).toBeLessThanOrEqual(2);
    expect(ran.indexOf("third")).toBeLessThanOrEqual(2);
    // Within one member, order is kept.
    const greedyRuns = ran.filter((r) => r.startsWith("greedy"));
    expect(greedyRuns).toEqual(Array.from({ length: 20 }, (_, i) => `greedy-${i}`));
  });
});
