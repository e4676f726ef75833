import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";

// The interaction facts of the Google sync, written onto the member's own edges. (The link itself,
// with its tokens, belongs to the oauth domain: lib/oauth/accounts.ts.)

const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

/** Sets (not adds) the counts of the member's edges found by e-mail address: a re-sync changes nothing. */
export async function setInteractionCounts(userId: string, rows: { email: string; emails: number; meetings: number; last: string | null }[]) {
  if (!rows.length) return;
  await db.execute(sql`
    update connections c set email_count = x.emails, meeting_count = x.meetings, last_interaction_at = x.last,
      sources = array(select distinct s from unnest(c.sources || (case when x.emails > 0 then array['gmail'] else array[]::text[] end)
        || (case when x.meetings > 0 then array['calendar'] else array[]::text[] end)) s order by s)
    from jsonb_to_recordset(${json(rows)}) as x(email text, emails int, meetings int, last timestamptz)
    where c.owner_user_id = ${userId}::uuid and c.email_address = x.email`);
}

/** Person ids of the member's edges by e-mail address. */
export async function personIdsByEmail(userId: string, emails: string[]): Promise<Map<string, string>> {
  if (!emails.length) return new Map();
  const res = (await db.execute(sql`
    select email_address as email, person_id from connections
    where owner_user_id = ${userId}::uuid and email_address in (select jsonb_array_elements_text(${json(emails)}))`)) as unknown as { rows: { email: string; person_id: string }[] };
  return new Map(res.rows.map((r) => [r.email, r.person_id]));
}

export async function setCoOccurrences(userId: string, rows: { a: string; b: string; threads: number; meetings: number; last: string | null }[]) {
  if (!rows.length) return;
  await db.execute(sql`
    insert into co_occurrences (owner_user_id, person_a_id, person_b_id, email_threads, meetings, last_at)
    select ${userId}::uuid, x.a, x.b, x.threads, x.meetings, x.last
    from jsonb_to_recordset(${json(rows)}) as x(a uuid, b uuid, threads int, meetings int, last timestamptz)
    on conflict (owner_user_id, person_a_id, person_b_id) do update set
      email_threads = excluded.email_threads, meetings = excluded.meetings, last_at = excluded.last_at`);
}
