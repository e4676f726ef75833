import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db, selectRows, type DbOrTx } from "@/lib/db";
import { educations, experiences, persons } from "@/lib/db/schema";
import { TYPED_SOURCES, type FactSource } from "./schema";
import { sameEmployer } from "./keys";

// The only writer of `persons` and the person facts (person_profiles,
// experiences, educations). Readers pick one supplier per person by the rule of pick.ts, written
// here in SQL as `order by (supplied_by = viewer) desc, <time> desc, supplied_by`.

/** Batches travel as one JSON parameter (jsonb_to_recordset): fast on PGlite and PostgreSQL alike. */
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** One array parameter instead of one bind parameter per value. */
function uuids(values: readonly string[]): SQL {
  return sql`${`{${values.join(",")}}`}::uuid[]`;
}

const TYPED = sql`${`{${TYPED_SOURCES.join(",")}}`}::text[]`;

// ---------------------------------------------------------------- identities

/** `tx` undefined: outside a transaction. */
export async function upsertPersonsBySlug(tx: DbOrTx | undefined, slugs: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(slugs)];
  if (!unique.length) return new Map();
  // `do update` (a no-op) so that existing rows are returned too.
  const list = await selectRows<{ id: string; slug: string }>(
    tx ?? db,
    sql`insert into persons (slug) select jsonb_array_elements_text(${json(unique)})
        on conflict (slug) do update set slug = excluded.slug
        returning id, slug`,
  );
  return new Map(list.map((r) => [r.slug, r.id]));
}

/** E-mail persons of one member (the same address in another tenant is another person). */
export async function upsertOwnedEmailPersons(tx: DbOrTx, ownerUserId: string, emailKeys: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(emailKeys)];
  if (!unique.length) return new Map();
  const list = await selectRows<{ id: string; email_key: string }>(
    tx,
    sql`insert into persons (owner_user_id, email_key) select ${ownerUserId}::uuid, jsonb_array_elements_text(${json(unique)})
        on conflict (owner_user_id, email_key) do update set email_key = excluded.email_key
        returning id, email_key`,
  );
  return new Map(list.map((r) => [r.email_key, r.id]));
}

export async function insertKeylessPersons(tx: DbOrTx = db, ownerUserId: string, n: number): Promise<string[]> {
  if (n <= 0) return [];
  const list = await tx
    .insert(persons)
    .values(Array.from({ length: n }, () => ({ ownerUserId })))
    .returning({ id: persons.id });
  return list.map((r) => r.id);
}

/** The member's keyless persons with these names (lower-cased), as the member named them. */
export async function findOwnedKeylessByName(tx: DbOrTx, ownerUserId: string, lowerNames: string[]) {
  if (!lowerNames.length) return [];
  return selectRows<{ person_id: string; name: string }>(
    tx,
    sql`select p.id as person_id, lower(pp.full_name) as name from persons p
        join person_profiles pp on pp.person_id = p.id and pp.supplied_by = p.owner_user_id
        where p.owner_user_id = ${ownerUserId}::uuid and p.slug is null and p.email_key is null
          and lower(pp.full_name) in (select jsonb_array_elements_text(${json(lowerNames)}))`,
  );
}

export async function deletePerson(tx: DbOrTx = db, personId: string) {
  await tx.delete(persons).where(eq(persons.id, personId));
}

/** Pass the open transaction when there is one: on PGlite (one connection) a read outside it waits for it forever. */
export async function findPersonSlug(personId: string, tx: DbOrTx = db): Promise<string | null | undefined> {
  const [row] = await tx.select({ slug: persons.slug }).from(persons).where(eq(persons.id, personId));
  return row ? row.slug : undefined;
}

// ---------------------------------------------------------------- facts (writes)

export type ProfileFacts = { person_id: string; full_name: string; first_name: string | null; last_name: string | null; headline: string | null; picture?: string | null };

