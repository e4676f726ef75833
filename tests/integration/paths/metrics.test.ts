import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as scubaSortStatusRoute, POST as scubaSortRoute } from "@/app/api/v2/leads/scuba-sort/route";
import { db } from "@/lib/db";
import { collaborators, connections, leads, persons, relationMetrics, topNetwork } from "@/lib/db/schema";
import { runPendingJobs } from "@/lib/jobs/service";
import "@/register-jobs";
import { computeLeadPaths } from "@/lib/pipeline/lead-paths";
import { emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { refreshScubaSort } from "@/lib/pipeline/scuba-sort-job";
import { call } from "@/tests/helpers/api";
import { createUser, signedInUser } from "@/tests/helpers/factories";
import { insertExperience, insertPerson } from "@/tests/helpers/people";
import { insertLead } from "./support/load";

/** A person the `supplier` knows (their facts: DESIGN §1), slug-keyed so teammates share the node. */
async function person(supplier: string, name: string, company?: string, from = "2020-01-01") {
  const id = await insertPerson({ name, suppliedBy: supplier, slug: name.toLowerCase().replace(/ /g, "-") + "-" + supplier.slice(0, 8) });
  if (company) await insertExperience(id, supplier, { company, fromDate: from, title: "VP Sales" });
  return id;
}

async function latest(leadId: string) {
  const rows = await db.select().from(relationMetrics).where(and(eq(relationMetrics.leadId, leadId), eq(relationMetrics.isLatest, true)));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

describe("relation_metrics cache", () => {
  it("refreshes one lead and keeps a single latest row", async () => {
    const me = await createUser({ name: "Mia Member" });
    const friend = await person(me.id, "Fred Friend", "Acme");
    const target = await person(me.id, "Tara Target", "Acme");
    await db.insert(connections).values({ ownerUserId: me.id, personId: friend, sources: ["linkedin"], connectedOn: "2024-01-02" });
    const lead = await insertLead({ userId: me.id, personId: target, name: "Tara Target" });
    await computeLeadPaths(me.id, lead.id);
    await computeLeadPaths(me.id, lead.id);
    const m = await latest(lead.id);
    expect(m).toMatchObject({ totalPath: 1, startTags: ["Me"], middleTags: ["LinkedIn connection"], endTags: ["Current colleague"] });
    // The best way in and the paths per strength, kept with the figures (issue 28): who to ask, and why.
    expect(m!.bestPath).toEqual({
      path_id: expect.stringContaining(`>${friend}>${target}`),
      introducers: [{ name: "Fred Friend", role: "VP Sales", company: "Acme" }],
      strength: "Average",
      score: 55,
      reason: "You are connected with Fred Friend on LinkedIn since Jan 2024 · Fred Friend works with Tara Target at Acme since 2020",
    });
    expect(m!.strengthCounts).toEqual({ good: 0, average: 1, weak: 0 });
  });

  it("is recomputed in the background for the member and their collaborators after a network change", async () => {
    const me = await createUser({ name: "Mia Member" });
    const mate = await createUser({ name: "Cole Mate" });
    await db.insert(collaborators).values({ inviterId: me.id, inviteeId: mate.id });
    const target = await person(me.id, "Tara Target", "Globex");
    const intro = await person(mate.id, "Ivan Intro", "Globex", "2018-05-01");
    const myLead = await insertLead({ userId: me.id, personId: target, name: "Tara Target" });
    const mateLead = await insertLead({ userId: mate.id, personId: target, name: "Tara Target" });
    await computeLeadPaths(me.id, myLead.id);
    await computeLeadPaths(mate.id, mateLead.id);
    expect((await latest(myLead.id))?.totalPath).toBe(0);
    // Computed again with nothing changed (the lead opened again, another page): the row it has stays.
    const first = await latest(myLead.id);
    await computeLeadPaths(me.id, myLead.id);
    expect(await db.select().from(relationMetrics).where(eq(relationMetrics.leadId, myLead.id))).toEqual([first]);

    // The collaborator imports a connection who works with the target: both teams gain a path.
    await db.insert(connections).values({ ownerUserId: mate.id, personId: intro, sources: ["linkedin"], emailCount: 30 });
    await emit(teamNetworkChanged, { memberId: mate.id });
    expect((await latest(myLead.id))?.totalPath).toBe(0); // not before the job runs
    await runPendingJobs();
    expect(await latest(myLead.id)).toMatchObject({ totalPath: 1, startTags: ["Team member"], endTags: ["Current colleague"] });
    expect(await latest(mateLead.id)).toMatchObject({ totalPath: 1, startTags: ["Me"] });
    const history = await db.select().from(relationMetrics).where(eq(relationMetrics.leadId, myLead.id));
    expect(history.filter((r) => !r.isLatest)).toHaveLength(1);
    // With a path (a best path kept as JSON), the same again is no new row either.
    await computeLeadPaths(me.id, myLead.id);
    expect(await db.select().from(relationMetrics).where(eq(relationMetrics.leadId, myLead.id))).toHaveLength(2);
  });

  it("answers 404 for another member's lead", async () => {
    const owner = await createUser();
    const other = await createUser();
    const lead = await insertLead({ userId: owner.id, personId: null, name: "X", company: "Acme" });
    await expect(computeLeadPaths(other.id, lead.id)).rejects.toMatchObject({ status: 404 });
  });

  it("shows the member as 'Me' (their own node, made with the account from its LinkedIn URL) and evidence per tag", async () => {
    const me = await createUser({ name: "Mia Member", linkedinUrl: "https://www.linkedin.com/in/mia-member/" });
    const [mine] = await db.select().from(persons).where(eq(persons.id, me.personId!));
    expect(mine!.slug).toBe("mia-member");
    const friend = await person(me.id, "Fred Friend", "Acme");
    await db.insert(connections).values({ ownerUserId: me.id, personId: friend, sources: ["linkedin"], connectedOn: "2023-07-04" });
    const lead = await insertLead({ userId: me.id, personId: null, name: "Tara Target", company: "Acme", role: "CEO" });
    const r = await computeLeadPaths(me.id, lead.id);
    expect(r.target).toMatchObject({ name: "Tara Target", company: "Acme", role: "CEO" });
    expect(r.paths).toHaveLength(1);
    const [p] = r.paths;
    expect(p!.origin).toMatchObject({ type: "origin", origin_type: "me", data: { alt_name: "Me", linkedin_url: "https://www.linkedin.com/in/mia-member/" } });
    expect(p!.path.map((n) => n.data.name)).toEqual(["Fred Friend"]);
    expect(p!.tag[0]).toMatchObject({ tag: [["LinkedIn connection", "#0A66C2"]], highest_tag: 3, connected_on_linkedin: true, details: [{ evidence: "connected on LinkedIn 04 Jul 2023" }] });
    expect(p!.tag[1]!.details[0]!.evidence).toBe("both work at Acme now");
    expect(p).toMatchObject({ highest: 20, score: 55, strength: "Average", option: 1 });
  });
});

describe("Scuba AI sort", () => {
  it("ranks leads by their transparent factors; POST v2/leads/scuba-sort queues the recompute and GET reports it", async () => {
    const { user: me, token } = await signedInUser({ name: "Mia Member" });
    const close = await person(me.id, "Cleo Close", "Initech");
    await db.insert(connections).values({ ownerUserId: me.id, personId: close, sources: ["linkedin"], meetingCount: 9, lastInteractionAt: new Date() });
    await db.insert(topNetwork).values({ name: "VP Sales" });
    const cold = await insertLead({ userId: me.id, personId: null, name: "Cold Lead", company: "Nowhere" });
    const warm = await insertLead({ userId: me.id, personId: null, name: "Warm Lead", company: "Initech", role: "VP Sales EMEA" });
    // The GET changes nothing (DESIGN §11): no job, no order.
    const idle = await call<{ status: string | null }>(scubaSortStatusRoute, "/api/v2/leads/scuba-sort", { token });
    expect(idle.body.data.status).toBeNull();
    const res = await call<{ job_id: string; status: string }>(scubaSortRoute, "/api/v2/leads/scuba-sort", { token, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("queued");
    // The request did not compute: nothing is ordered until the job runs. Asking again joins it.
    expect((await db.select().from(leads).where(eq(leads.userId, me.id))).every((l) => l.scubaSortOrder === null)).toBe(true);
    const again = await call<{ job_id: string }>(scubaSortRoute, "/api/v2/leads/scuba-sort", { token, method: "POST" });
    expect(again.body.data.job_id).toBe(res.body.data.job_id);
    await runPendingJobs();
    const done = await call<{ status: string; total: number; completed: number }>(scubaSortStatusRoute, "/api/v2/leads/scuba-sort", { token });
    expect(done.body.data).toMatchObject({ status: "done", total: 2, completed: 2 });
    const rows = await db.select().from(leads).where(eq(leads.userId, me.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(warm.id)!.scubaSortOrder).toBe(1);
    expect(byId.get(cold.id)!.scubaSortOrder).toBe(2);
    expect(byId.get(warm.id)!.scubaSortFactors).toMatchObject({ top_network_match: true, interaction_days: 0, good_paths: 1 });
    await refreshScubaSort(me.id);
    expect(byId.get(cold.id)!.scubaSortFactors).toMatchObject({ best_score: 0, good_paths: 0, top_network_match: false });
  });
});
