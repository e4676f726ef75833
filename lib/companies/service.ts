import "server-only";
import { ApiError } from "@/lib/api/errors";
import { createLead, viewerOf } from "@/lib/leads/service";
import { canSubmitLead } from "@/lib/leads/schema";
import { searchCompanies, wayIn, type CompanyMap } from "@/lib/paths/company-map";
import { companyMap, companyMaps } from "@/lib/paths/company-map-kept";
import { companyKey, linkedinUrlFromSlug } from "@/lib/people/keys";
import { readPersonCards } from "@/lib/people/service";
import { leadsAtCompany } from "@/lib/pipeline/company-leads";
import { COMPANY_NOT_FOUND, type CompanySort, type CompanyTab } from "./schema";
import { seniorityOf } from "./seniority";
import type { AddLeadsResult, CompanyCounts, CompanyHitRow, CompanyPage, CompanyPersonRow, CompanySearch } from "./types";

// Companies (issue 29): work the account. A company is its normalised key ('Acme Inc.' and 'ACME'
// meet); its people are the team network's, as the member's team supplied them (DESIGN §1, §5),
// each with their best way in (lib/paths/company-map.ts); the member's own leads there with their
// latest best paths; and people added as leads, a credit each.

/**
 * `GET v2/companies?search`: companies whose key contains the search, with people and Good ways in.
 * Each row's figures are its company map's. A company the search counted only by facts that lose
 * the pick of whose facts describe a person (lib/people/pick.ts) has an empty map: it is left out of
 * the page and the count, so no row leads to a page with nobody on it. `updating`: as a company's
 * page, a row may be counted from the stored map of a team view that has only gained since.
 */
export async function listCompanies(userId: string, query: { search: string; skip: number; limit: number }): Promise<CompanySearch> {
  // A list only reads: a stored map from before a teammate's addition may count a row meanwhile.
  const read = { open: false, earlier: true };
  // The company named by the whole search (its key) is mapped beside the search's statement, not
  // after it: the likeliest row of a first page, and a map that may have to be computed.
  const named = query.skip === 0 ? companyKey(query.search) : "";
  const [{ hits, count }, [namedMap]] = await Promise.all([searchCompanies(userId, query.search, query.skip, query.limit), named ? companyMaps(userId, [named], read) : [null]]);
  const others = hits.map((h) => h.companyKey).filter((k) => k !== named);
  const othersMaps = await companyMaps(userId, others, read);
  const mapOf = new Map<string, CompanyMap | null>(others.map((k, i) => [k, othersMaps[i] ?? null]));
  if (named) mapOf.set(named, namedMap ?? null);
  const maps = hits.map((h) => mapOf.get(h.companyKey) ?? null);
  const data: CompanyHitRow[] = [];
  let earliest: Date | null = null;
  for (const [i, h] of hits.entries()) {
    const map = maps[i];
    if (!map?.people.length) continue;
    data.push({ company_key: h.companyKey, company: map.company, people: map.people.length, good_paths: goodOf(map) });
    if (map.earlier && (!earliest || map.earlier.computedAt < earliest)) earliest = map.earlier.computedAt;
  }
  return { data, count: count - (hits.length - data.length), updating: earliest ? { computed_at: earliest.toISOString() } : null };
}

const goodOf = (map: CompanyMap) => map.people.filter((p) => p.strength === "Good").length;

function countsOf(map: CompanyMap): CompanyCounts {
  const current = map.people.filter((p) => p.current).length;
  return {
    people: map.people.length,
    current,
    former: map.people.length - current,
    reachable: map.people.filter((p) => p.strength !== null).length,
    good_paths: goodOf(map),
    teammates: map.knownBy.filter((o) => o.type === "team").length,
  };
}

/**
 * `open`: the member opened the company's page (the refresh keeps its map from now on), which may be
 * answered by an earlier team view's map while the refresh runs (`CompanyMap.earlier`).
 */
async function requireMap(userId: string, key: string, open: boolean): Promise<CompanyMap> {
  const map = await companyMap(userId, key, { open, earlier: open });
  if (!map) throw ApiError.notFound(COMPANY_NOT_FOUND);
  return map;
}

