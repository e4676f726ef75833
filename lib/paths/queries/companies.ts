import "server-only";
import { sql } from "drizzle-orm";
import type { Team } from "../engine";
import { candidatesInTeamNetwork } from "./facts";
import type { TeamSnapshot } from "./snapshot";
import { arr, rows } from "./sql";

// The companies the team network works or worked at (issue 29): the team's own facts (supplied by
// its users, DESIGN §1) about people of its network (§5), by normalised company key.

export type CompanyHit = { companyKey: string; company: string; people: number };

/**
 * Company keys containing `keyPart` (a normalised key: letters, digits and spaces only), most people
 * first, one page, with the number of keys. The people counted are the team network's with a fact at
 * the key from a teammate, the member's own node aside (a company map lists nobody for it). The
 * company map (ways-in) is the exact word on each page row: it reads each person's winning
 * supplier's facts only, which this count of every teammate's facts does not (probing the pick per
 * fact more than doubled a broad search on the benchmark's team of 50).
 */
export async function searchTeamCompanies(snap: TeamSnapshot, keyPart: string, skip: number, limit: number): Promise<{ hits: CompanyHit[]; count: number }> {
  const team: Team = snap.team;
  const like = `%${keyPart}%`;
  const list = await rows<{ company_key: string; company: string; people: number; total: number }>(
    sql`with cand as materialized (
          select x.person_id, x.company_key, x.company from experiences x
          where x.supplied_by = any(${arr(team.userIds, "uuid")}) and x.company_key <> '' and x.company_key like ${like}
            and x.person_id <> ${team.memberPersonId}::uuid)
        select e.company_key, min(e.company) as company, count(distinct e.person_id)::int as people, count(*) over ()::int as total
        from cand e where ${candidatesInTeamNetwork(team, sql`e.person_id`)}
        group by e.company_key
        order by people desc, e.company_key
        offset ${skip} limit ${limit}`,
    snap.tx,
  );
  return { hits: list.map((r) => ({ companyKey: r.company_key, company: r.company, people: Number(r.people) })), count: Number(list[0]?.total ?? 0) };
}