/**
 * A member's profile facts about people. `replace`: what the member supplies now wins over what they
 * supplied before (an import); `fill`: only empty fields are filled (typed in a form). `updated_at`
 * moves only when a value changes, so importing the same file twice changes nothing.
 */
export async function upsertProfiles(tx: DbOrTx = db, supplierId: string, source: FactSource, list: ProfileFacts[], mode: "replace" | "fill") {
  if (!list.length) return;
  const merge =
    mode === "replace"
      ? {
          full_name: sql`case when excluded.full_name <> '' then excluded.full_name else pp.full_name end`,
          first_name: sql`coalesce(excluded.first_name, pp.first_name)`,
          last_name: sql`coalesce(excluded.last_name, pp.last_name)`,
          headline: sql`coalesce(excluded.headline, pp.headline)`,
          picture: sql`coalesce(excluded.picture, pp.picture)`,
        }
      : {
          full_name: sql`case when pp.full_name = '' then excluded.full_name else pp.full_name end`,
          first_name: sql`coalesce(pp.first_name, excluded.first_name)`,
          last_name: sql`coalesce(pp.last_name, excluded.last_name)`,
          headline: sql`coalesce(pp.headline, excluded.headline)`,
          picture: sql`coalesce(pp.picture, excluded.picture)`,
        };
  await tx.execute(sql`
    insert into person_profiles as pp (person_id, supplied_by, source, full_name, first_name, last_name, headline, picture)
    select x.person_id, ${supplierId}::uuid, ${source}, coalesce(x.full_name, ''), x.first_name, x.last_name, x.headline, x.picture
    from jsonb_to_recordset(${json(list)}) as x(person_id uuid, full_name text, first_name text, last_name text, headline text, picture text)
    on conflict (person_id, supplied_by) do update set
      full_name = ${merge.full_name}, first_name = ${merge.first_name}, last_name = ${merge.last_name},
      headline = ${merge.headline}, picture = ${merge.picture},
      source = case when (pp.full_name, pp.first_name, pp.last_name, pp.headline, pp.picture)
        is not distinct from (${merge.full_name}, ${merge.first_name}, ${merge.last_name}, ${merge.headline}, ${merge.picture}) then pp.source else excluded.source end,
      updated_at = case when (pp.full_name, pp.first_name, pp.last_name, pp.headline, pp.picture)
        is not distinct from (${merge.full_name}, ${merge.first_name}, ${merge.last_name}, ${merge.headline}, ${merge.picture}) then pp.updated_at else now() end`);
}

/** A person the supplier knew at `from` now works at `to` (by the supplier's own facts). */
export type CompanyMove = { person_id: string; from: string; to: string; to_key: string };

export type CurrentJob = { person_id: string; company: string; company_key: string; title: string | null };

/**
 * A contact list's current company and position of each person, as this member supplies it
 * (source "connections"): replaces the member's previous one when it differs, keeps it otherwise.
 */
