import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, connections, coOccurrences, leads } from "@/lib/db/schema";
import "@/register-jobs";
import { GET as searchRoute } from "@/app/api/v2/companies/route";
import { GET as companyRoute } from "@/app/api/v2/companies/[company_key]/route";
import { POST as addLeadsRoute } from "@/app/api/v2/companies/[company_key]/leads/route";
import type { AddLeadsResult, CompanyPage, CompanySearch } from "@/lib/companies/types";
import { findWarmPaths, orderPaths, type RawPath } from "@/lib/paths/engine";
import { readCards, requireTeam } from "@/lib/paths/service";
import { sqlGraphSource, takeSnapshot } from "@/lib/paths/queries";
import { companyKey } from "@/lib/people/keys";
import { getCreditBalance } from "@/lib/credits/service";
import { runPendingJobs } from "@/lib/jobs/service";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { insertExperience, insertPerson } from "../../helpers/people";
import { drainCredits } from "../leads/helpers";

// Companies (issue 29): the team network's people at one normalised company key, each with the
// engine's best 1- or 2-segment way in; the member's leads there; adding people as leads.

type Hits = CompanySearch;
const search = (token: string, text: string) => call<Hits>(searchRoute, "/api/v2/companies", { token, query: { search: text } });
const company = (token: string, key: string, query: Record<string, string> = {}) =>
  call<CompanyPage>(companyRoute, `/api/v2/companies/${encodeURIComponent(key)}`, { token, params: { company_key: key }, query });
const addLeads = (token: string, key: string, ids: string[]) =>
  call<AddLeadsResult>(addLeadsRoute, `/api/v2/companies/${encodeURIComponent(key)}/leads`, { token, params: { company_key: key }, body: { person_ids: ids } });

const job = (company: string, title: string, fromDate: string, toDate: string | null = null) => ({ company, companyKey: companyKey(company), title, fromDate, toDate });

/** Mia and her teammate Dana; Acme's people as Mia's team knows them ('Acme Inc.' and 'ACME' are one key). */
async function arrange() {
  const me = await signedInUser({ name: "Mia Member" });
  const mate = await signedInUser({ name: "Dana Mate" });
  await db.insert(collaborators).values({ inviterId: me.user.id, inviteeId: mate.user.id });
  const person = async (name: string, supplier: string, jobs: ReturnType<typeof job>[]) => {
    const id = await insertPerson({ slug: name.toLowerCase().replace(/\s+/g, "-"), name, suppliedBy: supplier });
    for (const j of jobs) await insertExperience(id, supplier, j);
    return id;
  };
  const zara = await person("Zara Ali", me.user.id, [job("Acme Inc.", "VP Sales", "2019-02-01")]);
  const ian = await person("Ian Berg", me.user.id, [job("ACME", "Software Engineer", "2021-05-01")]);
  const piet = await person("Piet Chef", mate.user.id, [job("Acme", "Chief Executive Officer", "2016-01-01")]);
  const ola = await person("Ola Former", mate.user.id, [job("Acme, Inc", "Director of Sales", "2015-01-01", "2019-06-01"), job("Globex", "Director", "2019-07-01")]);
  await db.insert(connections).values([
    { ownerUserId: me.user.id, personId: zara, sources: ["linkedin"], connectedOn: "2021-03-04", meetingCount: 6, lastInteractionAt: new Date() },
    { ownerUserId: me.user.id, personId: ian, sources: ["linkedin"], connectedOn: "2022-01-01" },
    { ownerUserId: mate.user.id, personId: piet, sources: ["gmail"], meetingCount: 6, lastInteractionAt: new Date() },
    { ownerUserId: mate.user.id, personId: ola, sources: ["linkedin"], connectedOn: "2020-01-01" },
  ]);
  return { me, mate, zara, ian, piet, ola };
}

/** The engine's best for one person: a lead's search, its 3-node paths and direct connects, in its order. */
async function engineBest(userId: string, personId: string): Promise<string | null> {
  const team = await requireTeam(userId);
  const source = sqlGraphSource(await takeSnapshot(team));
  const result = await findWarmPaths({ source, team, targetId: personId });
  const candidates: RawPath[] = [
    ...result.paths.filter((p) => p.nodes.length === 3),
    ...result.direct.map((d) => ({ nodes: [d.originPersonId, personId], originType: d.originType, segments: [d.reasons] })),
  ];
  const cards = await readCards(team, [...new Set(candidates.flatMap((p) => p.nodes))]);
  const best = orderPaths(candidates, (id) => (id === team.memberPersonId ? "" : (cards.get(id)?.name ?? "")))[0];
  return best ? best.nodes.join(">") : null;
}

