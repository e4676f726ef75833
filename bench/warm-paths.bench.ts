// Warm-path query benchmark (issue 5). A synthetic team graph — 50 members × 3,000 connections, a
// directory of 1M persons with ~3 experience rows each at companies of power-law sizes, a third of
// them with a school — then p50/p95 of the engine's query for 200 random leads, next to a naive
// recursive-CTE enumeration of the same paths on the same tables, on PostgreSQL (a fresh database
// on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432) and on PGlite (in memory, its
// directory scaled down; the naive CTE runs on PostgreSQL only, see main). Also an origin with
// 30,000 connections vs one with 500 (connection counts shrink with --scale below 1).
// Then the known-path figure: verifying each lead's best path by its edges (a bookmark, an intro
// request), as a request does it; the person panel; and each lead's detail answer (its first page
// of 8: time and JSON size, beside the size of every path presented). The graph is generated from a seed (--seed=N, default 1), so runs of different
// code meet the same graph.
// Mail and calendar counts come with their last interaction (up to ~2.5 years ago), as a sync writes them.
// Figures are printed, never asserted. `npm run bench -- warm-paths [--scale=0.1] [--pglite-scale=0.05] [--seed=N]`
import pg from "pg";
import { sql } from "drizzle-orm";
import { installDbHandle } from "@/lib/db";
import { openPglite, openPostgres, type DbHandle } from "@/lib/db/client";
import { findWarmPaths, orderKeys, verifyPath } from "@/lib/paths/engine";
import { comparePaths, decidingKey } from "@/lib/paths/strength";
import { liveSnapshot, sqlGraphSource, takeSnapshot } from "@/lib/paths/queries";
import { loadTeam } from "@/lib/paths/team";
import { readLeadPage, readLeadPaths } from "@/lib/pipeline/lead-paths";
import { personPanel } from "@/lib/pipeline/person-panel";
import { pathsViewSchema } from "@/lib/pipeline/paths-view";
import { PAGE_SIZE } from "@/lib/config/constants";

const arg = (name: string, fallback: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split("=")[1]) : fallback;
};

const MEMBERS = 50;
const PER_MEMBER = 3000;
const LEADS = 200;
const NAIVE_LEADS = 5;
const NAIVE_TIMEOUT_MS = 10_000;

const pid = (g: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${g}), 12, '0'))::uuid`;
const uid = (g: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${g}), 12, '0'))::uuid`;

async function exec(h: DbHandle, text: string) {
  await h.db.execute(sql.raw(text));
}

/** Below scale 1 the connection counts shrink with the directory, so the team still covers ~15% of it. */
const sized = (n: number, scale: number) => Math.max(10, Math.round(n * Math.min(1, scale)));

async function generate(h: DbHandle, scale: number, seed: number) {
  const N = Math.round(1_000_000 * scale);
  const C = Math.max(100, Math.round(60_000 * scale));
  const t = Date.now();
  // One transaction on one connection, seeded, without parallel workers (each would draw its own
  // random numbers): the same seed makes the same graph.
  await h.db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local max_parallel_workers_per_gather = 0"));
    await tx.execute(sql.raw(`select setseed(${(((seed % 1000) + 1000) % 1000) / 1000})`));
    await fill({ db: tx } as unknown as DbHandle, N, C, scale);
  });
  // As autovacuum leaves tables after a bulk load: statistics, and visibility maps for index-only scans.
  await exec(h, "vacuum analyze");
  return { N, C, seconds: (Date.now() - t) / 1000 };
}

