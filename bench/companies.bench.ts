// The company map (issue 29, decision 019): a company where the member's team knows 5,000 people.
// Prints p50/p95 of both calls — the company search (`listCompanies`, GET v2/companies) and one
// company's page (`companyPage`, GET v2/companies/{key}) — as the route handlers run them, without
// HTTP. Figures are printed, never asserted. PostgreSQL only (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test): a fresh database is created and dropped.
//
// The graph, generated in SQL: a team of five (the member and four collaborators) whose networks
// hold 5,000 people at Megacorp ('Megacorp' and 'Megacorp, Inc.', one key) — 70% there now, 30%
// before — each with an earlier job at one of 300 other companies, a LinkedIn connection of one or
// two teammates (20% with e-mail counts, 10% with meetings), and titles across the seniority table;
// 30,000 more people at 2,000 other companies; and another customer with 10,000 people of its own at
// Megacorp, who must cost the team nothing.
//
// Measured: the first page after a removal from the team's network (a teammate deletes a connection)
// before its refresh has run — the map is computed in the call ("cold"), from what the process kept
// of the team brought up to date (the company's people's facts, the team's connections to them:
// decision 013, stop 48); the same after a removal of a fact; both on a server that kept nothing of
// the team (the company's people's facts and the team's connections to them, stored beside the map
// by the refresh of the write before, brought up to date: decision 019, stop 49); the refresh that
// follows a write (the job of `teamNetworkChanged`, which stores, for each member, the map of each
// company they opened and of the team's largest ones); the first page after that refresh on another
// app server (the map read from company_maps: "stored"); the first page after a teammate's addition
// before its refresh has run (the stored map of the view before, marked updating: decision 019); a
// teammate's first opening (the map stored ahead); then the pages and searches that follow under the
// same snapshot (the map is kept in the process: "kept"); a search after a removal (its rows' maps
// computed) and after an addition (counted from the stored maps, updating). The cold figures follow
// twenty calls that warm the process up, printed apart. Last, a second company of 5,000 whose people
// share schools (Campus Corp, seeded after the rest): its page after a removal, computed.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { installDbHandle, ensureMigrated, db, dbHandle } from "@/lib/db";
import { openPostgres } from "@/lib/db/client";
import { collaborators, persons, sessions, users } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { companyPage, listCompanies } from "@/lib/companies/service";
import { runPendingJobs } from "@/lib/jobs/service";
import { emit, teamNetworkChanged } from "@/lib/jobs/signals";
import "@/register-jobs";

const PEOPLE = 5_000;
const OTHER_PEOPLE = 30_000;
const STRANGER_PEOPLE = 10_000;
// A process's first computed maps are slower while its code is compiled and its heap sized: the pages
// after the first three still fell from ~200 to ~120 ms over a dozen more (decision 019, stop 52).
const WARM_UP = 20;
const COLD_RUNS = Number(process.env.COLD_RUNS ?? 40); // p95 of 40 is the 38th: of 15 it would be the slowest
const KEPT_RUNS = Number(process.env.KEPT_RUNS ?? 60);
const CAMPUS_RUNS = Number(process.env.CAMPUS_RUNS ?? 40);
const TITLES = ["Chief Revenue Officer", "VP Sales", "Director of Marketing", "Head of Partnerships", "Engineering Manager", "Senior Engineer", "Software Engineer", "Account Executive", "Analyst", "Designer"];

function pct(list: number[], p: number): number {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}
const fmt = (list: number[]) => `p50 ${pct(list, 50).toFixed(1)} ms  p95 ${pct(list, 95).toFixed(1)} ms  max ${Math.max(...list).toFixed(1)} ms  (n=${list.length})`;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
}

