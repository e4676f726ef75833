import "server-only";
import { activeSince } from "@/lib/auth/service";
import { listTeamMemberIds } from "@/lib/collaborators/service";
import { DAY_MS } from "@/lib/config/constants";
import { enqueueJob } from "@/lib/jobs/service";
import { companyKey as keyOf } from "@/lib/people/keys";
import { storedListsOf } from "./company-facts";
import { computeMap, wayIn, type CompanyMap, type CompanyPerson } from "./company-map";
import { decodeMap, encodeMap } from "./stored-map";
import * as q from "./queries";
import { requireTeam } from "./service";
import { loadTeam } from "./team";
import type { Team } from "./engine";

// Where a company map is kept between requests (decision 019). A map is computed from one team view
// (./company-map.ts) and is exact as long as that view is: the member's team, its tokens and its
// manual tags — the map's version (queries/company-maps.ts). Nearest first:
// 1. this process, under the team's snapshot (one row per person, within WARM_PATHS_KEPT_ROWS);
// 2. company_maps: the companies the member opened, and the team's largest ones ahead of their first
//    opening (their maps take longest to compute), stored by the job the signal `teamNetworkChanged`
//    queues for each member (./jobs.ts), so the first page after a teammate's import — or the first
//    opening of a large company — reads its map, on whichever app server it lands;
// 3. for a company's page or the search's rows, company_maps' map of an earlier team view that has
//    lost nothing since (the same removals: rows were only added, decision 019) — the moment after a
//    teammate's import before its refresh has run — marked as such (`earlier`), so the screen says
//    it is updating and looks again; never kept in the process under this version, and never used
//    to add leads;
// 4. computed in the request, when none of these holds: a company never opened (a small one, or a
//    large one before the refresh stored it), or the moment after a write that took something out of
//    the team view (a deletion, a private mark, paused sharing, a teammate gone, a tag) before its
//    refresh has run — from the company's people's facts and the team's connections to them as this
//    process kept them, or else as the refresh stored them beside the map, brought up to date for
//    the writers (./company-facts.ts). A page that computed or was answered by an earlier map queues
//    the job that stores this version's (`storeMemberMaps`), for every server.

/** The refresh keeps the maps of the companies a member opened in the last 30 days, their 10 latest. */
export const MAPS_KEPT_DAYS = 30;
export const MAPS_KEPT_PER_MEMBER = 10;
/**
 * Stored ahead of a first opening: the team's largest companies, from this many people (a smaller
 * map is computed in the request well within the page's target: decision 019), at most this many.
 */
export const MAPS_AHEAD_MIN_PEOPLE = 1_000;
export const MAPS_AHEAD_PER_MEMBER = 3;
export const STORE_MAPS_JOB = "paths.store-company-maps";
const keptSince = () => new Date(Date.now() - MAPS_KEPT_DAYS * DAY_MS);

/** Kept in the process as one row per person after a header row, so the process budget counts a map's size. */
type Kept = CompanyMap | CompanyPerson;

/**
 * The maps of these company keys for the member's team, in order (null: the team network has nobody
 * there). `open`: the member opened them (a company's page), so the refresh keeps their maps from now
 * on; a search listing companies opens none. `earlier`: a stored map of an earlier team view that has
 * lost nothing since may answer (marked `earlier`) while the refresh computes this view's — for a
 * screen that says so and looks again (a company's page, the search's rows), never for a decision
 * such as adding leads.
 */
export async function companyMaps(userId: string, companyKeyTexts: string[], opts: { open: boolean; earlier?: boolean }): Promise<(CompanyMap | null)[]> {
  const keys = companyKeyTexts.map((k) => keyOf(k));
  const wanted = [...new Set(keys.filter(Boolean))];
  if (!wanted.length) return keys.map(() => null);
  const team = await requireTeam(userId);
  const snap = await q.takeSnapshot(team);
  const { version, removals, keys: stored } = await q.readMapVersions(snap, wanted);
  const earlier = new Map<string, CompanyMap>();
  if (opts.earlier) {
    for (const k of wanted) {
      const s = stored.get(k);
      if (!s?.stored || s.stored === version || s.removals !== removals || snap.keeps("companies", slotOf(k, version))) continue;
      const found = await q.readStoredMap(userId, k, { removals });
      const map = found && decodeMap(found.bytes);
      if (map) earlier.set(k, { ...map, earlier: { computedAt: found.computedAt } });
    }
  }
  const rest = wanted.filter((k) => !earlier.has(k));
  // What this request computes, or answers with an earlier map, is stored for the member's requests
  // on other servers (the write's own refresh queued it too: one job waits). Queued as soon as it is
  // known, so its statement runs beside the computation; awaited below.
  let queued: Promise<unknown> | undefined;
  const queue = () => {
    if (opts.open && !queued) (queued = queueStore(userId)).catch(() => undefined);
  };
  if (earlier.size) queue();
  const lists = await snap.lists<Kept>(
    "companies",
    rest.map((k) => slotOf(k, version)),
    async (missing) => {
      const out = new Map<string, Kept[]>();
      for (const slot of missing) {
        const k = rest.find((w) => slotOf(w, version) === slot)!;
        const found = stored.get(k)?.stored === version ? await q.readStoredMap(userId, k, { version }) : null;
        const kept = found ? decodeMap(found.bytes) : null;
        if (!kept) queue();
        out.set(slot, rowsOf(kept ?? (await computeMap(team, snap, k))));
      }
      return out;
    },
  );
  const byKey = new Map<string, CompanyMap | null>([...earlier, ...rest.map((k, i): [string, CompanyMap | null] => [k, mapOf(lists[i]!)])]);
  if (opts.open) {
    // A company the team knows nobody at is not remembered (its page answers 404).
    const opened = wanted.filter((k) => byKey.get(k));
    const dayAgo = Date.now() - DAY_MS;
    await q.markMapsOpened(userId, opened.filter((k) => (stored.get(k)?.openedAt?.getTime() ?? 0) < dayAgo));
  }
  await queued;
  return keys.map((k) => (k ? (byKey.get(k) ?? null) : null));
}