async function fill(h: DbHandle, N: number, C: number, scale: number) {
  await exec(h, `insert into persons (id, slug) select ${pid("g")}, 'person-' || g from generate_series(1, ${N}) g`);
  // Users 0–49 are one team (member 0 invited the rest); 50 owns 30,000 connections, 51 owns 500;
  // 52 is every other tenant, who supplied the whole directory's facts: the team never reads them
  // (DESIGN §1), and they must cost it nothing.
  await exec(
    h,
    `insert into users (id, email, name, person_id) select ${uid("i")}, 'bench' || i || '@bench.local', 'Member ' || i, case when i <= ${MEMBERS + 1} then ${pid("i + 1")} end from generate_series(0, ${MEMBERS + 2}) i`,
  );
  const others = uid(String(MEMBERS + 2));
  // Three jobs per person: the current one, two earlier. power(random(), 2) gives a few very large
  // companies and a long tail of small ones.
  await exec(
    h,
    `insert into experiences (person_id, supplied_by, company, company_key, title, from_date, to_date, is_current, sort_order)
     select ${pid("g")}, ${others}, 'Company ' || c, 'company' || c, 'Role', make_date(y, 1 + m, 1),
            case when j = 0 then null else make_date(least(y + 1 + d, 2026), 1 + m, 1) end, j = 0, j
     from generate_series(1, ${N}) g, generate_series(0, 2) j,
     lateral (select floor(power(random() + 0 * g, 2) * ${C})::int as c,
                     (case when j = 0 then 2018 + floor(random() * 8) else 2000 + floor(random() * 17) end)::int as y,
                     floor(random() * 11)::int as m, floor(random() * 5)::int as d) x`,
  );
  await exec(
    h,
    `insert into educations (person_id, supplied_by, school, school_key, from_year, to_year)
     select ${pid("g")}, ${others}, 'School ' || s, 'school' || s, y, y + 4
     from generate_series(1, ${N}, 3) g, lateral (select floor(random() * ${Math.max(20, Math.round(2000 * scale))} + 0 * g)::int s, 1990 + floor(random() * 30)::int y) x`,
  );
  await exec(h, `insert into collaborators (inviter_id, invitee_id) select ${uid("0")}, ${uid("i")} from generate_series(1, ${MEMBERS - 1}) i`);
  const conns = (owner: string, count: number, from: string) =>
    exec(
      h,
      `insert into connections (owner_user_id, person_id, sources, connected_on, email_count, meeting_count, last_interaction_at)
       select o, p, '{linkedin}', d, e, mt, case when e > 0 or mt > 0 then current_date - floor(random() * 900)::int end
       from (select ${uid(owner)} as o, ${pid(`${MEMBERS + 2} + floor(random() * ${N - MEMBERS - 2})::int`)} as p,
                    date '2012-01-01' + floor(random() * 5000)::int as d, case when random() < 0.1 then floor(random() * 30)::int else 0 end as e,
                    case when random() < 0.05 then floor(random() * 8)::int else 0 end as mt
             from ${from}, generate_series(1, ${count}) k) x
       on conflict do nothing`,
    );
  await conns("m", sized(PER_MEMBER, scale), `generate_series(0, ${MEMBERS - 1}) m`);
  await conns(`${MEMBERS}`, sized(30_000, scale), "(select 1) one");
  await conns(`${MEMBERS + 1}`, sized(500, scale), "(select 1) one");
  await exec(
    h,
    `insert into leads (user_id, person_id, name, linkedin_url)
     select ${uid("o")}, ${pid(`${MEMBERS + 2} + floor(random() * ${N - MEMBERS - 2})::int`)}, 'Lead ' || k, 'https://www.linkedin.com/in/bench-' || o || '-' || k
     from (values (0, ${LEADS}), (${MEMBERS}, 40), (${MEMBERS + 1}, 40)) v(o, n), lateral generate_series(1, n) k`,
  );
  // What each member supplied (their exports): the facts of their connections, their own node and
  // their leads' targets — the same facts as the directory's, now their own.
  const supplied = `select c.owner_user_id as u, c.person_id as p from connections c where c.owner_user_id is not null
    union select id, person_id from users where person_id is not null union select user_id, person_id from leads`;
  await exec(
    h,
    `insert into experiences (person_id, supplied_by, company, company_key, title, from_date, to_date, is_current, sort_order)
     select e.person_id, s.u, e.company, e.company_key, e.title, e.from_date, e.to_date, e.is_current, e.sort_order
     from (${supplied}) s join experiences e on e.person_id = s.p and e.supplied_by = ${others}`,
  );
  await exec(
    h,
    `insert into educations (person_id, supplied_by, school, school_key, from_year, to_year)
     select e.person_id, s.u, e.school, e.school_key, e.from_year, e.to_year
     from (${supplied}) s join educations e on e.person_id = s.p and e.supplied_by = ${others}`,
  );
}

type Lead = { id: string; user_id: string; person_id: string };

async function leadsOf(h: DbHandle, owner: number): Promise<Lead[]> {
  // In generation order (ids are random): the same leads in the same order for the same seed.
  const r = (await h.db.execute(
    sql.raw(`select id, user_id, person_id from leads where user_id = ${uid(String(owner))} order by (substring(name from 6))::int, person_id`),
  )) as unknown as { rows: Lead[] };
  return r.rows;
}

