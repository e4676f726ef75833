import "server-only";
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { connections, persons } from "@/lib/db/schema";
import type { ImportContact } from "./import-types";
import { companyKey, emailKey } from "./keys";

// The bulk writes of an import: persons (public facts), their current experience, and the
// owner's edges (private facts). Every statement is an upsert, so importing twice changes nothing.

export type EdgeOwner = { userId: string } | { extendedNetworkId: string };
export type ConnectionSource = "linkedin" | "gmail" | "calendar" | "manual" | "csv" | "crm";

function headline(c: ImportContact): string | null {
  if (c.position && c.company) return `${c.position} at ${c.company}`;
  return c.position || c.company || null;
}

function ownerFilter(owner: EdgeOwner) {
  return "userId" in owner ? eq(connections.ownerUserId, owner.userId) : eq(connections.extendedNetworkId, owner.extendedNetworkId);
}

type Rows<T> = { rows: T[] };
async function run<T>(tx: DbOrTx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as Rows<T>).rows;
}

// Batches travel as one JSON parameter (jsonb_to_recordset) instead of thousands of bind
// parameters: several times faster on PGlite and PostgreSQL alike.
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Person ids for a batch of contacts: found by slug, by the owner's e-mail edge, e-mail key, or name. */
async function resolvePersons(tx: DbOrTx, owner: EdgeOwner, batch: ImportContact[]): Promise<Map<ImportContact, string>> {
  const ids = new Map<ImportContact, string>();
  const publicFacts = (c: ImportContact) => ({
    full_name: c.fullName,
    first_name: c.firstName || null,
    last_name: c.lastName || null,
    headline: headline(c),
  });

  const bySlug = batch.filter((c) => c.slug);
  if (bySlug.length) {
    const unique = new Map(bySlug.map((c) => [c.slug!, c]));
    const rows = await run<{ id: string; slug: string }>(
      tx,
      sql`insert into persons (slug, full_name, first_name, last_name, headline)
          select x.slug, x.full_name, x.first_name, x.last_name, x.headline
          from jsonb_to_recordset(${json([...unique].map(([slug, c]) => ({ slug, ...publicFacts(c) })))})
            as x(slug text, full_name text, first_name text, last_name text, headline text)
          on conflict (slug) do update set
            full_name = case when excluded.full_name <> '' then excluded.full_name else persons.full_name end,
            first_name = coalesce(excluded.first_name, persons.first_name),
            last_name = coalesce(excluded.last_name, persons.last_name),
            headline = coalesce(excluded.headline, persons.headline)
          returning id, slug`,
    );
    const idOf = new Map(rows.map((r) => [r.slug, r.id]));
    for (const c of bySlug) ids.set(c, idOf.get(c.slug!)!);
  }

  // E-mail only: the owner's own edge with that address first (it may point at a LinkedIn person),
  // then the directory's hashed e-mail key.
  const byEmail = batch.filter((c) => !c.slug && c.email);
  if (byEmail.length) {
    const known = await tx
      .select({ email: connections.emailAddress, personId: connections.personId })
      .from(connections)
      .where(and(ownerFilter(owner), inArray(connections.emailAddress, byEmail.map((c) => c.email!))));
    const knownOf = new Map(known.map((r) => [r.email!, r.personId]));
    const fresh = byEmail.filter((c) => !knownOf.has(c.email!));
    for (const c of byEmail) if (knownOf.has(c.email!)) ids.set(c, knownOf.get(c.email!)!);
    if (fresh.length) {
      const unique = new Map(fresh.map((c) => [emailKey(c.email!), c]));
      const rows = await run<{ id: string; email_key: string }>(
        tx,
        sql`insert into persons (email_key, full_name, first_name, last_name, headline)
            select x.email_key, x.full_name, x.first_name, x.last_name, x.headline
            from jsonb_to_recordset(${json([...unique].map(([key, c]) => ({ email_key: key, ...publicFacts(c) })))})
              as x(email_key text, full_name text, first_name text, last_name text, headline text)
            on conflict (email_key) do update set
              full_name = case when persons.full_name = '' then excluded.full_name else persons.full_name end
            returning id, email_key`,
      );
      const idOf = new Map(rows.map((r) => [r.email_key, r.id]));
      for (const c of fresh) ids.set(c, idOf.get(emailKey(c.email!))!);
    }
  }

  // Neither slug nor e-mail (exports before mid-2023 had no URL column): the owner's existing edge to
  // someone of that name at that company, else a new keyless person.
  const byName = batch.filter((c) => !c.slug && !c.email);
  if (byName.length) {
    const names = [...new Set(byName.map((c) => c.fullName.toLowerCase()))];
    const known = await tx
      .select({ name: sql<string>`lower(${persons.fullName})`, company: connections.company, personId: connections.personId })
      .from(connections)
      .innerJoin(persons, eq(persons.id, connections.personId))
      .where(and(ownerFilter(owner), isNull(persons.slug), isNull(persons.emailKey), inArray(sql`lower(${persons.fullName})`, names)));
    const knownOf = new Map(known.map((r) => [`${r.name}|${companyKey(r.company)}`, r.personId]));
    const fresh: ImportContact[] = [];
    for (const c of byName) {
      const id = knownOf.get(`${c.fullName.toLowerCase()}|${companyKey(c.company)}`);
      if (id) ids.set(c, id);
      else fresh.push(c);
    }
    if (fresh.length) {
      const rows = await tx
        .insert(persons)
        .values(fresh.map((c) => ({ fullName: c.fullName, firstName: c.firstName || null, lastName: c.lastName || null, headline: headline(c) })))
        .returning({ id: persons.id });
      fresh.forEach((c, i) => ids.set(c, rows[i]!.id));
    }
  }
  return ids;
}