async function seed(client: pg.Client, team: string[], stranger: string) {
  const teamArr = `{${team.join(",")}}`;
  const titles = `{${TITLES.map((t) => `"${t}"`).join(",")}}`;
  await client.query(`create temp table bp as select gen_random_uuid() as id, i from generate_series(1, ${PEOPLE}) i`);
  await client.query(`insert into persons (id, slug) select id, 'mega-' || i from bp`);
  await client.query(`insert into person_profiles (person_id, supplied_by, source, full_name) select id, ($1::uuid[])[1 + i % 5], 'connections', 'Mega Person ' || i from bp`, [teamArr]);
  await client.query(
    `insert into experiences (person_id, supplied_by, company, company_key, title, from_date, to_date, is_current)
     select id, ($1::uuid[])[1 + i % 5], case when i % 3 = 0 then 'Megacorp, Inc.' else 'Megacorp' end, 'megacorp', ($2::text[])[1 + i % 10],
       date '2010-01-01' + (i % 4000), case when i % 10 < 3 then date '2022-06-01' + (i % 700) else null end, i % 10 >= 3 from bp`,
    [teamArr, titles],
  );
  await client.query(
    `insert into experiences (person_id, supplied_by, company, company_key, title, from_date, to_date, is_current)
     select id, ($1::uuid[])[1 + i % 5], 'Earlier ' || (i % 300), 'earlier ' || (i % 300), 'Associate', date '2004-01-01' + (i % 1500), date '2009-12-01', false from bp`,
    [teamArr],
  );
  await client.query(
    `insert into connections (owner_user_id, person_id, sources, connected_on, email_count, meeting_count, last_interaction_at)
     select ($1::uuid[])[1 + i % 5], id, case when i % 10 in (1, 2) then array['linkedin', 'gmail'] else array['linkedin'] end, date '2015-01-01' + (i % 3000),
       case when i % 10 in (1, 2) then 1 + i % 25 else 0 end, case when i % 10 = 3 then 1 + i % 7 else 0 end,
       case when i % 10 in (1, 2, 3) then now() - ((i % 700) || ' days')::interval else null end from bp`,
    [teamArr],
  );
  await client.query(
    `insert into connections (owner_user_id, person_id, sources, connected_on) select ($1::uuid[])[1 + (i + 2) % 5], id, array['linkedin'], date '2018-01-01' + (i % 2000) from bp where i % 4 = 0`,
    [teamArr],
  );
  // The rest of the team network.
  await client.query(`create temp table op as select gen_random_uuid() as id, i from generate_series(1, ${OTHER_PEOPLE}) i`);
  await client.query(`insert into persons (id, slug) select id, 'other-' || i from op`);
  await client.query(`insert into person_profiles (person_id, supplied_by, source, full_name) select id, ($1::uuid[])[1 + i % 5], 'connections', 'Other Person ' || i from op`, [teamArr]);
  await client.query(
    `insert into experiences (person_id, supplied_by, company, company_key, title, from_date, is_current) select id, ($1::uuid[])[1 + i % 5], 'Firm ' || (i % 2000), 'firm ' || (i % 2000), 'Manager', date '2015-01-01' + (i % 2000), true from op`,
    [teamArr],
  );
  await client.query(`insert into connections (owner_user_id, person_id, sources, connected_on) select ($1::uuid[])[1 + i % 5], id, array['linkedin'], date '2016-01-01' + (i % 2000) from op`, [teamArr]);
  // Another customer's Megacorp: never read by the team.
  await client.query(`create temp table sp as select gen_random_uuid() as id, i from generate_series(1, ${STRANGER_PEOPLE}) i`);
  await client.query(`insert into persons (id, slug) select id, 'stranger-' || i from sp`);
  await client.query(`insert into person_profiles (person_id, supplied_by, source, full_name) select id, $1, 'connections', 'Secret ' || i from sp`, [stranger]);
  await client.query(`insert into experiences (person_id, supplied_by, company, company_key, title, is_current) select id, $1, 'Megacorp', 'megacorp', 'CEO', true from sp`, [stranger]);
  await client.query(`insert into connections (owner_user_id, person_id, sources, email_count) select $1, id, array['gmail'], 30 from sp`, [stranger]);
  await client.query("vacuum analyze");
}

