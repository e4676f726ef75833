import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { connections, experiences, persons } from "@/lib/db/schema";
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

/** Person ids for a batch of contacts: found by slug, by the owner's e-mail edge, e-mail key, or name. */
async function resolvePersons(tx: DbOrTx, owner: EdgeOwner, batch: ImportContact[]): Promise<Map<ImportContact, string>> {
  const ids = new Map<ImportContact, string>();
  const publicFacts = (c: ImportContact) => ({
    fullName: c.fullName,
    firstName: c.firstName || null,
    lastName: c.lastName || null,
    headline: headline(c),
  });

  const bySlug = batch.filter((c) => c.slug);
  if (bySlug.length) {
    const rows = await tx
      .insert(persons)
      .values(bySlug.map((c) => ({ slug: c.slug!, ...publicFacts(c) })))
      .onConflictDoUpdate({
        target: persons.slug,
        set: {
          fullName: sql`case when excluded.full_name <> '' then excluded.full_name else ${persons.fullName} end`,
          firstName: sql`coalesce(excluded.first_name, ${persons.firstName})`,
          lastName: sql`coalesce(excluded.last_name, ${persons.lastName})`,
          headline: sql`coalesce(excluded.headline, ${persons.headline})`,
        },
      })
      .returning({ id: persons.id, slug: persons.slug });
    const idOf = new Map(rows.map((r) => [r.slug!, r.id]));
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
      const rows = await tx
        .insert(persons)
        .values([...unique].map(([key, c]) => ({ emailKey: key, ...publicFacts(c) })))
        .onConflictDoUpdate({
          target: persons.emailKey,
          set: { fullName: sql`case when ${persons.fullName} = '' then excluded.full_name else ${persons.fullName} end` },
        })
        .returning({ id: persons.id, emailKey: persons.emailKey });
      const idOf = new Map(rows.map((r) => [r.emailKey!, r.id]));
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
      const rows = await tx.insert(persons).values(fresh.map(publicFacts)).returning({ id: persons.id });
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
      await tx
        .delete(experiences)
        .where(and(inArray(experiences.personId, withCompany.map(([id]) => id)), eq(experiences.source, "connections")));
      await tx.insert(experiences).values(
        withCompany.map(([personId, c]) => ({
          personId,
          company: c.company,
          companyKey: companyKey(c.company),
          title: c.position || null,
          isCurrent: true,
          sortOrder: 0,
          source: "connections",
        })),
      );
    }

    const values = [...byPerson].map(([personId, c]) => ({
      ...("userId" in owner ? { ownerUserId: owner.userId } : { extendedNetworkId: owner.extendedNetworkId }),
      personId,
      sources: [source],
      connectedOn: c.connectedOn,
      emailAddress: c.email,
      phone: c.phone,
      company: c.company || null,
      position: c.position || null,
    }));
    const rows = await tx
      .insert(connections)
      .values(values)
      .onConflictDoUpdate({
        target: "userId" in owner ? [connections.ownerUserId, connections.personId] : [connections.extendedNetworkId, connections.personId],
        set: {
          sources: sql`array(select distinct s from unnest(${connections.sources} || excluded.sources) s order by s)`,
          connectedOn: sql`coalesce(excluded.connected_on, ${connections.connectedOn})`,
          emailAddress: sql`coalesce(excluded.email_address, ${connections.emailAddress})`,
          phone: sql`coalesce(excluded.phone, ${connections.phone})`,
          company: sql`coalesce(excluded.company, ${connections.company})`,
          position: sql`coalesce(excluded.position, ${connections.position})`,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return { created: rows.filter((r) => r.inserted).length, personIds };
  });
}

/** How many of these slugs / e-mails the owner is already connected to (for the plan limit). */
export async function countExistingEdges(userId: string, slugs: string[], emails: string[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < slugs.length; i += 5000) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(connections)
      .innerJoin(persons, eq(persons.id, connections.personId))
      .where(and(eq(connections.ownerUserId, userId), inArray(persons.slug, slugs.slice(i, i + 5000))));
    n += row?.n ?? 0;
  }
  if (emails.length) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(connections)
      .innerJoin(persons, eq(persons.id, connections.personId))
      .where(and(eq(connections.ownerUserId, userId), isNull(persons.slug), inArray(connections.emailAddress, emails)));
    n += row?.n ?? 0;
  }
  return n;
}
