import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { selectRows, type DbOrTx } from "@/lib/db";

// A right-to-erasure request (decision 018): every member's leads about the person, and the
// bookmarks of paths through them, in every tenant.

function uuids(values: readonly string[]): SQL {
  return sql`${`{${values.join(",")}}`}::uuid[]`;
}

/**
 * Deletes every lead of the person (by node, by profile URL, or by e-mail) and every
 * bookmark whose path goes through one of `personIds`. Returns the members whose leads or
 * bookmarks changed (their figures are refreshed).
 */
export async function deleteLeadsAbout(tx: DbOrTx, by: { personIds: string[]; urls: string[]; email: string | null }): Promise<string[]> {
  const leadRows = await selectRows<{ user_id: string }>(
    tx,
    sql`delete from leads l
        where l.person_id = any(${uuids(by.personIds)})
           or (${by.email}::text is not null and lower(l.email) = ${by.email}::text)
           or l.linkedin_url in (select jsonb_array_elements_text(${JSON.stringify(by.urls)}::jsonb))
        returning l.user_id`,
  );
  const bookmarkRows = by.personIds.length
    ? await selectRows<{ user_id: string }>(
        tx,
        sql`delete from bookmarks b
            where exists (select 1 from unnest(string_to_array(b.path_id, '>')) as n(id) where n.id = any(${sql`${`{${by.personIds.join(",")}}`}::text[]`}))
            returning b.user_id`,
      )
    : [];
  return [...new Set([...leadRows, ...bookmarkRows].map((r) => r.user_id))];
}

/**
 * Drops the cached figures (relation_metrics) that may show erased data until their refresh runs:
 * every figure of these members' leads, and every figure whose best path goes through one of these
 * persons. The refresh queued with the erasure writes them again from what is left.
 */
export async function deleteFiguresOf(tx: DbOrTx, by: { userIds: string[]; personIds: string[] }): Promise<void> {
  if (by.userIds.length) await tx.execute(sql`delete from relation_metrics where user_id = any(${uuids(by.userIds)})`);
  if (by.personIds.length) {
    await tx.execute(
      sql`delete from relation_metrics r where r.best_path is not null
          and string_to_array(r.best_path->>'path_id', '>') && ${sql`${`{${by.personIds.join(",")}}`}::text[]`}`,
    );
  }
}