async function engineTimes(leads: Lead[]) {
  const times: number[] = [];
  const counts: number[] = [];
  let paths = 0;
  const best = new Map<string, string[]>();
  // Decisiveness: of the neighbouring pairs among each lead's top five, how many only names and ids order.
  const decided = { pairs: 0, byNames: 0 };
  for (const lead of leads) {
    const t = performance.now();
    const team = (await loadTeam(lead.user_id))!;
    const r = await findWarmPaths({ source: sqlGraphSource(await takeSnapshot(team)), team, targetId: lead.person_id });
    times.push(performance.now() - t);
    counts.push(r.paths.length);
    paths += r.paths.length;
    // A path a member would bookmark or ask along: one of the lead's paths, the same one every run.
    let first: string | undefined;
    for (const p of r.paths) {
      const id = p.nodes.join(">");
      if (first === undefined || id < first) first = id;
    }
    if (first) best.set(lead.id, first.split(">"));
    const top = r.paths.map((p) => orderKeys(p, (id) => id)).sort(comparePaths).slice(0, 5);
    for (let i = 0; i + 1 < top.length; i++) {
      decided.pairs++;
      if (decidingKey(top[i]!, top[i + 1]!) === -1) decided.byNames++;
    }
  }
  return { times, counts, paths, best, decided };
}

/** The person panel of each lead's first introducer, as GET v2/people/{id} answers it (with the member's 200 leads). */
async function panelTimes(leads: Lead[], best: Map<string, string[]>) {
  const times: number[] = [];
  for (const lead of leads.slice(0, 100)) {
    const nodes = best.get(lead.id);
    if (!nodes) continue;
    const t = performance.now();
    await personPanel(lead.user_id, nodes[1]!);
    times.push(performance.now() - t);
  }
  return times;
}

/**
 * A lead's detail answer as the pipeline detail asks for it (`readLeadPage`, the read half of POST
 * v2/view-relationship-graph: its first page of 8 with the counts and the filters' values, the
 * introducers' loads and the member's bookmarks): its time and its size as JSON; and, beside it,
 * the size of every path presented (`readLeadPaths`), which is what the answer carried before it
 * was paged (it grows with the paths, not with the page).
 */
async function answerFigures(leads: Lead[]) {
  const times: number[] = [];
  const sizes: number[] = [];
  const wholes: number[] = [];
  let largest = { mb: 0, whole: 0, ms: 0, paths: 0 };
  const firstPage = pathsViewSchema.parse({ limit: PAGE_SIZE.pipelineDetail });
  for (const lead of leads) {
    const t = performance.now();
    const page = await readLeadPage(lead.user_id, lead.id, firstPage);
    const mb = Buffer.byteLength(JSON.stringify({ statusCode: 200, data: page })) / 1e6;
    const ms = performance.now() - t;
    const all = await readLeadPaths(lead.user_id, lead.id);
    const whole = Buffer.byteLength(JSON.stringify({ statusCode: 200, data: all })) / 1e6;
    times.push(ms);
    sizes.push(mb);
    wholes.push(whole);
    if (whole > largest.whole) largest = { mb, whole, ms, paths: all.paths.length };
  }
  return { times, sizes, wholes, largest };
}

/** A known path verified by its edges, as a request does it: the team, then the few edges (nothing kept, no stamp). */
async function knownPathTimes(leads: Lead[], best: Map<string, string[]>) {
  const times: number[] = [];
  let confirmed = 0;
  for (const lead of leads) {
    const nodes = best.get(lead.id);
    if (!nodes) continue;
    const t = performance.now();
    const team = (await loadTeam(lead.user_id))!;
    const v = await verifyPath({ source: sqlGraphSource(liveSnapshot(team)), team, nodes });
    times.push(performance.now() - t);
    if (v) confirmed++;
  }
  return { times, confirmed };
}