/** One company's map (see `companyMaps`). */
export async function companyMap(userId: string, companyKeyText: string, opts: { open: boolean; earlier?: boolean }): Promise<CompanyMap | null> {
  return (await companyMaps(userId, [companyKeyText], opts))[0]!;
}

/**
 * The refresh after `teamNetworkChanged(memberId)`: every team the member is in changed, so the
 * member and each teammate get the job that stores their maps again — one job each (coalesced per
 * member, fair across members in the queue, taken by any server), never inside the signal's job,
 * which goes on to the leads' figures. Maps not opened for 30 days are dropped. Returns how many
 * members' jobs were queued.
 */
export async function refreshCompanyMaps(memberId: string): Promise<number> {
  const members = [memberId, ...(await listTeamMemberIds(memberId))];
  await q.dropMapsOpenedBefore(members, keptSince());
  for (const userId of members) await queueStore(userId);
  return members.length;
}

/** The job that stores a member's maps (`storeMemberMaps`); one waits per member at most. */
function queueStore(userId: string) {
  return enqueueJob({ kind: STORE_MAPS_JOB, userId, payload: { userId }, queueKey: `${STORE_MAPS_JOB}:${userId}` });
}

/**
 * Stores the member's maps computed from their team view now — the companies they opened, and,
 * for a member active in the last 30 days, their team's largest ones not opened yet (those no longer
 * among them are forgotten) — leaving those stored under that view already, and keeps them in this
 * process. Returns how many were stored.
 */
export async function storeMemberMaps(userId: string): Promise<number> {
  const opened = (await q.mapsToRefresh([userId], keptSince(), MAPS_KEPT_PER_MEMBER)).map((d) => d.companyKey);
  // Only for a member who used Scuba lately: a dormant member's maps would be computed at every write
  // of their team for nobody (their first opening on return computes, and stores them from then on).
  const active = await activeSince(userId, keptSince());
  if (!active && !opened.length) {
    await q.setMapsAhead(userId, []);
    return 0; // nothing to compute: the team view is not even read
  }
  const team = await loadTeam(userId); // a member gone meanwhile: their rows went with them
  if (!team) return 0;
  // One snapshot per member: each map is computed from the team view as it is now.
  const snap = await q.takeSnapshot(team);
  const { hits } = active ? await q.searchTeamCompanies(snap, "", 0, MAPS_AHEAD_PER_MEMBER) : { hits: [] };
  const ahead = hits.filter((h) => h.people >= MAPS_AHEAD_MIN_PEOPLE && !opened.includes(h.companyKey)).map((h) => h.companyKey);
  await q.setMapsAhead(userId, ahead);
  return refreshMapsOf(team, snap, [...opened, ...ahead]);
}

async function refreshMapsOf(team: Team, snap: q.TeamSnapshot, keys: string[]): Promise<number> {
  if (!keys.length) return 0;
  const { version, removals, keys: stored } = await q.readMapVersions(snap, keys);
  let count = 0;
  for (const k of keys) {
    if (stored.get(k)?.stored === version) continue;
    const [rows] = await snap.lists<Kept>("companies", [slotOf(k, version)], async ([slot]) => new Map([[slot!, rowsOf(await computeMap(team, snap, k))]]));
    const map = mapOf(rows!);
    if (!map) {
      await q.storeMap(team.memberUserId, k, { version, removals, personIds: [], bytes: null, facts: null, factsAt: null, connections: null, connectionsAt: null });
    } else {
      // With the company's people's facts and the team's connections to them it was computed from: a
      // server that kept nothing of the team brings those up to date after a write instead of reading
      // them (./company-facts.ts).
      const stored = encodeMap(k, map, (p) => wayIn(map, p));
      const lists = await storedListsOf(team, snap, k);
      await q.storeMap(team.memberUserId, k, { version, removals, ...stored, ...lists, personIds: [...new Set([...stored.personIds, ...lists.personIds])] });
    }
    count++;
  }
  return count;
}

const slotOf = (key: string, version: string) => `${key}#${version}`;

function rowsOf(map: CompanyMap | null): Kept[] {
  return map ? [{ ...map, people: [] }, ...map.people] : [];
}

function mapOf(rows: Kept[]): CompanyMap | null {
  if (!rows.length) return null;
  const [header, ...people] = rows;
  return { ...(header as CompanyMap), people: people as CompanyPerson[] };
}