/** `GET v2/companies/{company_key}`: one tab of the company's people, one page, sorted; its leads; its counts. */
export async function companyPage(userId: string, key: string, query: { tab: CompanyTab; sort: CompanySort; skip: number; limit: number }): Promise<CompanyPage> {
  // The member's leads there are read beside the map (its key is the normalised one either way).
  const [map, leadRows] = await Promise.all([requireMap(userId, key, true), leadsAtCompany(userId, companyKey(key))]);
  const leadPeople = new Set(leadRows.flatMap((l) => (l.personId ? [l.personId] : [])));
  const tab = map.people.filter((p) => p.current === (query.tab === "current"));
  // Titles repeat across a company ('Software Engineer' by the hundred): each is read once.
  const levels = new Map<string, ReturnType<typeof seniorityOf>>();
  const levelOf = (role: string) => levels.get(role) ?? levels.set(role, seniorityOf(role)).get(role)!;
  const withLevel = tab.map((p) => ({ p, s: levelOf(p.role) }));
  // By strength: the engine's order of their best ways in. By seniority: the title table, then strength.
  if (query.sort === "seniority") withLevel.sort((a, b) => a.s.rank - b.s.rank || a.p.rank - b.p.rank);
  else withLevel.sort((a, b) => a.p.rank - b.p.rank);
  const people = withLevel.slice(query.skip, query.skip + query.limit).map(
    ({ p, s }): CompanyPersonRow => ({
      person_id: p.personId,
      name: p.name,
      role: p.role,
      seniority: s.level,
      best_path: wayIn(map, p),
      strength: p.strength,
      is_lead: leadPeople.has(p.personId),
    }),
  );
  return {
    company: { company_key: map.companyKey, name: map.company },
    people,
    leads: leadRows.map((l) => ({ lead_id: l.id, name: l.name, role: l.role, best_path: l.bestPath, good_paths: l.goodPaths, total_path: l.totalPath, figures_pending: l.figuresPending })),
    count: tab.length,
    counts: countsOf(map),
    updating: map.earlier ? { computed_at: map.earlier.computedAt.toISOString() } : null,
  };
}

/**
 * `POST v2/companies/{company_key}/leads`: the chosen people of the company's map as the member's
 * leads, one credit each (lib/leads createLead charges in the lead's transaction). Already a lead:
 * skipped and counted. Out of credits: the rest are not added and counted; when none was added at all
 * the call answers 402 (spec 001 §8) so the page shows the notice and the plan dialog.
 */
export async function addPeopleAsLeads(userId: string, key: string, personIds: string[]): Promise<AddLeadsResult> {
  const map = await requireMap(userId, key, false);
  const byId = new Map(map.people.map((p) => [p.personId, p]));
  const ids = [...new Set(personIds)];
  // Only people of this company's map: another person id names nothing the member's team shows here.
  if (ids.some((id) => !byId.has(id))) throw ApiError.notFound("Person not found");
  const cards = await readPersonCards(await viewerOf(userId), ids);
  const result: AddLeadsResult = { added: 0, duplicates: 0, invalid: 0, out_of_credits: 0 };
  for (let i = 0; i < ids.length; i++) {
    const person = byId.get(ids[i]!)!;
    const card = cards.get(person.personId);
    const input = { name: person.name || card?.name || "", company: map.company, role: person.role, upload_type: "manual" as const };
    if (!card?.slug && !canSubmitLead(input)) {
      result.invalid++;
      continue;
    }
    try {
      // By URL the lead takes its name, company and role from the team's facts (createLead) and writes
      // no fact of the member's: what a teammate supplied stays theirs (DESIGN §1).
      await createLead(userId, card?.slug ? { linkedin_url: linkedinUrlFromSlug(card.slug), upload_type: "manual" } : { ...input, linkedin_url: "" });
      result.added++;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) result.duplicates++;
      else if (error.status === 402) {
        if (result.added === 0) throw error;
        result.out_of_credits = ids.length - i;
        break;
      } else throw error;
    }
  }
  return result;
}