export async function replaceCurrentJobs(tx: DbOrTx, supplierId: string, list: CurrentJob[]): Promise<CompanyMove[]> {
  if (!list.length) return [];
  // Read the member's current rows of these people by index (an array parameter), compare here,
  // then write only the difference. A join against the batch (jsonb_to_recordset) was planned as a
  // nested loop over the whole table once the import outgrew the table's statistics (37 s a batch).
  const current = await selectRows<{ id: string; person_id: string; company: string; company_key: string; title: string | null }>(
    tx,
    sql`select id, person_id, company, company_key, title from experiences
        where person_id = any(${uuids(list.map((j) => j.person_id))}) and supplied_by = ${supplierId}::uuid
          and (source = 'connections' or source = any(${TYPED})) `, // an import replaces what the member typed
  );
  const wanted = new Map(list.map((j) => [j.person_id, j]));
  const kept = new Set<string>();
  const stale: string[] = [];
  // The member's own earlier word said another company (issue 29's job changes): one move per person.
  const moves = new Map<string, CompanyMove>();
  for (const row of current) {
    const job = wanted.get(row.person_id);
    if (job && row.company === job.company && (row.title ?? "") === (job.title ?? "")) kept.add(row.person_id);
    else stale.push(row.id);
    if (job && row.company_key && job.company_key && !sameEmployer(row.company_key, job.company_key)) {
      moves.set(row.person_id, { person_id: row.person_id, from: row.company, to: job.company, to_key: job.company_key });
    }
  }
  if (stale.length) await tx.execute(sql`delete from experiences where id = any(${uuids(stale)})`);
  const fresh = list.filter((j) => !kept.has(j.person_id));
  if (!fresh.length) return [...moves.values()];
  await tx.execute(sql`
    insert into experiences (person_id, supplied_by, company, company_key, title, is_current, sort_order, source)
    select x.person_id, ${supplierId}::uuid, x.company, x.company_key, x.title, true, 0, 'connections'
    from jsonb_to_recordset(${json(fresh)}) as x(person_id uuid, company text, company_key text, title text)`);
  return [...moves.values()];
}

/** The supplier's own current company of a person (their latest current experience, any source). */
export async function findOwnCurrentCompany(supplierId: string, personId: string) {
  const [row] = await db
    .select({ company: experiences.company, companyKey: experiences.companyKey })
    .from(experiences)
    .where(and(eq(experiences.personId, personId), eq(experiences.suppliedBy, supplierId), eq(experiences.isCurrent, true)))
    .orderBy(asc(experiences.sortOrder), desc(experiences.createdAt))
    .limit(1);
  return row ?? null;
}

/** A typed current job (a form): only when the member supplied no experience of the person yet. */
export async function fillCurrentJob(tx: DbOrTx, supplierId: string, job: CurrentJob, source: FactSource) {
  await tx.execute(sql`
    insert into experiences (person_id, supplied_by, company, company_key, title, is_current, sort_order, source)
    select ${job.person_id}::uuid, ${supplierId}::uuid, ${job.company}, ${job.company_key}, ${job.title}, true, 0, ${source}
    where not exists (select 1 from experiences e where e.person_id = ${job.person_id}::uuid and e.supplied_by = ${supplierId}::uuid)`);
}

export type Position = { company: string; companyKey: string; title: string; fromDate: string | null; toDate: string | null; isCurrent: boolean };
export type School = { school: string; schoolKey: string; degree: string; fromYear: number | null; toYear: number | null };

/** A member's own Positions / Education upload: replaces only what that member supplied. */
export async function replaceHistory(supplierId: string, personId: string, positions: Position[] | null, schools: School[] | null) {
  await db.transaction(async (tx) => {
    if (positions) {
      await tx.delete(experiences).where(and(eq(experiences.personId, personId), eq(experiences.suppliedBy, supplierId), eq(experiences.source, "positions")));
      if (positions.length) await tx.insert(experiences).values(positions.map((p, i) => ({ ...p, personId, suppliedBy: supplierId, sortOrder: i, source: "positions" })));
    }
    if (schools) {
      await tx.delete(educations).where(and(eq(educations.personId, personId), eq(educations.suppliedBy, supplierId)));
      if (schools.length) await tx.insert(educations).values(schools.map((s) => ({ ...s, personId, suppliedBy: supplierId, source: "education" })));
    }
  });
}

/**
 * What a member's browser extension read on a person's LinkedIn page (DESIGN §1: source "extension"):
 * replaces only the facts that member supplied this way about that person.
 */
