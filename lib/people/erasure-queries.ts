import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db, selectRows, type DbOrTx } from "@/lib/db";
import { suppressions } from "@/lib/db/schema";

// Erasure (decision 018): the suppression list, the persons a right-to-erasure request names, and
// the sweep of persons nothing refers to any more. lib/people owns `persons` and `suppressions`.

function uuids(values: readonly string[]): SQL {
  return sql`${`{${values.join(",")}}`}::uuid[]`;
}
function texts(values: readonly string[]): SQL {
  return sql`${JSON.stringify(values)}::jsonb`;
}

export async function insertSuppressions(tx: DbOrTx, rows: { kind: "slug" | "email"; keyHash: string; createdBy: string | null }[]) {
  if (!rows.length) return;
  await tx.insert(suppressions).values(rows).onConflictDoNothing();
}

/** Which of these hashes are suppressed. */
export async function selectSuppressed(hashes: string[], tx: DbOrTx = db): Promise<Set<string>> {
  const unique = [...new Set(hashes)];
  if (!unique.length) return new Set();
  const rows = await selectRows<{ key_hash: string }>(
    tx,
    sql`select key_hash from suppressions where key_hash in (select jsonb_array_elements_text(${texts(unique)}))`,
  );
  return new Set(rows.map((r) => r.key_hash));
}

/**
 * The persons a request names, in every tenant: the person of the slug, every member's e-mail person
 * of the address (its key), and every person a connection or a lead of any member gives that address.
 */
export async function selectPersonsNamed(tx: DbOrTx, by: { slug: string | null; emailKey: string | null; email: string | null }) {
  return selectRows<{ id: string; slug: string | null; member: boolean }>(
    tx,
    sql`select p.id, p.slug, exists (select 1 from users u where u.person_id = p.id) as member
        from persons p
        where (${by.slug}::text is not null and p.slug = ${by.slug}::text)
           or (${by.emailKey}::text is not null and p.email_key = ${by.emailKey}::text)
           or (${by.email}::text is not null and p.id in (
                select c.person_id from connections c where lower(c.email_address) = ${by.email}::text
                union select l.person_id from leads l where lower(l.email) = ${by.email}::text and l.person_id is not null))`,
  );
}

/** Deletes persons (their facts, connections, co-occurrences, tags and intro requests go with them, by cascade). */
export async function deletePersons(tx: DbOrTx, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await selectRows<{ id: string }>(tx, sql`delete from persons where id = any(${uuids(ids)}) returning id`);
  return rows.length;
}

/** The persons a member's data names (the candidates for the sweep once that data is gone). */
export async function selectPersonsOfMember(tx: DbOrTx, userId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`select person_id as id from person_profiles where supplied_by = ${userId}
        union select person_id from experiences where supplied_by = ${userId}
        union select person_id from educations where supplied_by = ${userId}
        union select person_id from connections where owner_user_id = ${userId}
        union select c.person_id from connections c join extended_networks e on e.id = c.extended_network_id where e.uploaded_by = ${userId}
        union select owner_person_id from extended_networks where uploaded_by = ${userId}
        union select person_a_id from co_occurrences where owner_user_id = ${userId}
        union select person_b_id from co_occurrences where owner_user_id = ${userId}
        union select person_id from user_tags where owner_user_id = ${userId}
        union select person_id from leads where user_id = ${userId} and person_id is not null
        union select person_id from users where id = ${userId} and person_id is not null`,
  );
  return rows.map((r) => r.id);
}

/**
 * Removes, among `ids`, the persons left without any fact, connection, lead or other reference
 * (a member's node, an extended network's owner, a co-occurrence, a tag, an intro request).
 */
export async function deleteOrphanPersons(tx: DbOrTx, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`delete from persons p where p.id = any(${uuids(ids)})
          and not exists (select 1 from person_profiles x where x.person_id = p.id)
          and not exists (select 1 from experiences x where x.person_id = p.id)
          and not exists (select 1 from educations x where x.person_id = p.id)
          and not exists (select 1 from connections x where x.person_id = p.id)
          and not exists (select 1 from leads x where x.person_id = p.id)
          and not exists (select 1 from users x where x.person_id = p.id)
          and not exists (select 1 from extended_networks x where x.owner_person_id = p.id)
          and not exists (select 1 from co_occurrences x where x.person_a_id = p.id or x.person_b_id = p.id)
          and not exists (select 1 from user_tags x where x.person_id = p.id)
          and not exists (select 1 from intro_requests x where x.introducer_id = p.id)
        returning p.id`,
  );
  return rows.length;
}

/** The members whose data names these persons (a connection, a fact, a co-occurrence, a tag): their teams' figures change. */
export async function selectMembersTouching(tx: DbOrTx, personIds: string[]): Promise<string[]> {
  if (!personIds.length) return [];
  const ids = uuids(personIds);
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`select owner_user_id as id from connections where person_id = any(${ids}) and owner_user_id is not null
        union select e.uploaded_by from connections c join extended_networks e on e.id = c.extended_network_id where c.person_id = any(${ids})
        union select uploaded_by from extended_networks where owner_person_id = any(${ids})
        union select supplied_by from person_profiles where person_id = any(${ids})
        union select supplied_by from experiences where person_id = any(${ids})
        union select supplied_by from educations where person_id = any(${ids})
        union select owner_user_id from co_occurrences where person_a_id = any(${ids}) or person_b_id = any(${ids})
        union select owner_user_id from user_tags where person_id = any(${ids})`,
  );
  return rows.map((r) => r.id);
}

/** Whether an account signs in with this address (a member is deleted, not erased as a person). */
export async function memberWithEmail(tx: DbOrTx, email: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(tx, sql`select id from users where email = ${email} limit 1`);
  return rows.length > 0;
}