describe("companies", () => {
  it("finds a company by any spelling of its name and counts its people and Good ways in", async () => {
    const { me } = await arrange();
    const res = await search(me.token, "ACME inc.");
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(1);
    expect(res.body.data.data).toEqual([{ company_key: "acme", company: expect.stringMatching(/^acme/i), people: 4, good_paths: expect.any(Number) }]);
    const page = (await company(me.token, "Acme Inc.")).body.data;
    expect(res.body.data.data[0]!.good_paths).toBe(page.counts.good_paths);
    expect((await search(me.token, "globex")).body.data.data).toEqual([expect.objectContaining({ company_key: "globex", people: 1 })]);
    expect((await search(me.token, "initech")).body.data).toEqual({ data: [], count: 0, updating: null });
  });

  it("lists the company the search names among the others it finds, each row its own map's figures, on every page", async () => {
    const { me } = await arrange();
    // Two more companies whose keys contain 'acme': Acme Labs (two people) and Acme Studio (one).
    for (const [name, company] of [["Lou Labs", "Acme Labs"], ["Lia Labs", "Acme Labs"], ["Sam Studio", "Acme Studio"]] as const) {
      const id = await insertPerson({ slug: name.toLowerCase().replace(/\s+/g, "-"), name, suppliedBy: me.user.id });
      await insertExperience(id, me.user.id, job(company, "Engineer", "2020-01-01"));
      await db.insert(connections).values({ ownerUserId: me.user.id, personId: id, sources: ["linkedin"], connectedOn: "2020-02-02" });
    }
    const figures = async (key: string) => {
      const { counts } = (await company(me.token, key)).body.data;
      return { company_key: key, people: counts.people, good_paths: counts.good_paths };
    };
    const all = (await search(me.token, "Acme")).body.data;
    expect(all.count).toBe(3);
    expect(all.data.map(({ company_key, people, good_paths }) => ({ company_key, people, good_paths }))).toEqual([await figures("acme"), await figures("acme labs"), await figures("acme studio")]);
    // A later page: the named company is on the first; the rows of this one are the others'.
    const second = (await call<Hits>(searchRoute, "/api/v2/companies", { token: me.token, query: { search: "acme", skip: "1", limit: "1" } })).body.data;
    expect(second).toEqual({ data: [expect.objectContaining(await figures("acme labs"))], count: 3, updating: null });
    // Named by the search but found by it nowhere (a key no fact holds): nothing.
    expect((await search(me.token, "acme lab")).body.data.data.map((r) => r.company_key)).toEqual(["acme labs"]);
  });

  it("lists only companies whose page has people: not the member's own workplace alone, not a fact that lost the pick", async () => {
    const { me, mate } = await arrange();
    // Mia's own Positions.csv says Umbrella: her own node is nobody she needs a way in to.
    await insertExperience(me.user.personId!, me.user.id, job("Umbrella", "Account Executive", "2020-01-01"));
    // Dana says Kai works at Initrode; Mia's own facts about Kai (hers win for her) say Globex only.
    const kai = await insertPerson({ slug: "kai-contested", name: "Kai Contested", suppliedBy: mate.user.id });
    await insertExperience(kai, mate.user.id, job("Initrode", "Engineer", "2018-01-01"));
    await insertExperience(kai, me.user.id, job("Globex", "Engineer", "2018-01-01"));
    await db.insert(connections).values({ ownerUserId: mate.user.id, personId: kai, sources: ["linkedin"], connectedOn: "2020-01-01" });
    expect((await search(me.token, "umbrella")).body.data).toEqual({ data: [], count: 0, updating: null });
    expect((await search(me.token, "initrode")).body.data).toEqual({ data: [], count: 0, updating: null });
    expect((await company(me.token, "initrode")).status).toBe(404);
    // Globex: Ola (Dana's facts) and Kai (Mia's), as the page counts them.
    expect((await search(me.token, "globex")).body.data.data).toEqual([expect.objectContaining({ company_key: "globex", people: 2 })]);
    expect((await company(me.token, "globex")).body.data.counts.people).toBe(2);
    // For Dana, her own facts about Kai win: Initrode is listed, with him.
    expect((await search(mate.token, "initrode")).body.data.data).toEqual([expect.objectContaining({ company_key: "initrode", people: 1 })]);
  });

  it("lists who works there now and who worked there, each with the engine's best way in, and the counts", async () => {
    const { me, zara, ian, piet, ola } = await arrange();
    const current = await company(me.token, "acme");
    expect(current.status).toBe(200);
    const page = current.body.data;
    expect(page.company).toEqual({ company_key: "acme", name: expect.stringMatching(/^acme/i) });
    expect(page.people.map((p) => p.person_id).sort()).toEqual([zara, ian, piet].sort());
    expect(page.count).toBe(3);
    expect(page.counts).toEqual({ people: 4, current: 3, former: 1, reachable: 4, good_paths: page.counts.good_paths, teammates: 1 });
    const former = (await company(me.token, "ACME", { tab: "former" })).body.data;
    expect(former.people).toEqual([expect.objectContaining({ person_id: ola, name: "Ola Former", role: "Director of Sales", seniority: "Director" })]);

    const byId = new Map(page.people.map((p) => [p.person_id, p]));
    // Mia meets Zara often: she knows her directly (90 beats Dana → Piet → Zara's 85).
    expect(byId.get(zara)!.best_path).toMatchObject({ origin: { name: "You", type: "me" }, introducer: null, strength: "Good", reason: expect.stringContaining("You met Zara Ali 6 times") });
    // Ian (a plain LinkedIn connection of Mia's): through Zara, a current colleague — on a tie with
    // Dana → Piet the member's own fresher first segment decides (the engine's order).
    expect(byId.get(ian)!.best_path).toMatchObject({ origin: { type: "me" }, introducer: { id: zara, name: "Zara Ali" }, score: 85, reason: expect.stringMatching(/Zara Ali works with Ian Berg at (Acme|ACME)/i) });
    expect(byId.get(piet)).toMatchObject({ seniority: "C-level", strength: "Good", best_path: { origin: { name: "Dana Mate", type: "team" }, introducer: null } });
    // The best way in is the engine's best 1- or 2-segment path for that person.
    for (const p of [...page.people, ...former.people]) expect(p.best_path?.path_id ?? null).toBe(await engineBest(me.user.id, p.person_id));

    // Sorted by strength (the engine's order) or by seniority (C-level, VP, … Other).
    const strengths = page.people.map((p) => p.best_path!.score);
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    const bySeniority = (await company(me.token, "acme", { sort: "seniority" })).body.data.people.map((p) => p.seniority);
    expect(bySeniority).toEqual(["C-level", "VP", "Other"]);
    const paged = (await company(me.token, "acme", { skip: "1", limit: "1" })).body.data;
    expect(paged.people.map((p) => p.person_id)).toEqual([page.people[1]!.person_id]);
    expect(paged.count).toBe(3);
  });

  it("finds a way in through someone who never worked there: a colleague at one of their other companies", async () => {
    const { me, ola } = await arrange();
    // Gus works at Globex with Ola (who left Acme for it) and meets Mia often; he was never at Acme.
    const gus = await insertPerson({ slug: "gus-globex", name: "Gus Globex", suppliedBy: me.user.id });
    await insertExperience(gus, me.user.id, job("Globex", "Engineer", "2018-01-01"));
    await db.insert(connections).values({ ownerUserId: me.user.id, personId: gus, sources: ["gmail"], meetingCount: 6, lastInteractionAt: new Date() });
    const former = (await company(me.token, "acme", { tab: "former" })).body.data;
    expect(former.people).toEqual([expect.objectContaining({ person_id: ola, best_path: expect.objectContaining({ origin: expect.objectContaining({ type: "me" }), introducer: { id: gus, name: "Gus Globex" } }) })]);
    expect(former.people[0]!.best_path!.reason).toMatch(/Gus Globex works with Ola Former at Globex/i);
    expect(former.people[0]!.best_path!.path_id).toBe(await engineBest(me.user.id, ola));
    // Gus is nobody at Acme: not among its people or counts.
    expect(former.counts.people).toBe(4);
  });

  it("lists the team network's people only: someone a teammate only has facts about is not in it, someone in a teammate's mail is", async () => {
    const { me, mate, piet } = await arrange();
    // Dana's facts say Nell works at Acme, but nobody in the team is connected to her.
    const nell = await insertPerson({ slug: "nell-nobody", name: "Nell Nobody", suppliedBy: mate.user.id });
    await insertExperience(nell, mate.user.id, job("Acme", "Engineer", "2020-01-01"));
    const before = (await company(me.token, "acme")).body.data;
    expect(before.people.map((p) => p.person_id)).not.toContain(nell);
    expect(before.counts.people).toBe(4);
    // Dana's mail has Nell on threads with Piet: she is in the team network now, reached as the search reaches her.
    await db.insert(coOccurrences).values({ ownerUserId: mate.user.id, personAId: piet, personBId: nell, emailThreads: 4, lastAt: new Date() });
    const after = (await company(me.token, "acme")).body.data;
    expect(after.counts.people).toBe(5);
    const listed = after.people.find((p) => p.person_id === nell);
    expect(listed?.best_path?.path_id).toBe(await engineBest(me.user.id, nell));
  });

  it("keeps the company's facts across a write of the team's connections, and reads the team network again at once", async () => {
    const { me, mate, piet, ola } = await arrange();
    const keptFacts = async () => (await takeSnapshot(await requireTeam(me.user.id))).keeps("companyFacts", "acme");
    expect((await company(me.token, "acme")).body.data.counts.people).toBe(4);
    // Dana's connection to Piet goes (a write of connections only): the facts are kept, Piet is not listed.
    await db.delete(connections).where(and(eq(connections.ownerUserId, mate.user.id), eq(connections.personId, piet)));
    expect(await keptFacts()).toBe(true);
    let page = (await company(me.token, "acme")).body.data;
    expect(page.people.map((p) => p.person_id)).not.toContain(piet);
    expect(page.counts.people).toBe(3);
    // Dana marks Ola private: gone from Mia's view at once, the facts still kept.
    await db.update(connections).set({ private: true }).where(and(eq(connections.ownerUserId, mate.user.id), eq(connections.personId, ola)));
    expect(await keptFacts()).toBe(true);
    page = (await company(me.token, "acme")).body.data;
    expect(page.people.map((p) => p.person_id)).not.toContain(ola);
    // A write of facts (Dana's new person at Acme, connected) is read at once: the kept facts are not used.
    const kim = await insertPerson({ slug: "kim-new", name: "Kim New", suppliedBy: mate.user.id });
    await insertExperience(kim, mate.user.id, job("Acme", "Analyst", "2023-01-01"));
    expect(await keptFacts()).toBe(false);
    await db.insert(connections).values({ ownerUserId: mate.user.id, personId: kim, sources: ["linkedin"] });
    page = (await company(me.token, "acme")).body.data;
    expect(page.people.find((p) => p.person_id === kim)?.name).toBe("Kim New");
    expect(page.counts.people).toBe(3);
  });

  it("reads each person's other jobs as the pick has them: the member's own facts in the member's view, a teammate's in theirs", async () => {
    const { me, mate, ola, piet } = await arrange();
    // Without Dana's Piet, Ola's best way in is a colleague of hers through someone Mia meets often.
    await db.delete(connections).where(and(eq(connections.ownerUserId, mate.user.id), eq(connections.personId, piet)));
    // Gus, Mia's frequent contact, was at Initech for years; Mia's own facts say Ola was there with him
    // (Dana's, which she supplied first, do not).
    const gus = await insertPerson({ slug: "gus-initech", name: "Gus Initech", suppliedBy: me.user.id });
    await insertExperience(gus, me.user.id, job("Initech", "Engineer", "2008-01-01", "2014-12-01"));
    await db.insert(connections).values({ ownerUserId: me.user.id, personId: gus, sources: ["gmail"], meetingCount: 6, lastInteractionAt: new Date() });
    for (const j of [job("Acme, Inc", "Director of Sales", "2015-01-01", "2019-06-01"), job("Globex", "Director", "2019-07-01"), job("Initech", "Sales", "2008-01-01", "2014-12-01")]) {
      await insertExperience(ola, me.user.id, j);
    }
    const olaIn = async (viewer: typeof me) => (await company(viewer.token, "acme", { tab: "former" })).body.data.people.find((p) => p.person_id === ola)!.best_path!;
    // Mia's view: her facts win, so Gus worked with Ola; the map agrees with the search.
    const mine = await olaIn(me);
    expect(mine.path_id).toBe(await engineBest(me.user.id, ola));
    expect(mine).toMatchObject({ introducer: { id: gus, name: "Gus Initech" }, reason: expect.stringContaining("Gus Initech and Ola Former worked together at Initech") });
    // Dana's view: Dana's facts win, and they never met at Initech (Gus would be the best way in).
    const theirs = await olaIn(mate);
    expect(theirs.path_id).toBe(await engineBest(mate.user.id, ola));
    expect(theirs.path_id).not.toContain(gus);
    expect(theirs.score).toBeLessThan(mine.score);
  });

  it("shows the member's leads at the company with their best paths, and adds people as leads: a credit each, duplicates counted, 402 out of credits", async () => {
    const { me, zara, ian, piet } = await arrange();
    const before = await getCreditBalance(me.user.id);
    const added = await addLeads(me.token, "acme", [zara, ian]);
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ added: 2, duplicates: 0, invalid: 0, out_of_credits: 0 });
    expect(await getCreditBalance(me.user.id)).toBe(before - 2);
    const mine = await db.select().from(leads).where(eq(leads.userId, me.user.id));
    expect(mine.map((l) => l.personId).sort()).toEqual([zara, ian].sort());
    expect(mine.every((l) => l.companyKey === "acme")).toBe(true);

    const again = await addLeads(me.token, "acme", [zara, piet]);
    expect(again.body.data).toEqual({ added: 1, duplicates: 1, invalid: 0, out_of_credits: 0 });
    expect(await getCreditBalance(me.user.id)).toBe(before - 3);

    // Before the refresh job: being counted. After it: each lead's best path from its latest figures.
    expect((await company(me.token, "acme")).body.data.leads.every((l) => l.figures_pending && !l.best_path)).toBe(true);
    await runPendingJobs();
    const page = (await company(me.token, "acme")).body.data;
    expect(page.leads.map((l) => l.name).sort()).toEqual(["Ian Berg", "Piet Chef", "Zara Ali"]);
    const ianLead = page.leads.find((l) => l.name === "Ian Berg")!;
    expect(ianLead).toMatchObject({ figures_pending: false, best_path: { introducers: [expect.objectContaining({ name: expect.any(String) })], reason: expect.any(String) } });
    expect(ianLead.total_path).toBeGreaterThan(0);
    expect(page.people.every((p) => p.is_lead)).toBe(true);

    await db.delete(leads).where(and(eq(leads.userId, me.user.id), eq(leads.personId, piet)));
    await drainCredits(me.user.id);
    const refused = await addLeads(me.token, "acme", [piet]);
    expect(refused.status).toBe(402);
    expect((await db.select().from(leads).where(and(eq(leads.userId, me.user.id), eq(leads.personId, piet)))).length).toBe(0);
  });

  it("never shows another team's company data, and another team's data never changes the answer", async () => {
    const { me, zara } = await arrange();
    const first = (await company(me.token, "acme")).body.data;
    const firstSearch = (await search(me.token, "acme")).body.data;
    // Another customer knows Acme people, connects to Mia's Zara with a strong edge, and calls her a CEO.
    const stranger = await signedInUser({ name: "Stan Stranger" });
    const secret = await insertPerson({ slug: "secret-sam", name: "Secret Sam", suppliedBy: stranger.user.id });
    await insertExperience(secret, stranger.user.id, job("Acme", "Secret CFO", "2010-01-01"));
    await insertExperience(zara, stranger.user.id, job("Acme", "Chief Secret Officer", "2000-01-01"));
    await db.insert(connections).values([
      { ownerUserId: stranger.user.id, personId: secret, sources: ["gmail"], emailCount: 40, lastInteractionAt: new Date() },
      { ownerUserId: stranger.user.id, personId: zara, sources: ["gmail"], meetingCount: 9, lastInteractionAt: new Date() },
    ]);
    const after = (await company(me.token, "acme")).body.data;
    expect(after).toEqual(first);
    expect((await search(me.token, "acme")).body.data).toEqual(firstSearch);
    expect(JSON.stringify(after)).not.toMatch(/Secret|Stan/);
    // The stranger sees only their own: their Acme has Secret Sam and Zara, never Mia's edges or facts.
    const theirs = (await company(stranger.token, "acme")).body.data;
    expect(theirs.people.map((p) => p.name).sort()).toEqual(["Secret Sam", "Zara Ali"]);
    expect(JSON.stringify(theirs)).not.toMatch(/Mia|Dana|Ian Berg|Piet|VP Sales/);
    // Another team's people cannot be added through a company page.
    expect((await addLeads(me.token, "acme", [secret])).status).toBe(404);
    // A company nobody of the team works at answers 404.
    expect((await company(me.token, "initech")).status).toBe(404);
  });
});
