import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, selectRows, type DbOrTx, type Tx } from "@/lib/db";
import { connections } from "@/lib/db/schema";
import * as people from "@/lib/people/service";
import type { FactSource } from "@/lib/people/schema";
import type { ImportContact } from "./import-types";
import { companyKey, emailKey } from "@/lib/people/keys";
import { emit, peopleMovedCompany } from "@/lib/jobs/signals";
import { randomUUID } from "node:crypto";

// The bulk writes of an import: persons and the supplier's facts about them (through lib/people),
// and the owner's edges (private facts). Every statement is an upsert, so importing twice changes nothing.

export type EdgeOwner = { userId: string } | { extendedNetworkId: string };
export type ConnectionSource = "linkedin" | "gmail" | "calendar" | "manual" | "csv" | "crm";

function headline(c: ImportContact): string | null {
  if (c.position && c.company) return `${c.position} at ${c.company}`;
  return c.position || c.company || null;
}

function ownerFilter(owner: EdgeOwner) {
  return "userId" in owner ? eq(connections.ownerUserId, owner.userId) : eq(connections.extendedNetworkId, owner.extendedNetworkId);
}


// Batches travel as one JSON parameter (jsonb_to_recordset) instead of thousands of bind
// parameters: several times faster on PGlite and PostgreSQL alike.
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

const FACT_SOURCE: Record<ConnectionSource, FactSource> = { linkedin: "connections", gmail: "google", calendar: "google", manual: "manual", csv: "vcard", crm: "crm" };

/**
 * Person ids for a batch of contacts: by LinkedIn slug (public); else by the owner's own edge with
 * that e-mail (it may point at a LinkedIn person), else the supplier's own e-mail person; else, for
 * neither, the owner's edge to someone the supplier named so at that company, else a new person of
 * the supplier's. An e-mail or a name never reaches another member's person (DESIGN §1).
 */
async function resolvePersons(tx: DbOrTx, owner: EdgeOwner, supplierId: string, batch: ImportContact[]): Promise<Map<ImportContact, string>> {
  const ids = new Map<ImportContact, string>();

  const bySlug = batch.filter((c) => c.slug);
  if (bySlug.length) {
    const idOf = await people.upsertPersonsBySlug(tx, bySlug.map((c) => c.slug!));
    for (const c of bySlug) ids.set(c, idOf.get(c.slug!)!);
  }

  const byEmail = batch.filter((c) => !c.slug && c.email);
  if (byEmail.length) {
    const known = await tx
      .select({ email: connections.emailAddress, personId: connections.personId })
      .from(connections)
      .where(and(ownerFilter(owner), inArray(connections.emailAddress, byEmail.map((c) => c.email!))));
    const knownOf = new Map(known.map((r) => [r.email!, r.personId]));
    const fresh = byEmail.filter((c) => !knownOf.has(c.email!));
    for (const c of byEmail) if (knownOf.has(c.email!)) ids.set(c, knownOf.get(c.email!)!);
    const idOf = await people.upsertOwnedEmailPersons(tx, supplierId, fresh.map((c) => emailKey(c.email!)));
    for (const c of fresh) ids.set(c, idOf.get(emailKey(c.email!))!);
  }

  // Neither slug nor e-mail (exports before mid-2023 had no URL column).
  const byName = batch.filter((c) => !c.slug && !c.email);
  if (byName.length) {
    const named = await people.findOwnedKeylessByName(tx, supplierId, [...new Set(byName.map((c) => c.fullName.toLowerCase()))]);
    const edges = named.length
      ? await tx
          .select({ personId: connections.personId, company: connections.company })
          .from(connections)
          .where(and(ownerFilter(owner), inArray(connections.personId, named.map((n) => n.person_id))))
      : [];
    const nameOf = new Map(named.map((n) => [n.person_id, n.name]));
    const knownOf = new Map(edges.map((r) => [`${nameOf.get(r.personId)}|${companyKey(r.company)}`, r.personId]));
    const fresh: ImportContact[] = [];
    for (const c of byName) {
      const id = knownOf.get(`${c.fullName.toLowerCase()}|${companyKey(c.company)}`);
      if (id) ids.set(c, id);
      else fresh.push(c);
    }
    const created = await people.insertKeylessPersons(tx, supplierId, fresh.length);
    fresh.forEach((c, i) => ids.set(c, created[i]!));
  }
  return ids;
}

/**
 * Writes one batch. Returns how many edges were new. The supplier (the owner member, or the
 * uploader of an extended network) supplies each contact's name and headline, and its current
 * company and position as a current experience (source "connections"), which colleague paths rely on.
 */
export async function upsertContactBatch(
  owner: EdgeOwner,
  supplierId: string,
  source: ConnectionSource,
  batch: ImportContact[],
  // A job's fenced step passes its transaction (the batch commits with the job's progress).
  outer?: Tx,
): Promise<{ created: number; personIds: string[] }> {
  return (outer ?? db).transaction(async (tx) => {
    const ids = await resolvePersons(tx, owner, supplierId, batch);
    // Several contacts of one batch may resolve to one person (an e-mail edge and a slug): keep one.
    const byPerson = new Map<string, ImportContact>();
    for (const c of batch) byPerson.set(ids.get(c)!, c);
    const personIds = [...byPerson.keys()];

    await people.writeImportedProfiles(
      tx,
      supplierId,
      FACT_SOURCE[source],
      [...byPerson]
        .filter(([, c]) => c.fullName || c.firstName || c.lastName || headline(c))
        .map(([person_id, c]) => ({ person_id, full_name: c.fullName, first_name: c.firstName || null, last_name: c.lastName || null, headline: headline(c) })),
    );
    const moves = await people.replaceCurrentJobs(
      tx,
      supplierId,
      [...byPerson].filter(([, c]) => c.company).map(([person_id, c]) => ({ person_id, company: c.company, company_key: companyKey(c.company), title: c.position || null })),
    );

    // People the supplier knew elsewhere: the leads room flags what it affects, if this batch commits.
    if (moves.length) await emit(peopleMovedCompany, { memberId: supplierId, batch: randomUUID(), moves }, tx);

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
    const rows = await selectRows<{ inserted: boolean }>(
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
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from connections c join persons p on p.id = c.person_id
        where c.owner_user_id = ${userId}::uuid
          and (p.slug in (select jsonb_array_elements_text(${json(slugs)}))
            or (p.slug is null and c.email_address in (select jsonb_array_elements_text(${json(emails)}))))`,
  );
  return Number(row?.n ?? 0);
}