export async function replaceExtensionHistory(supplierId: string, personId: string, positions: Position[], schools: School[]) {
  await db.transaction(async (tx) => {
    // The page's history replaces what the member typed about the person too (lead form, CRM, manual).
    await tx.delete(experiences).where(and(eq(experiences.personId, personId), eq(experiences.suppliedBy, supplierId), inArray(experiences.source, ["extension", ...TYPED_SOURCES])));
    if (positions.length) await tx.insert(experiences).values(positions.map((p, i) => ({ ...p, personId, suppliedBy: supplierId, sortOrder: i, source: "extension" })));
    await tx.delete(educations).where(and(eq(educations.personId, personId), eq(educations.suppliedBy, supplierId), eq(educations.source, "extension")));
    if (schools.length) await tx.insert(educations).values(schools.map((s) => ({ ...s, personId, suppliedBy: supplierId, source: "extension" })));
  });
}

/** Moves a member's own facts from one node to another (their keyless node → their LinkedIn node). */
export async function moveOwnFacts(tx: DbOrTx, supplierId: string, fromId: string, toId: string) {
  await tx.execute(sql`
    insert into person_profiles (person_id, supplied_by, source, full_name, first_name, last_name, headline, picture, entity_urn, updated_at)
    select ${toId}::uuid, supplied_by, source, full_name, first_name, last_name, headline, picture, entity_urn, updated_at
    from person_profiles where person_id = ${fromId}::uuid and supplied_by = ${supplierId}::uuid
    on conflict (person_id, supplied_by) do nothing`);
  await tx.update(experiences).set({ personId: toId }).where(and(eq(experiences.personId, fromId), eq(experiences.suppliedBy, supplierId)));
  await tx.update(educations).set({ personId: toId }).where(and(eq(educations.personId, fromId), eq(educations.suppliedBy, supplierId)));
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

// ---------------------------------------------------------------- facts (reads, scoped to a team)

export type CardRow = {
  id: string;
  slug: string | null;
  full_name: string | null;
  first_name: string | null;
  headline: string | null;
  picture: string | null;
  entity_urn: string | null;
  title: string | null;
  company: string | null;
};

/**
 * Display facts of persons as the viewer's team knows them: the picked supplier's profile, and the
 * current (or latest) experience of the picked experience supplier.
 */
export async function readCards(viewerId: string, teamIds: string[], personIds: string[]): Promise<CardRow[]> {
  if (!personIds.length) return [];
  const team = uuids(teamIds);
  return selectRows<CardRow>(
    db,
    sql`select p.id, p.slug, pf.full_name, pf.first_name, pf.headline, pf.picture, pf.entity_urn, x.title, x.company
      from persons p
      left join lateral (
        select pp.* from person_profiles pp where pp.person_id = p.id and pp.supplied_by = any(${team})
        order by (pp.supplied_by = ${viewerId}::uuid) desc, pp.updated_at desc, pp.supplied_by limit 1
      ) pf on true
      left join lateral (
        select e.title, e.company from experiences e
        where e.person_id = p.id and e.supplied_by = (
          select w.supplied_by from experiences w where w.person_id = p.id and w.supplied_by = any(${team})
          order by (w.supplied_by = ${viewerId}::uuid) desc, w.created_at desc, w.supplied_by limit 1)
        order by e.is_current desc, e.to_date desc nulls first, e.sort_order asc, e.from_date desc nulls last limit 1
      ) x on true
      where p.id = any(${uuids(personIds)})`,
  );
}

/** Only the name facts of `readCards` (the same supplier rule), for lists of thousands that show names alone. */
export async function readNames(viewerId: string, teamIds: string[], personIds: string[]): Promise<(Pick<CardRow, "id" | "slug" | "full_name"> & { supplied_by: string | null })[]> {
  if (!personIds.length) return [];
  return selectRows<Pick<CardRow, "id" | "slug" | "full_name"> & { supplied_by: string | null }>(
    db,
    sql`select p.id, p.slug, pf.full_name, pf.supplied_by
      from persons p
      left join lateral (
        select pp.full_name, pp.supplied_by from person_profiles pp where pp.person_id = p.id and pp.supplied_by = any(${uuids(teamIds)})
        order by (pp.supplied_by = ${viewerId}::uuid) desc, pp.updated_at desc, pp.supplied_by limit 1
      ) pf on true
      where p.id = any(${uuids(personIds)})`,
  );
}

/**
 * Of the people the team (`teamIds`) places at a company key, those these users supply any fact or
 * profile about now.
 */
export async function selectPeopleSuppliedAt(userIds: string[], teamIds: string[], companyKey: string): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const by = uuids(userIds);
  const rows = await selectRows<{ person_id: string }>(
    db,
    sql`with here as (select distinct person_id from experiences where company_key = ${companyKey} and supplied_by = any(${uuids(teamIds)}))
      select person_id from experiences where supplied_by = any(${by}) and person_id in (select person_id from here)
      union select person_id from educations where supplied_by = any(${by}) and person_id in (select person_id from here)
      union select person_id from person_profiles where supplied_by = any(${by}) and person_id in (select person_id from here)`,
  );
  return new Set(rows.map((r) => r.person_id));
}

