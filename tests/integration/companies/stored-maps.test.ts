import { describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, dbHandle, selectRows } from "@/lib/db";
import { collaborators, companyMaps, connections, personProfiles, sessions, sharingSettings, tags, userTags } from "@/lib/db/schema";
import "@/register-jobs";
import { GET as searchRoute } from "@/app/api/v2/companies/route";
import { GET as companyRoute } from "@/app/api/v2/companies/[company_key]/route";
import { POST as addLeadsRoute } from "@/app/api/v2/companies/[company_key]/leads/route";
import type { AddLeadsResult, CompanyPage, CompanySearch } from "@/lib/companies/types";
import { emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { runPendingJobs } from "@/lib/jobs/service";
import { MAPS_AHEAD_MIN_PEOPLE, MAPS_KEPT_PER_MEMBER } from "@/lib/paths/company-map-kept";
import { EXPORT_TABLES, readTable } from "@/lib/privacy/export-queries";
import { decodeMap, encodeMap } from "@/lib/paths/stored-map";
import { companyKey } from "@/lib/people/keys";
import { deleteAccount } from "@/lib/privacy/delete-account";
import { erasePerson } from "@/lib/privacy/erase-person";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { insertExperience, insertPerson } from "../../helpers/people";

// Where a company map is kept between requests (decision 019): the companies a member opened are
// stored by the refresh that follows `teamNetworkChanged`, and served as exact only under the version
// of the team view they were computed from — as updating only while the view has lost nothing since;
// erasure and account deletion forget them.

const company = (token: string, key: string) =>
  call<CompanyPage>(companyRoute, `/api/v2/companies/${encodeURIComponent(key)}`, { token, params: { company_key: key } });
const addLeads = (token: string, key: string, ids: string[]) =>
  call<AddLeadsResult>(addLeadsRoute, `/api/v2/companies/${encodeURIComponent(key)}/leads`, { token, params: { company_key: key }, body: { person_ids: ids } });
const search = (token: string, text: string) => call<CompanySearch>(searchRoute, "/api/v2/companies", { token, query: { search: text } });

/** Changes a name in a stored map, as if the refresh had stored it so. */
async function renameInStore(userId: string, key: string, from: string, to: string) {
  const map = decodeMap((await stored(userId, key))!.map!)!;
  for (const p of map.people) if (p.name === from) p.name = to;
  const { bytes } = encodeMap(key, map, (p) => p.way ?? null);
  await db.update(companyMaps).set({ map: bytes }).where(and(eq(companyMaps.userId, userId), eq(companyMaps.companyKey, key)));
}

/** Another app server: nothing of this database kept in this process. */
const otherServer = () => (globalThis as unknown as { __scubaTeamStore: WeakMap<object, unknown> }).__scubaTeamStore.delete(dbHandle());

const stored = async (userId: string, key: string) => (await db.select().from(companyMaps).where(and(eq(companyMaps.userId, userId), eq(companyMaps.companyKey, key))))[0];

async function arrange() {
  const me = await signedInUser({ name: "Mia Member" });
  const mate = await signedInUser({ name: "Dana Mate" });
  await db.insert(collaborators).values({ inviterId: me.user.id, inviteeId: mate.user.id });
  const person = async (name: string, supplier: string, company: string, title: string) => {
    const id = await insertPerson({ slug: name.toLowerCase().replace(/\s+/g, "-"), name, suppliedBy: supplier });
    await insertExperience(id, supplier, { company, companyKey: companyKey(company), title, fromDate: "2019-01-01" });
    return id;
  };
  const zara = await person("Zara Ali", me.user.id, "Acme", "VP Sales");
  const piet = await person("Piet Chef", mate.user.id, "Acme", "Chief Executive Officer");
  const gus = await person("Gus Globex", mate.user.id, "Globex", "Engineer");
  await db.insert(connections).values([
    { ownerUserId: me.user.id, personId: zara, sources: ["linkedin"], connectedOn: "2021-03-04" },
    { ownerUserId: mate.user.id, personId: piet, sources: ["gmail"], meetingCount: 6, lastInteractionAt: new Date() },
    { ownerUserId: mate.user.id, personId: gus, sources: ["linkedin"], connectedOn: "2020-01-01" },
  ]);
  return { me, mate, zara, piet, person };
}

/** `n` people at one company, supplied by `supplier` and connected to them (one statement each): returns their ids. */
async function bulkCompany(supplier: string, name: string, n: number): Promise<string[]> {
  const slug = name.toLowerCase();
  const ids = await selectRows<{ id: string }>(db, sql`insert into persons (id, slug) select gen_random_uuid(), ${slug} || '-' || i from generate_series(1, ${n}::int) i returning id`);
  await db.execute(sql`insert into person_profiles (person_id, supplied_by, source, full_name)
    select p.id, ${supplier}::uuid, 'manual', ${name} || ' Person ' || substr(p.slug, length(${slug}) + 2) from persons p where p.slug like ${slug + "-%"}`);
  await db.execute(sql`insert into experiences (person_id, supplied_by, company, company_key, title, from_date, is_current)
    select p.id, ${supplier}::uuid, ${name}, ${slug}, 'Analyst', date '2019-01-01', true from persons p where p.slug like ${slug + "-%"}`);
  await db.execute(sql`insert into connections (owner_user_id, person_id, sources, connected_on)
    select ${supplier}::uuid, p.id, array['linkedin'], date '2020-01-01' from persons p where p.slug like ${slug + "-%"}`);
  return ids.map((r) => r.id);
}

/** A teammate's write as the product makes one: the rows, then the signal (its job runs the refreshes). */
async function teammateAdds(a: Awaited<ReturnType<typeof arrange>>, name: string) {
  const id = await a.person(name, a.mate.user.id, "Acme", "Analyst");
  await db.insert(connections).values({ ownerUserId: a.mate.user.id, personId: id, sources: ["linkedin"], connectedOn: "2022-02-02" });
  await emit(teamNetworkChanged, { memberId: a.mate.user.id });
  return id;
}

describe("stored company maps", () => {
  it("stores the map of a company the member opened when a teammate's network changes, and another app server reads it", async () => {
    const a = await arrange();
    expect((await company(a.me.token, "acme")).status).toBe(200);
    // Opened, not stored yet; a search lists Globex but opens nothing.
    expect(await stored(a.me.user.id, "acme")).toMatchObject({ version: null, map: null });
    expect((await search(a.me.token, "globex")).body.data.data).toHaveLength(1);
    expect(await stored(a.me.user.id, "globex")).toBeUndefined();
    // A company the team knows nobody at is not remembered.
    expect((await company(a.me.token, "initech")).status).toBe(404);
    expect(await stored(a.me.user.id, "initech")).toBeUndefined();
    // The page queued the job that stores what it computed.
    await runPendingJobs();
    expect((await stored(a.me.user.id, "acme"))?.personIds.sort()).toEqual([a.zara, a.piet].sort());

    const ola = await teammateAdds(a, "Ola New");
    await runPendingJobs();
    const row = await stored(a.me.user.id, "acme");
    expect(row?.version).toEqual(expect.any(String));
    expect([...row!.personIds].sort()).toEqual([a.zara, a.piet, ola].sort());
    // The member's page after the refresh (kept in this process), and on a server that kept nothing.
    const here = (await company(a.me.token, "acme")).body.data;
    expect(here.people.map((p) => p.name)).toContain("Ola New");
    otherServer();
    expect((await company(a.me.token, "acme")).body.data).toEqual(here);

    // That page came from the table: what the table says is what it shows.
    await renameInStore(a.me.user.id, "acme", "Zara Ali", "Zara (as stored)");
    otherServer();
    expect((await company(a.me.token, "acme")).body.data.people.map((p) => p.name)).toContain("Zara (as stored)");

    // Another customer's page of the same company never reads the member's map.
    const stranger = await signedInUser({ name: "Stan Stranger" });
    expect((await company(stranger.token, "acme")).status).toBe(404);
  });

  it("never shows a stored map of an older team view: a write the refresh has not met yet, or a tag", async () => {
    const a = await arrange();
    // The team has a manual tag already (so the next one is not its first).
    const [tag] = await db.insert(tags).values({ tag: "Investor", tagScore: 9 }).returning({ id: tags.id });
    await db.insert(userTags).values({ ownerUserId: a.me.user.id, personId: a.piet, tagId: tag!.id, status: "accepted" });
    await company(a.me.token, "acme");
    await teammateAdds(a, "Ola New");
    await runPendingJobs();
    const before = (await company(a.me.token, "acme")).body.data;
    expect(before.people.map((p) => p.person_id)).toContain(a.piet);

    // Dana's connection to Piet is gone; no refresh has run. The page is computed, not read.
    await db.delete(connections).where(and(eq(connections.ownerUserId, a.mate.user.id), eq(connections.personId, a.piet)));
    otherServer();
    const after = (await company(a.me.token, "acme")).body.data;
    expect(after.people.map((p) => p.person_id)).not.toContain(a.piet);
    expect(after.counts.people).toBe(before.counts.people - 1);

    // A manual tag changes no token; it changes the version all the same.
    await emit(teamNetworkChanged, { memberId: a.mate.user.id });
    await runPendingJobs();
    await renameInStore(a.me.user.id, "acme", "Zara Ali", "Zara (as stored)");
    otherServer();
    expect((await company(a.me.token, "acme")).body.data.people.map((p) => p.name)).toContain("Zara (as stored)");
    await db.insert(userTags).values({ ownerUserId: a.me.user.id, personId: a.zara, tagId: tag!.id, status: "accepted" });
    otherServer();
    expect((await company(a.me.token, "acme")).body.data.people.map((p) => p.name)).toContain("Zara Ali");
  });

  it("answers a page with the map stored before a teammate's addition, marked updating, until the refresh stores the new one", async () => {
    const a = await arrange();
    await company(a.me.token, "acme");
    await runPendingJobs();
    const row = await stored(a.me.user.id, "acme");
    const before = (await company(a.me.token, "acme")).body.data;
    expect(before.updating).toBeNull();
    const listed = (await search(a.me.token, "acme")).body.data;
    expect(listed.updating).toBeNull();

    // Dana imports Ola (rows added only); the signal's refresh has not run yet. On this server and on
    // one that kept nothing, the page is the stored map, saying as of when; so is the search's row.
    const ola = await teammateAdds(a, "Ola New");
    for (const server of ["this", "another"]) {
      if (server === "another") otherServer();
      const page = (await company(a.me.token, "acme")).body.data;
      expect(page.updating).toEqual({ computed_at: row!.computedAt!.toISOString() });
      expect(page.people).toEqual(before.people);
      expect(page.counts).toEqual(before.counts);
      otherServer();
      expect((await search(a.me.token, "acme")).body.data).toEqual({ ...listed, updating: { computed_at: row!.computedAt!.toISOString() } });
    }
    // Adding leads is a decision: it reads the team view now, where Ola is.
    expect((await addLeads(a.me.token, "acme", [ola])).body.data).toMatchObject({ added: 1 });

    // A sync's higher counts only strengthen: still the stored map, still updating.
    await db.update(connections).set({ emailCount: 40 }).where(eq(connections.personId, a.zara));
    otherServer();
    expect((await company(a.me.token, "acme")).body.data.updating).not.toBeNull();

    // The refresh stores the map of the view now: the page is exact again, Ola on it.
    await runPendingJobs();
    otherServer();
    const after = (await company(a.me.token, "acme")).body.data;
    expect(after.updating).toBeNull();
    expect(after.people.map((p) => p.person_id)).toContain(ola);
    expect(after.counts.people).toBe(before.counts.people + 1);
    otherServer();
    const relisted = (await search(a.me.token, "acme")).body.data;
    expect(relisted.updating).toBeNull();
    expect(relisted.data[0]).toMatchObject({ company_key: "acme", people: listed.data[0]!.people + 1 });
  });

  it("computes the page at once after a removal: a private mark, a deletion, paused sharing", async () => {
    const a = await arrange();
    await company(a.me.token, "acme");
    await runPendingJobs();
    const names = async () => {
      otherServer();
      const listed = (await search(a.me.token, "acme")).body.data;
      expect(listed.updating).toBeNull();
      otherServer();
      const page = (await company(a.me.token, "acme")).body.data;
      expect(page.updating).toBeNull();
      expect(listed.data.find((c) => c.company_key === "acme")?.people ?? 0).toBe(page.counts.people);
      return page.people.map((p) => p.name).sort();
    };
    expect(await names()).toEqual(["Piet Chef", "Zara Ali"]);
    // Each removal follows an addition whose refresh has not run: the stored map would otherwise answer.
    await teammateAdds(a, "Ola New");
    await db.update(connections).set({ private: true }).where(eq(connections.personId, a.piet));
    expect(await names()).toEqual(["Ola New", "Zara Ali"]);

    await runPendingJobs();
    await teammateAdds(a, "Per Later");
    await db.delete(connections).where(and(eq(connections.ownerUserId, a.mate.user.id), eq(connections.personId, a.piet)));
    await db.update(connections).set({ private: false }).where(eq(connections.ownerUserId, a.mate.user.id));
    expect(await names()).toEqual(["Ola New", "Per Later", "Zara Ali"]);

    await runPendingJobs();
    await teammateAdds(a, "Quinn Last");
    await db.insert(sharingSettings).values({ userId: a.mate.user.id, paused: true });
    expect(await names()).toEqual(["Zara Ali"]);
  });

  it("shows a name a teammate changed at once, and stores it with the map", async () => {
    const a = await arrange();
    await company(a.me.token, "acme");
    await runPendingJobs();
    expect((await company(a.me.token, "acme")).body.data.people.map((p) => p.name)).toContain("Piet Chef");
    // Only Dana supplied Piet's name; she corrects it (her extension read his profile again).
    await db.update(personProfiles).set({ fullName: "Piet de Chef", updatedAt: new Date() }).where(eq(personProfiles.personId, a.piet));
    await emit(teamNetworkChanged, { memberId: a.mate.user.id });
    const names = async () => (await company(a.me.token, "acme")).body.data.people.map((p) => p.name);
    expect(await names()).toContain("Piet de Chef"); // kept in this process under the old tokens: not served
    otherServer();
    expect(await names()).toContain("Piet de Chef"); // stored under the old version: not served, not as updating either
    await runPendingJobs();
    expect(decodeMap((await stored(a.me.user.id, "acme"))!.map!)!.people.map((p) => p.name)).toContain("Piet de Chef");
  });

  it("forgets stored maps naming an erased person, and a deleted member's teammates' maps", async () => {
    const a = await arrange();
    await company(a.me.token, "acme");
    await company(a.mate.token, "acme");
    await teammateAdds(a, "Ola New");
    await runPendingJobs();
    expect((await stored(a.me.user.id, "acme"))?.map).not.toBeNull();
    expect((await stored(a.mate.user.id, "acme"))?.map).not.toBeNull();

    expect((await stored(a.me.user.id, "acme"))?.facts).not.toBeNull();

    await erasePerson({ linkedin_url: "https://www.linkedin.com/in/zara-ali" }, a.mate.user.id);
    for (const u of [a.me.user.id, a.mate.user.id]) {
      const row = await stored(u, "acme");
      expect(row).toMatchObject({ version: null, map: null, personIds: [], facts: null, factsAt: null, connections: null, connectionsAt: null });
    }
    // The refresh the erasure queued stores them again, without her.
    await runPendingJobs();
    const again = await stored(a.me.user.id, "acme");
    expect(again?.personIds).not.toContain(a.zara);
    expect(decodeMap(again!.map!)!.people.map((p) => p.name)).not.toContain("Zara Ali");

    // Someone only the stored facts hold (a teammate places him at Acme; nobody on the team is
    // connected to him, so no map shows him): erasing him forgets those facts too.
    const hal = await a.person("Hidden Hal", a.mate.user.id, "Acme", "Analyst");
    await emit(teamNetworkChanged, { memberId: a.mate.user.id });
    await runPendingJobs();
    const withHal = await stored(a.me.user.id, "acme");
    expect(decodeMap(withHal!.map!)!.people.map((p) => p.name)).not.toContain("Hidden Hal");
    expect(withHal?.personIds).toContain(hal);
    expect(withHal?.facts).not.toBeNull();
    await erasePerson({ linkedin_url: "https://www.linkedin.com/in/hidden-hal" }, a.mate.user.id);
    expect(await stored(a.me.user.id, "acme")).toMatchObject({ map: null, facts: null, factsAt: null, connections: null, connectionsAt: null });
    await runPendingJobs();

    await deleteAccount(a.mate.user.id);
    expect(await stored(a.me.user.id, "acme")).toMatchObject({ version: null, map: null, facts: null, factsAt: null, connections: null, connectionsAt: null });
    expect(await stored(a.mate.user.id, "acme")).toBeUndefined();
  });

  it("stores the team's largest companies ahead of a first opening, forgets those no longer among them, and never lists them as opened", async () => {
    const a = await arrange();
    // Dana's network holds a large company (and a smaller one just under the size), none opened.
    const big = await bulkCompany(a.mate.user.id, "Bigco", MAPS_AHEAD_MIN_PEOPLE);
    await bulkCompany(a.mate.user.id, "Midco", MAPS_AHEAD_MIN_PEOPLE - 1);
    // A teammate who has not used Scuba for 40 days gets none stored.
    const away = await signedInUser({ name: "Ada Away" });
    await db.insert(collaborators).values({ inviterId: a.mate.user.id, inviteeId: away.user.id });
    await db.update(sessions).set({ lastSeenAt: sql`now() - interval '40 days'` }).where(eq(sessions.userId, away.user.id));
    // Another customer's large company is never the team's.
    const stranger = await signedInUser({ name: "Stan Stranger" });
    await bulkCompany(stranger.user.id, "Strangeco", MAPS_AHEAD_MIN_PEOPLE * 2);
    await emit(teamNetworkChanged, { memberId: a.mate.user.id });
    await runPendingJobs();
    // Each member's map of it is stored under their own team view; Acme and Midco are computed when opened.
    for (const member of [a.me, a.mate]) {
      const row = await stored(member.user.id, "bigco");
      expect(row).toMatchObject({ openedAt: null, version: expect.any(String) });
      expect(row!.personIds).toHaveLength(MAPS_AHEAD_MIN_PEOPLE);
    }
    expect(await stored(a.me.user.id, "acme")).toBeUndefined();
    expect(await stored(a.me.user.id, "midco")).toBeUndefined();
    expect(await stored(a.me.user.id, "strangeco")).toBeUndefined();
    expect(await stored(away.user.id, "bigco")).toBeUndefined();
    // Not opened: the export lists no such company.
    const opened = EXPORT_TABLES.find((t) => t.file === "companies_opened.csv")!;
    expect(await readTable(opened, a.me.user.id)).toEqual([]);

    // The member's first opening, on a server that kept nothing, reads the stored map (renamed in the
    // table, so only a read of it shows the new name), and marks the company opened.
    const first = decodeMap((await stored(a.me.user.id, "bigco"))!.map!)!.people.find((p) => p.rank === 1)!;
    await renameInStore(a.me.user.id, "bigco", first.name, `${first.name} (as stored)`);
    otherServer();
    const page = (await company(a.me.token, "bigco")).body.data;
    expect(page.count).toBe(MAPS_AHEAD_MIN_PEOPLE);
    expect(page.people[0]).toMatchObject({ person_id: first.personId, name: `${first.name} (as stored)` });
    expect((await stored(a.me.user.id, "bigco"))?.openedAt).toBeInstanceOf(Date);
    expect((await readTable(opened, a.me.user.id)).map((r) => r.company_key)).toEqual(["bigco"]);

    // Bigco shrinks under the size: the teammate's unopened map of it is forgotten, the member's
    // opened one is kept and refreshed.
    await db.execute(sql`delete from experiences where person_id = ${big[0]!}::uuid`);
    await emit(teamNetworkChanged, { memberId: a.mate.user.id });
    await runPendingJobs();
    expect(await stored(a.mate.user.id, "bigco")).toBeUndefined();
    expect((await stored(a.me.user.id, "bigco"))?.personIds).toHaveLength(MAPS_AHEAD_MIN_PEOPLE - 1);
  });

  it("keeps the maps a member away 30 days opened up to date, and stores none ahead for them", async () => {
    const a = await arrange();
    await bulkCompany(a.mate.user.id, "Bigco", MAPS_AHEAD_MIN_PEOPLE);
    await emit(teamNetworkChanged, { memberId: a.mate.user.id });
    await runPendingJobs();
    expect(await stored(a.mate.user.id, "bigco")).toMatchObject({ openedAt: null, version: expect.any(String) });
    expect((await company(a.me.token, "bigco")).status).toBe(200);
    const before = (await stored(a.me.user.id, "bigco"))!;
    expect(before.openedAt).toBeInstanceOf(Date);
    // Both away since: the member's opened map follows the team's next write; the teammate's, never
    // opened, is forgotten (their team view is not even read).
    await db.update(sessions).set({ lastSeenAt: sql`now() - interval '40 days'` }).where(inArray(sessions.userId, [a.me.user.id, a.mate.user.id]));
    await teammateAdds(a, "Ola New");
    await runPendingJobs();
    expect(await stored(a.mate.user.id, "bigco")).toBeUndefined();
    const after = await stored(a.me.user.id, "bigco");
    expect(after?.openedAt).toBeInstanceOf(Date);
    expect(after?.version).toEqual(expect.any(String));
    expect(after?.version).not.toBe(before.version);
  });

  it("keeps each member's ten latest companies opened in the last 30 days", async () => {
    const a = await arrange();
    await company(a.me.token, "acme");
    // Eleven more opened, each a day earlier than the last; one 40 days ago.
    const keys = Array.from({ length: MAPS_KEPT_PER_MEMBER + 1 }, (_, i) => `quiet co ${i}`);
    await db.insert(companyMaps).values(keys.map((companyKey, i) => ({ userId: a.me.user.id, companyKey, openedAt: sql`now() - ${`${i + 1} days`}::interval` })));
    await db.insert(companyMaps).values({ userId: a.me.user.id, companyKey: "long ago", openedAt: sql`now() - interval '40 days'` });
    await teammateAdds(a, "Ola New");
    await runPendingJobs();
    const rows = await db.select().from(companyMaps).where(eq(companyMaps.userId, a.me.user.id));
    expect(rows.map((r) => r.companyKey)).not.toContain("long ago");
    const refreshed = rows.filter((r) => r.version !== null).map((r) => r.companyKey);
    expect(refreshed.sort()).toEqual(["acme", ...keys.slice(0, MAPS_KEPT_PER_MEMBER - 1)].sort());
  });
});