/**
 * Writes one batch. Returns how many edges were new. The current company and position of each
 * contact become its current experience (source "connections"), which colleague paths rely on.
 */
export async function upsertContactBatch(
  owner: EdgeOwner,
  source: ConnectionSource,
  batch: ImportContact[],
): Promise<{ created: number; personIds: string[] }> {
  return db.transaction(async (tx) => {
    const ids = await resolvePersons(tx, owner, batch);
    // Several contacts of one batch may resolve to one person (an e-mail edge and a slug): keep one.
    const byPerson = new Map<string, ImportContact>();
    for (const c of batch) byPerson.set(ids.get(c)!, c);
    const personIds = [...byPerson.keys()];

    const withCompany = [...byPerson].filter(([, c]) => c.company);
    if (withCompany.length) {
      await tx.execute(
        sql`delete from experiences where source = 'connections'
            and person_id in (select (jsonb_array_elements_text(${json(withCompany.map(([id]) => id))}))::uuid)`,
      );
      await tx.execute(
        sql`insert into experiences (person_id, company, company_key, title, is_current, sort_order, source)
            select x.person_id, x.company, x.company_key, x.title, true, 0, 'connections'
            from jsonb_to_recordset(${json(withCompany.map(([person_id, c]) => ({ person_id, company: c.company, company_key: companyKey(c.company), title: c.position || null })))})
              as x(person_id uuid, company text, company_key text, title text)`,
      );
    }

    const edges = json(
      [...byPerson].map(([person_id, c]) => ({
        person_id,
        connected_on: c.connectedOn,
        email_address: c.email,
        phone: c.phone,
        company: c.company || null,
        position: c.position || null,
      })),
    );
    const ownerValues = "userId" in owner ? sql`${owner.userId}::uuid, null::uuid` : sql`null::uuid, ${owner.extendedNetworkId}::uuid`;
    const target = "userId" in owner ? sql`(owner_user_id, person_id)` : sql`(extended_network_id, person_id)`;
    const rows = await run<{ inserted: boolean }>(
      tx,
      sql`insert into connections (owner_user_id, extended_network_id, person_id, sources, connected_on, email_address, phone, company, position)
          select ${ownerValues}, x.person_id, array[${source}]::text[], x.connected_on, x.email_address, x.phone, x.company, x.position
          from jsonb_to_recordset(${edges})
            as x(person_id uuid, connected_on date, email_address text, phone text, company text, position text)
          on conflict ${target} do update set
            sources = array(select distinct s from unnest(connections.sources || excluded.sources) s order by s),
            connected_on = coalesce(excluded.connected_on, connections.connected_on),
            email_address = coalesce(excluded.email_address, connections.email_address),
            phone = coalesce(excluded.phone, connections.phone),
            company = coalesce(excluded.company, connections.company),
            position = coalesce(excluded.position, connections.position),
            updated_at = case when (connections.connected_on, connections.email_address, connections.phone, connections.company, connections.position)
              is not distinct from (coalesce(excluded.connected_on, connections.connected_on), coalesce(excluded.email_address, connections.email_address),
                coalesce(excluded.phone, connections.phone), coalesce(excluded.company, connections.company), coalesce(excluded.position, connections.position))
              then connections.updated_at else now() end
          returning (xmax = 0) as inserted`,
    );
    return { created: rows.filter((r) => r.inserted).length, personIds };
  });
}

/** How many of these slugs / e-mails the owner is already connected to (for the plan limit). */
export async function countExistingEdges(userId: string, slugs: string[], emails: string[]): Promise<number> {
  const [row] = await run<{ n: number }>(
    db,
    sql`select count(*)::int as n from connections c join persons p on p.id = c.person_id
        where c.owner_user_id = ${userId}::uuid
          and (p.slug in (select jsonb_array_elements_text(${json(slugs)}))
            or (p.slug is null and c.email_address in (select jsonb_array_elements_text(${json(emails)}))))`,
  );
  return Number(row?.n ?? 0);
}