/** Which of these people the team places at a company key (any teammate's job there). */
export async function selectPeoplePlacedAt(teamIds: string[], personIds: string[], companyKey: string): Promise<Set<string>> {
  if (!personIds.length) return new Set();
  const rows = await selectRows<{ person_id: string }>(
    db,
    sql`select distinct person_id from experiences where person_id = any(${uuids(personIds)}) and supplied_by = any(${uuids(teamIds)}) and company_key = ${companyKey}`,
  );
  return new Set(rows.map((r) => r.person_id));
}

/** Which of these people the team has profile facts about: positions from a source other than what a member typed. */
export async function selectPeopleWithProfileFacts(teamIds: string[], personIds: string[]): Promise<Set<string>> {
  if (!personIds.length) return new Set();
  const rows = await selectRows<{ person_id: string }>(
    db,
    sql`select distinct person_id from experiences
      where person_id = any(${uuids(personIds)}) and supplied_by = any(${uuids(teamIds)}) and source <> all(${TYPED})`,
  );
  return new Set(rows.map((r) => r.person_id));
}

/** The picked supplier's experiences of each person (DESIGN §4). */
export async function readExperiences(viewerId: string, teamIds: string[], personIds: string[]) {
  if (!personIds.length) return [];
  const team = uuids(teamIds);
  return selectRows<{ person_id: string; company: string; company_key: string; title: string | null; from_date: string | null; to_date: string | null; is_current: boolean; sort_order: number }>(
    db,
    sql`select e.person_id, e.company, e.company_key, e.title, e.from_date::text as from_date, e.to_date::text as to_date, e.is_current, e.sort_order
      from experiences e
      join (select distinct on (w.person_id) w.person_id, w.supplied_by from experiences w
            where w.person_id = any(${uuids(personIds)}) and w.supplied_by = any(${team})
            order by w.person_id, (w.supplied_by = ${viewerId}::uuid) desc, w.created_at desc, w.supplied_by) pick
        on pick.person_id = e.person_id and pick.supplied_by = e.supplied_by
      order by e.is_current desc, e.sort_order asc, e.from_date desc nulls last`,
  );
}

export async function readEducations(viewerId: string, teamIds: string[], personIds: string[]) {
  if (!personIds.length) return [];
  const team = uuids(teamIds);
  return selectRows<{ person_id: string; school: string; degree: string | null; from_year: number | null; to_year: number | null }>(
    db,
    sql`select d.person_id, d.school, d.degree, d.from_year, d.to_year
      from educations d
      join (select distinct on (w.person_id) w.person_id, w.supplied_by from educations w
            where w.person_id = any(${uuids(personIds)}) and w.supplied_by = any(${team})
            order by w.person_id, (w.supplied_by = ${viewerId}::uuid) desc, w.created_at desc, w.supplied_by) pick
        on pick.person_id = d.person_id and pick.supplied_by = d.supplied_by
      order by d.from_year desc nulls last`,
  );
}