/** The naive baseline: walk every edge (owned both ways, colleagues by a self-join) up to 3 hops. */
function naiveQuery(lead: Lead) {
  return `with recursive
    team_users as (select ${`'${lead.user_id}'`}::uuid as id union select case when inviter_id = '${lead.user_id}' then invitee_id else inviter_id end
                   from collaborators where inviter_id = '${lead.user_id}' or invitee_id = '${lead.user_id}'),
    origins as (select person_id as id from users where id in (select id from team_users)),
    owned as (select u.person_id as a, c.person_id as b from connections c join users u on u.id = c.owner_user_id where c.owner_user_id in (select id from team_users)),
    edges(a, b) as (
      select a, b from owned union all select b, a from owned
      union all
      select e1.person_id, e2.person_id from experiences e1 join experiences e2
        on e1.company_key = e2.company_key and e1.person_id <> e2.person_id
       and e1.supplied_by in (select id from team_users) and e2.supplied_by in (select id from team_users)
       and coalesce(e1.from_date, e1.to_date, current_date) <= coalesce(e2.to_date, current_date)
       and coalesce(e2.from_date, e2.to_date, current_date) <= coalesce(e1.to_date, current_date)),
    walk(path, last, depth) as (
      select array[id], id, 0 from origins
      union all
      select w.path || e.b, e.b, w.depth + 1 from walk w join edges e on e.a = w.last
      where w.depth < 3 and w.last <> '${lead.person_id}' and not e.b = any(w.path))
    select count(*) from walk where last = '${lead.person_id}' and depth >= 2`;
}

