import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { jobs } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import { runPendingJobs } from "@/lib/jobs/service";
import { collaborationEnded, emit, emitAfter, onSignal, teamNetworkChanged } from "@/lib/jobs/signals";
import { createUser } from "@/tests/helpers/factories";

// Signals (lib/jobs/signals.ts): a lower room makes a higher one react through the queue, by name.
describe("signals", () => {
  it("refuses a payload that is not the signal's, before anything is queued", async () => {
    await expect(emit(teamNetworkChanged, { memberId: "not-a-uuid" })).rejects.toThrow();
    await expect(emit(collaborationEnded, { a: crypto.randomUUID() } as never)).rejects.toThrow();
    expect(await db.$count(jobs)).toBe(0);
  });

  it("is queued with the caller's transaction: a change rolled back queues nothing", async () => {
    const user = await createUser();
    await expect(
      transaction(async (tx) => {
        await emit(teamNetworkChanged, { memberId: user.id }, tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.$count(jobs, eq(jobs.kind, teamNetworkChanged.name))).toBe(0);
    await transaction((tx) => emit(teamNetworkChanged, { memberId: user.id }, tx));
    expect(await db.$count(jobs, eq(jobs.kind, teamNetworkChanged.name))).toBe(1);
  });

  it("runs every room's reaction, by name (a name registered again replaces it), and retries them all when one fails", async () => {
    const a = await createUser();
    const b = await createUser();
    const seen: string[] = [];
    let failOnce = true;
    onSignal(collaborationEnded, "test.first", async (p) => {
      seen.push(`first:${p.a === a.id && p.b === b.id}`);
    });
    onSignal(collaborationEnded, "test.second", async () => {
      seen.push("ignored");
    });
    onSignal(collaborationEnded, "test.second", async () => {
      seen.push("second");
      if (failOnce) {
        failOnce = false;
        throw new Error("a passing fault");
      }
    });
    await emit(collaborationEnded, { a: a.id, b: b.id, byUserId: a.id });
    await db.update(jobs).set({ runAfter: new Date(0) }); // the retry's back-off, elapsed
    await runPendingJobs();
    await db.update(jobs).set({ runAfter: new Date(0) });
    await runPendingJobs();
    expect(seen).toEqual(["first:true", "second", "first:true", "second"]);
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, collaborationEnded.name));
    expect(job).toMatchObject({ status: "done", attempts: 2 });
  });

  it("emitAfter never fails the action that already happened", async () => {
    await expect(emitAfter(teamNetworkChanged, { memberId: "not-a-uuid" })).resolves.toBeUndefined();
  });
});