async function run(url: URL) {
  const name = `scuba_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    return;
  }
  await admin.query(`create database ${name}`);
  const target = new URL(url.toString());
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString());
  try {
    installDbHandle(handle);
    await ensureMigrated();
    const made = await db
      .insert(users)
      .values(Array.from({ length: 6 }, (_, i) => ({ email: `bench-${i}-${name}@example.com`, name: i === 5 ? "Stranger" : `Teammate ${i}`, passwordHash: "x", emailVerifiedAt: new Date() })))
      .returning({ id: users.id });
    for (const u of made) {
      const [node] = await db.insert(persons).values({ ownerUserId: u.id }).returning({ id: persons.id });
      await db.update(users).set({ personId: node!.id }).where(eq(users.id, u.id));
    }
    const team = made.slice(0, 5).map((u) => u.id);
    const member = team[0]!;
    await db.insert(collaborators).values(team.slice(1).map((id) => ({ inviterId: member, inviteeId: id })));
    // Everyone on the team uses Scuba (the refresh stores maps ahead only for members active lately).
    await db.insert(sessions).values(team.map((userId) => ({ userId, deviceId: "bench", expiresAt: new Date(Date.now() + 86_400_000) })));
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    const t0 = performance.now();
    await seed(client, team, made[5]!.id);
    console.log(`seeded ${PEOPLE} team people at Megacorp, ${OTHER_PEOPLE} more, ${STRANGER_PEOPLE} another customer's, in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const otherServer = () => (globalThis as unknown as { __scubaTeamStore: WeakMap<object, unknown> }).__scubaTeamStore.delete(dbHandle());
    const page = (q: Partial<Parameters<typeof companyPage>[2]> = {}) => companyPage(member, "megacorp", { tab: "current", sort: "strength", skip: 0, limit: 25, ...q });
    // Cold: each run follows a removal from a teammate's network (a deleted connection renews the
    // team's stamp and its removals), so the map is computed again. The process's first calls compile
    // the code on the way and size its heap (a server meets that once after it starts): they are
    // printed apart, not counted.
    const cold: number[] = [];
    const warmUp: number[] = [];
    let first: Awaited<ReturnType<typeof page>> | undefined;
    const removable = await client.query(`select id from connections where owner_user_id = any($1::uuid[]) limit ${WARM_UP + COLD_RUNS}`, [`{${team.slice(1).join(",")}}`]);
    for (let i = 0; i < WARM_UP + COLD_RUNS; i++) {
      await client.query(`delete from connections where id = $1`, [removable.rows[i].id]);
      const [ms, out] = await timed(() => page());
      (i < WARM_UP ? warmUp : cold).push(ms);
      first ??= out;
    }
    // After a fact's removal (a teammate's job of someone there deleted): the company's people's facts
    // are read again too, as for a company's first opening in a process that kept nothing.
    const coldFacts: number[] = [];
    const facts = await client.query(`select id from experiences where supplied_by = any($1::uuid[]) and company_key <> 'megacorp' limit ${COLD_RUNS}`, [`{${team.slice(1).join(",")}}`]);
    for (let i = 0; i < COLD_RUNS; i++) {
      await client.query(`delete from experiences where id = $1`, [facts.rows[i].id]);
      coldFacts.push((await timed(() => page()))[0]);
    }
    // The same on another app server, which kept nothing of the team: the company's people's facts
    // and the team's connections to them come from beside the map the refresh of the write before
    // stored, brought up to date; the team's winners are read in the call.
    const coldElsewhere: number[] = [];
    const more = await client.query(`select id from connections where owner_user_id = any($1::uuid[]) order by id desc limit ${COLD_RUNS}`, [`{${team.slice(1).join(",")}}`]);
    for (let i = 0; i < COLD_RUNS; i++) {
      await runPendingJobs(); // the refresh after the last write has stored the map, and its people's facts
      await client.query(`delete from connections where id = $1`, [more.rows[i].id]);
      otherServer();
      coldElsewhere.push((await timed(() => page()))[0]);
    }
    // The same after a fact's removal: the stored facts are brought up to date for the writer's people.
    const coldFactsElsewhere: number[] = [];
    const moreFacts = await client.query(`select id from experiences where supplied_by = any($1::uuid[]) and company_key <> 'megacorp' order by id desc limit ${COLD_RUNS}`, [`{${team.slice(1).join(",")}}`]);
    for (let i = 0; i < COLD_RUNS; i++) {
      await runPendingJobs();
      await client.query(`delete from experiences where id = $1`, [moreFacts.rows[i].id]);
      otherServer();
      coldFactsElsewhere.push((await timed(() => page()))[0]);
    }
    // Stored: each run follows a write and its refresh (the job stores the map), on another app
    // server (this process forgets what it kept, as a server that did not run the job never had it).
    const refresh: number[] = [];
    const stored: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      await client.query(`insert into persons (id, slug) values (gen_random_uuid(), 'bump-r${i}') returning id`).then((r) =>
        client.query(`insert into connections (owner_user_id, person_id, sources) values ($1, $2, array['linkedin'])`, [team[1 + (i % 4)], r.rows[0].id]),
      );
      await emit(teamNetworkChanged, { memberId: team[1 + (i % 4)]! });
      refresh.push((await timed(() => runPendingJobs()))[0]);
      otherServer();
      stored.push((await timed(() => page()))[0]);
    }
    // Updating: each run follows a teammate's addition (a new connection renews the stamp, not the
    // removals): the stored map of the view before answers, marked updating, while the refresh runs.
    const updating: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      await client.query(`insert into persons (id, slug) values (gen_random_uuid(), 'bump-u${i}') returning id`).then((r) =>
        client.query(`insert into connections (owner_user_id, person_id, sources) values ($1, $2, array['linkedin'])`, [team[1 + (i % 4)], r.rows[0].id]),
      );
      const [ms, out] = await timed(() => page());
      if (!out.updating) throw new Error("expected the stored map of the view before the addition");
      updating.push(ms);
    }
    // The refresh stores every member's maps of this view (the member's is kept in this process).
    await emit(teamNetworkChanged, { memberId: team[1]! });
    await runPendingJobs();
    // A teammate's first opening of Megacorp, on another server: the refresh stored it ahead (one of
    // the team's largest companies). Each run makes it unopened again.
    const ahead: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      const mate = team[1 + (i % 4)]!;
      const was = await client.query(`update company_maps set opened_at = null where user_id = $1 and company_key = 'megacorp' and version is not null`, [mate]);
      if (was.rowCount !== 1) throw new Error("expected the teammate's map stored ahead");
      otherServer();
      ahead.push((await timed(() => companyPage(mate, "megacorp", { tab: "current", sort: "strength", skip: 0, limit: 25 })))[0]);
    }
    const size = await client.query(`select octet_length(map) as bytes, octet_length(facts) as facts, octet_length(connections) as connections from company_maps where company_key = 'megacorp' and user_id = $1`, [member]);
    const readOnly: number[] = [];
    for (let i = 0; i < 5; i++) readOnly.push((await timed(() => client.query(`select map from company_maps where company_key = 'megacorp' and user_id = $1`, [member])))[0]);
    console.log(`the stored map: ${(size.rows[0].bytes / 1e6).toFixed(2)} MB; its row read alone: ${fmt(readOnly)}`);
    console.log(`stored beside it: the people's facts ${(size.rows[0].facts / 1e6).toFixed(2)} MB, the team's connections to them ${(size.rows[0].connections / 1e6).toFixed(2)} MB`);
    console.log(`counts: ${JSON.stringify(first!.counts)}; first person's best way in: ${first!.people[0]?.best_path?.reason ?? "none"} (${first!.people[0]?.strength})`);
    const kept: number[] = [];
    const shapes = [{}, { sort: "seniority" as const }, { tab: "former" as const }, { skip: 100 }, { skip: 2_000, sort: "seniority" as const }];
    for (let i = 0; i < KEPT_RUNS; i++) kept.push((await timed(() => page(shapes[i % shapes.length])))[0]);
    const searchKept: number[] = [];
    for (let i = 0; i < KEPT_RUNS; i++) searchKept.push((await timed(() => listCompanies(member, { search: i % 2 ? "mega" : "Megacorp Inc.", skip: 0, limit: 20 })))[0]);
    // A search after a removal from a teammate's network: its rows' maps are computed again
    // (Megacorp's among them).
    const searchCold: number[] = [];
    const gone = await client.query(`select id from connections where owner_user_id = any($1::uuid[]) order by id desc limit ${COLD_RUNS}`, [`{${team.slice(1).join(",")}}`]);
    for (let i = 0; i < COLD_RUNS; i++) {
      await client.query(`delete from connections where id = $1`, [gone.rows[i].id]);
      searchCold.push((await timed(() => listCompanies(member, { search: "megacorp", skip: 0, limit: 20 })))[0]);
    }
    // A search after a teammate's addition, before its refresh: Megacorp's row is counted from its
    // stored map (updating), on a server that kept nothing.
    await emit(teamNetworkChanged, { memberId: team[1]! });
    await runPendingJobs();
    const searchUpdating: number[] = [];
    let searchesUpdating = 0;
    for (let i = 0; i < COLD_RUNS; i++) {
      await client.query(`insert into persons (id, slug) values (gen_random_uuid(), 'bump-s${i}') returning id`).then((r) =>
        client.query(`insert into connections (owner_user_id, person_id, sources) values ($1, $2, array['linkedin'])`, [team[1 + (i % 4)], r.rows[0].id]),
      );
      otherServer();
      const [ms, out] = await timed(() => listCompanies(member, { search: "megacorp", skip: 0, limit: 20 }));
      searchUpdating.push(ms);
      if (out.updating) searchesUpdating++;
    }
    // A broad search after a write: a page of 20 small companies (of 2,000 'Firm …'), each map computed.
    const broadCold: number[] = [];
    for (let i = 0; i < 3; i++) {
      await client.query(`insert into persons (id, slug) values (gen_random_uuid(), 'bump-b${i}') returning id`).then((r) =>
        client.query(`insert into connections (owner_user_id, person_id, sources) values ($1, $2, array['linkedin'])`, [team[1 + (i % 4)], r.rows[0].id]),
      );
      broadCold.push((await timed(() => listCompanies(member, { search: "firm", skip: 20 * i, limit: 20 })))[0]);
    }
    // A company whose people went to the same schools (seeded last, so the lines above are of the
    // team as before): 5,000 people at Campus Corp, 70% of them at one of 40 universities with
    // overlapping years, like Megacorp's people otherwise. The page after a removal, computed.
    const teamList = `{${team.join(",")}}`;
    await client.query(`create temp table cp as select gen_random_uuid() as id, i from generate_series(1, ${PEOPLE}) i`);
    await client.query(`insert into persons (id, slug) select id, 'campus-' || i from cp`);
    await client.query(`insert into person_profiles (person_id, supplied_by, source, full_name) select id, ($1::uuid[])[1 + i % 5], 'connections', 'Campus Person ' || i from cp`, [teamList]);
    await client.query(
      `insert into experiences (person_id, supplied_by, company, company_key, title, from_date, to_date, is_current)
       select id, ($1::uuid[])[1 + i % 5], 'Campus Corp', 'campus', 'Engineer', date '2010-01-01' + (i % 4000),
         case when i % 10 < 3 then date '2022-06-01' + (i % 700) else null end, i % 10 >= 3 from cp`,
      [teamList],
    );
    await client.query(
      `insert into educations (person_id, supplied_by, school, school_key, from_year, to_year)
       select id, ($1::uuid[])[1 + i % 5], 'University ' || (i % 40), 'university ' || (i % 40), 1995 + (i % 20), 1999 + (i % 20) from cp where i % 10 < 7`,
      [teamList],
    );
    await client.query(
      `insert into connections (owner_user_id, person_id, sources, connected_on, email_count, last_interaction_at)
       select ($1::uuid[])[1 + i % 5], id, array['linkedin'], date '2015-01-01' + (i % 3000), case when i % 10 in (1, 2) then 1 + i % 25 else 0 end,
         case when i % 10 in (1, 2) then now() - ((i % 700) || ' days')::interval else null end from cp`,
      [teamList],
    );
    await client.query("analyze");
    const campus: number[] = [];
    const campusGone = await client.query(`select c.id from connections c join cp on cp.id = c.person_id where c.owner_user_id = any($1::uuid[]) limit ${CAMPUS_RUNS + 1}`, [`{${team.slice(1).join(",")}}`]);
    for (let i = 0; i <= CAMPUS_RUNS; i++) {
      await client.query(`delete from connections where id = $1`, [campusGone.rows[i].id]);
      const [ms] = await timed(() => companyPage(member, "campus", { tab: "current", sort: "strength", skip: 0, limit: 25 }));
      if (i) campus.push(ms); // the first: the company's first opening in the process
    }
    console.log(`GET v2/companies/{key}, the process's first ${WARM_UP} calls (not counted: compiling, sizing the heap): ${warmUp.map((ms) => ms.toFixed(0)).join(", ")} ms`);
    console.log(`GET v2/companies/{key}, map computed (after a connection's removal): ${fmt(cold)}`);
    console.log(`GET v2/companies/{key}, map computed (after a fact's removal):       ${fmt(coldFacts)}`);
    console.log(`GET v2/companies/{key}, after a connection's removal, a server that kept nothing: ${fmt(coldElsewhere)}`);
    console.log(`GET v2/companies/{key}, after a fact's removal, a server that kept nothing:       ${fmt(coldFactsElsewhere)}`);
    console.log(`the refresh after a write (five members' maps stored): ${fmt(refresh)}`);
    console.log(`GET v2/companies/{key}, after the refresh, another server: ${fmt(stored)}`);
    console.log(`GET v2/companies/{key}, after an addition, updating:   ${fmt(updating)}`);
    console.log(`GET v2/companies/{key}, first opening, stored ahead:   ${fmt(ahead)}`);
    console.log(`GET v2/companies/{key}, map kept (pages, tabs, sorts): ${fmt(kept)}`);
    console.log(`GET v2/companies?search, map computed (after a removal): ${fmt(searchCold)}`);
    console.log(`GET v2/companies?search, after an addition, updating:  ${fmt(searchUpdating)} (${searchesUpdating} of ${searchUpdating.length} answered updating)`);
    console.log(`GET v2/companies?search, maps kept:                    ${fmt(searchKept)}`);
    console.log(`GET v2/companies?search=firm, 20 maps computed:         ${fmt(broadCold)}`);
    console.log(`GET v2/companies/{key}, people who share schools (Campus Corp), map computed (after a connection's removal): ${fmt(campus)}`);
    await client.end();
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export default async function main() {
  await run(new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"));
}