async function naiveTimes(h: DbHandle, leads: Lead[]) {
  const times: number[] = [];
  let timedOut = 0;
  for (const lead of leads) {
    const t = performance.now();
    try {
      // One transaction, so the timeout applies to the pooled connection that runs the query.
      await h.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${NAIVE_TIMEOUT_MS}`));
        await tx.execute(sql.raw(naiveQuery(lead)));
      });
      times.push(performance.now() - t);
    } catch {
      timedOut++;
      times.push(NAIVE_TIMEOUT_MS);
    }
  }
  return { times, timedOut };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

async function run(label: string, h: DbHandle, scale: number, naiveOn: boolean, reuse = false) {
  installDbHandle(h);
  if (reuse) {
    console.log(`\n[${label}] reusing the generated graph (--keep)`);
  } else {
    const g = await generate(h, scale, arg("seed", 1));
    console.log(
      `\n[${label}] directory ${g.N.toLocaleString()} persons, ${g.C.toLocaleString()} companies, ${MEMBERS}×${sized(PER_MEMBER, scale)} team connections, ` +
        `big/small origins ${sized(30_000, scale)}/${sized(500, scale)} — generated in ${g.seconds.toFixed(1)} s`,
    );
  }
  const team = await leadsOf(h, 0);
  await engineTimes(team.slice(0, 5)); // warm-up
  const e = await engineTimes(team);
  console.log(`  engine, ${team.length} leads: p50 ${fmt(pct(e.times, 50))}  p95 ${fmt(pct(e.times, 95))}  (${(e.paths / team.length).toFixed(1)} paths per lead)`);
  // The tail behind the p95 (the 10th slowest of 200): how many paths each of those leads has.
  const slowest = e.times.map((ms, i) => ({ ms, n: e.counts[i]! })).sort((a, b) => b.ms - a.ms).slice(0, Math.ceil(team.length / 20));
  console.log(`  slowest leads (ms / paths): ${slowest.map((x) => `${x.ms.toFixed(0)}/${x.n.toLocaleString()}`).join(", ")}`);
  const share = e.decided.pairs ? (100 * e.decided.byNames) / e.decided.pairs : 0;
  console.log(`  decisiveness: ${e.decided.byNames} of ${e.decided.pairs} neighbouring pairs in the leads' top 5 ordered by names or ids alone (${share.toFixed(1)} %)`);
  const k = await knownPathTimes(team, e.best);
  console.log(`  known path verified by its edges, ${k.times.length} leads: p50 ${fmt(pct(k.times, 50))}  p95 ${fmt(pct(k.times, 95))}  (${k.confirmed} confirmed)`);
  const panels = await panelTimes(team, e.best);
  console.log(`  person panel (GET v2/people/{id}), ${panels.length} introducers: p50 ${fmt(pct(panels, 50))}  p95 ${fmt(pct(panels, 95))}`);
  const a = await answerFigures(team);
  const mb = (x: number) => (x < 1 ? `${(x * 1000).toFixed(0)} KB` : `${x.toFixed(x < 10 ? 2 : 0)} MB`);
  console.log(
    `  lead detail answer (its first page of 8, the counts and the filters' values, as JSON), ${team.length} leads: p50 ${fmt(pct(a.times, 50))} / ${mb(pct(a.sizes, 50))}  ` +
      `p95 ${fmt(pct(a.times, 95))} / ${mb(pct(a.sizes, 95))}  largest lead (${a.largest.paths.toLocaleString()} paths) ${fmt(a.largest.ms)} / ${mb(a.largest.mb)}`,
  );
  console.log(`    every path presented instead (the answer before pages): p50 ${mb(pct(a.wholes, 50))}  p95 ${mb(pct(a.wholes, 95))}  largest ${mb(a.largest.whole)}`);
  // The same leads again, after the figures above (so they meet the process as a first pass leaves
  // it): what a search costs when what it reads is kept, as for a refresh job's later leads.
  const again = await engineTimes(team);
  console.log(`  the same leads searched again, what they read kept: p50 ${fmt(pct(again.times, 50))}  p95 ${fmt(pct(again.times, 95))}`);
  if (naiveOn && !process.argv.includes("--no-naive")) {
    const n = await naiveTimes(h, team.slice(0, NAIVE_LEADS));
    const note = n.timedOut ? ` (${n.timedOut} of ${n.times.length} hit the ${NAIVE_TIMEOUT_MS / 1000} s timeout: real figure is higher)` : "";
    console.log(`  naive recursive CTE, ${n.times.length} leads: p50 ${fmt(pct(n.times, 50))}  p95 ${fmt(pct(n.times, 95))}${note}`);
    console.log(`  engine is ≥ ${(pct(n.times, 50) / pct(e.times, 50)).toFixed(0)}× faster at p50`);
  }
  const big = await engineTimes(await leadsOf(h, MEMBERS));
  const small = await engineTimes(await leadsOf(h, MEMBERS + 1));
  console.log(`  origin with ${sized(30_000, scale)} connections: p50 ${fmt(pct(big.times, 50))}  p95 ${fmt(pct(big.times, 95))}`);
  console.log(`  origin with ${sized(500, scale)} connections:   p50 ${fmt(pct(small.times, 50))}  p95 ${fmt(pct(small.times, 95))}  (ratio p95 ${(pct(big.times, 95) / pct(small.times, 95)).toFixed(1)}×)`);
  return e;
}

export default async function main() {
  // Dropping the bench database ends the pool's idle connections from the server side; that is
  // expected, not a failure of the run.
  const onError = (e: Error & { code?: string }) => {
    if (e.code !== "57P01") throw e;
  };
  process.on("uncaughtException", onError);
  const scale = arg("scale", 1);
  const pgliteScale = arg("pglite-scale", Math.min(scale, 0.1));
  const base = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  // --keep=<name> keeps the generated PostgreSQL database and reuses it on the next run (to iterate
  // on the engine without regenerating the graph); --no-pglite skips the PGlite half.
  const keep = process.argv.find((a) => a.startsWith("--keep="))?.split("=")[1];
  const name = keep ?? `scuba_bench_paths_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  let pgResult: { times: number[] } | undefined;
  try {
    await admin.connect();
    const exists = keep ? (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount : 0;
    if (!exists) await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const h = openPostgres(url.toString());
    try {
      await h.migrate();
      pgResult = await run("PostgreSQL", h, scale, true, Boolean(exists));
    } finally {
      await h.close();
      if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
    }
  } catch (e) {
    console.log(`[PostgreSQL] skipped: ${(e as Error).message}`);
  } finally {
    await admin.end().catch(() => {});
  }

  if (process.argv.includes("--no-pglite")) return;
  if (pgliteScale !== scale) console.log(`\n(PGlite runs in memory in one process: its directory is scaled down to --pglite-scale=${pgliteScale}.)`);
  const lite = openPglite();
  await lite.migrate();
  // PGlite runs statements on this thread and does not enforce statement_timeout, so a naive CTE
  // that PostgreSQL had to cancel would block the run for good: it is measured on PostgreSQL only.
  console.log("(naive recursive CTE not run on PGlite: it cannot cancel a statement, and the query exceeds the timeout on PostgreSQL)");
  const liteResult = await run("PGlite", lite, pgliteScale, false);
  await lite.close();
  if (pgResult) console.log(`\nPGlite / PostgreSQL p95: ${(pct(liteResult.times, 95) / pct(pgResult.times, 95)).toFixed(1)}× (different directory sizes when scaled)`);
}
