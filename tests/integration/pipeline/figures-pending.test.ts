import { describe, expect, it } from "vitest";
import "@/register-jobs";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, leads, relationMetrics } from "@/lib/db/schema";
import { enqueueJob, runPendingJobs } from "@/lib/jobs/service";
import { emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { NETWORK_IMPORT_JOB } from "@/lib/network/import-service";
import { POST as listLeadsRoute } from "@/app/api/v1/list-leads/route";
import { PUT as updateLeadRoute } from "@/app/api/v1/leads/[id]/route";
import type { LeadPage, LeadRow } from "@/lib/pipeline/types";
import { call } from "../../helpers/api";
import { createUser, signedInUser } from "../../helpers/factories";
import { addLead, arrangeNetwork } from "../leads/helpers";

// Issue 27 §2: list-leads says, per lead, whether its warm-path figures are about to be written —
// from the queue, not from the figures — so the screens say 'computing…' and read again until done.

async function rows(token: string, body: Record<string, unknown> = {}) {
  const res = await call<LeadPage>(listLeadsRoute, "/api/v1/list-leads", { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.data;
}

const count = (lead: Partial<LeadRow> | undefined) => lead?.linkedin_user?.relation_metrics_target.find((m) => m.is_latest)?.total_path;

describe("figures_pending on list-leads", () => {
  it("is true for a new lead until its queued count has run, then the count is there", async () => {
    const { user, token } = await signedInUser();
    await arrangeNetwork(user.id);
    const added = await addLead(token, "acme-lead-pending", { upload_type: "csv", name: "Ada Acme", company: "Acme", role: "CFO" });
    expect(added.status).toBe(200);

    const [before] = await rows(token);
    expect(before).toMatchObject({ id: added.body.data.id, figures_pending: true });
    expect(count(before)).toBeUndefined();

    await runPendingJobs();
    const [after] = await rows(token);
    expect(after!.figures_pending).toBe(false);
    expect(count(after)).toBeGreaterThan(0);
  });

  it("is true for a counted lead while a refresh of its team is queued (its count is about to change)", async () => {
    const { user, token } = await signedInUser();
    const mate = await createUser();
    await db.insert(collaborators).values({ inviterId: mate.id, inviteeId: user.id });
    await arrangeNetwork(user.id);
    await addLead(token, "acme-lead-team", { upload_type: "csv", name: "Ben Acme", company: "Acme", role: "CTO" });
    await runPendingJobs();
    expect((await rows(token))[0]!.figures_pending).toBe(false);

    // A teammate's network changed: every lead of the team is recounted.
    await emit(teamNetworkChanged, { memberId: mate.id });
    const [pending] = await rows(token);
    expect(pending!.figures_pending).toBe(true);
    expect(count(pending)).toBeGreaterThan(0);

    await runPendingJobs();
    expect((await rows(token))[0]!.figures_pending).toBe(false);
  });

  it("is true for a re-pointed lead until its refresh ran, and for every lead while the member's own import waits (it ends with a team refresh)", async () => {
    const { user, token } = await signedInUser();
    const moved = await addLead(token, "moved-lead");
    const kept = await addLead(token, "kept-lead");
    await runPendingJobs();
    const pendingOf = async () => new Map((await rows(token)).map((r) => [r.id, r.figures_pending]));
    expect([...(await pendingOf()).values()]).toEqual([false, false]);

    const put = await call(updateLeadRoute, `/api/v1/leads/${moved.body.data.id}`, { method: "PUT", token, params: { id: moved.body.data.id }, body: { linkedin_url: "https://www.linkedin.com/in/moved-lead-elsewhere/" } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    let pending = await pendingOf();
    expect(pending.get(moved.body.data.id)).toBe(true);
    expect(pending.get(kept.body.data.id)).toBe(false);
    await runPendingJobs();

    // An import waiting in the queue (due later, so this test's queue run leaves it alone).
    await enqueueJob({ kind: NETWORK_IMPORT_JOB, userId: user.id, payload: {}, runAfter: new Date(Date.now() + 60_000) });
    pending = await pendingOf();
    expect([...pending.values()]).toEqual([true, true]);
  });

  it("is false for a lead that never got figures long ago and has nothing queued (its job failed): it shows 0", async () => {
    const { token } = await signedInUser();
    const added = await addLead(token, "old-lead");
    await runPendingJobs();
    await db.delete(relationMetrics).where(eq(relationMetrics.leadId, added.body.data.id));
    await db.update(leads).set({ createdAt: new Date(Date.now() - 10 * 60_000) }).where(eq(leads.id, added.body.data.id));
    const [row] = await rows(token);
    expect(row!.figures_pending).toBe(false);
    expect(count(row)).toBeUndefined();
  });

  it("rides along with a narrowed select, like the other include blocks", async () => {
    const { token } = await signedInUser();
    await addLead(token, "select-lead");
    const [row] = await rows(token, { select: { name: true } });
    expect(row).toMatchObject({ name: "Select Lead", figures_pending: true });
  });
});
