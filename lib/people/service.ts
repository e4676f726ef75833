import "server-only";
import { transaction, type DbOrTx } from "@/lib/db/transaction";
import { randomUUID } from "node:crypto";
import { emitAfter, peopleMovedCompany } from "@/lib/jobs/signals";
import { nameFromLinkedinSlug, sameEmployer } from "./keys";
import * as q from "./queries";
import type { FactSource } from "./schema";

// People (DESIGN §1, §4): identities and the facts members supply about them. Every other room
// calls this service; nothing else writes `persons` or the person facts, and every read of facts is
// scoped to the viewer's team with one pick rule (pick.ts). A member's link to their own node
// (`users.person_id`) is the account's: lib/auth/own-node.ts, which calls this room from above.

export type { CurrentJob, Position, ProfileFacts, School } from "./queries";
export { isSuppressed, suppressedIndexes, SUPPRESSED_REASON } from "./suppression";
export * as erasure from "./suppression";

/** Who reads facts: the viewer and their team (the viewer and their collaborators). */
export type Viewer = { userId: string; teamIds: string[] };

/** The one name rule: the supplied name, else one read from the LinkedIn slug, else "". */
export function displayName(fullName: string | null | undefined, slug: string | null | undefined): string {
  return fullName?.trim() || nameFromLinkedinSlug(slug);
}

// ---------------------------------------------------------------- identities

export async function upsertPersonBySlug(slug: string, tx?: DbOrTx): Promise<string> {
  return (await q.upsertPersonsBySlug(tx, [slug])).get(slug)!;
}

export const upsertPersonsBySlug = q.upsertPersonsBySlug;
export const upsertOwnedEmailPersons = q.upsertOwnedEmailPersons;
export const insertKeylessPersons = q.insertKeylessPersons;
export const findOwnedKeylessByName = q.findOwnedKeylessByName;
export const findPersonSlug = q.findPersonSlug;

// ---------------------------------------------------------------- facts

/** Profile facts from an import (the member's latest word wins over their earlier one). */
export function writeImportedProfiles(tx: DbOrTx, supplierId: string, source: FactSource, list: q.ProfileFacts[]) {
  return q.upsertProfiles(tx, supplierId, source, list, "replace");
}

export const replaceCurrentJobs = q.replaceCurrentJobs;

/**
 * Facts a member typed about a person (Add New Contact, the lead form): they fill only what that
 * member has not supplied yet; an import of theirs replaces them later.
 */
export async function fillTypedFacts(supplierId: string, source: FactSource, personId: string, typed: { fullName: string; firstName?: string; lastName?: string; company?: string; companyKey?: string; title?: string }) {
  await transaction(async (tx) => {
    const headline = typed.company ? (typed.title ? `${typed.title} at ${typed.company}` : typed.company) : typed.title || null;
    await q.upsertProfiles(tx, supplierId, source, [{ person_id: personId, full_name: typed.fullName, first_name: typed.firstName || null, last_name: typed.lastName || null, headline }], "fill");
    if (typed.company) await q.fillCurrentJob(tx, supplierId, { person_id: personId, company: typed.company, company_key: typed.companyKey ?? "", title: typed.title || null }, source);
  });
}

/**
 * A profile page the member viewed, as their browser extension read it: the person (by LinkedIn
 * slug) and the member's facts about them (source "extension"), replacing what the extension
 * supplied before. Returns the person's id.
 */
export async function saveExtensionFacts(
  supplierId: string,
  slug: string,
  facts: { fullName: string; headline: string; positions: q.Position[]; schools: q.School[] },
): Promise<string> {
  const personId = await upsertPersonBySlug(slug);
  const before = await q.findOwnCurrentCompany(supplierId, personId);
  await transaction(async (tx) => {
    const [first = "", ...rest] = facts.fullName.split(/\s+/);
    await q.upsertProfiles(tx, supplierId, "extension", [{ person_id: personId, full_name: facts.fullName, first_name: first || null, last_name: rest.join(" ") || null, headline: facts.headline || null }], "replace");
  });
  await q.replaceExtensionHistory(supplierId, personId, facts.positions, facts.schools);
  // The member's own earlier facts said another company (issue 29): the leads room flags what it affects.
  const now = facts.positions.find((p) => p.isCurrent);
  if (before?.companyKey && now?.companyKey && !sameEmployer(now.companyKey, before.companyKey)) {
    await emitAfter(peopleMovedCompany, { memberId: supplierId, batch: randomUUID(), moves: [{ person_id: personId, from: before.company, to: now.company, to_key: now.companyKey }] });
  }
  return personId;
}

/** A member's own Positions.csv / Education.csv: facts about their own node (`personId`), supplied by them only. */
export async function replaceOwnHistory(userId: string, personId: string, positions: q.Position[] | null, schools: q.School[] | null) {
  await q.replaceHistory(userId, personId, positions, schools);
}

// ---------------------------------------------------------------- a member's own node (lib/auth links it)

/** A node of the member's own, naming nobody else (no slug, no e-mail): their node until they link a profile. */
export async function createKeylessNode(ownerUserId: string, tx?: DbOrTx): Promise<string> {
  const [id] = await q.insertKeylessPersons(tx, ownerUserId, 1);
  return id!;
}

/** Removes a node made for a member that another request linked first, or one a member left behind. */
export async function deleteUnlinkedNode(personId: string, tx?: DbOrTx): Promise<void> {
  await q.deletePerson(tx, personId);
}

/** The member's name and picture as facts they supplied about their own node (source "account"). */
export async function fillAccountFacts(tx: DbOrTx | undefined, userId: string, personId: string, account: { name: string; picture: string | null }) {
  await q.upsertProfiles(tx, userId, "account", [{ person_id: personId, full_name: account.name, first_name: null, last_name: null, headline: null, picture: account.picture }], "fill");
}

/** The member's own facts follow them from one node to another (profile completion). */
export const moveOwnFacts = q.moveOwnFacts;

export const isUniqueViolation = q.isUniqueViolation;

// ---------------------------------------------------------------- reads

export type PersonCard = { id: string; name: string; firstName: string | null; headline: string | null; role: string; company: string; slug: string | null; picture: string | null; entityUrn: string | null };

/** Display facts of persons as the viewer's team supplied them (one supplier per person, pick.ts). */
export async function readPersonCards(viewer: Viewer, personIds: string[]): Promise<Map<string, PersonCard>> {
  const list = await q.readCards(viewer.userId, teamOf(viewer), [...new Set(personIds)]);
  return new Map(
    list.map((r) => [
      r.id,
      {
        id: r.id,
        name: displayName(r.full_name, r.slug),
        firstName: r.first_name,
        headline: r.headline,
        role: r.title ?? r.headline ?? "",
        company: r.company ?? "",
        slug: r.slug,
        picture: r.picture,
        entityUrn: r.entity_urn,
      },
    ]),
  );
}

/** The names `readPersonCards` shows, without the rest of the card. */
export async function readPersonNames(viewer: Viewer, personIds: string[]): Promise<Map<string, string>> {
  const list = await q.readNames(viewer.userId, teamOf(viewer), [...new Set(personIds)]);
  return new Map(list.map((r) => [r.id, displayName(r.full_name, r.slug)]));
}

/**
 * The names `readPersonNames` answers, each with the teammate whose profile gave it (null: no
 * teammate's profile, the name comes from the person's address): what is kept from these names
 * follows that teammate's facts token.
 */
export async function readPersonNamesBy(viewer: Viewer, personIds: string[]): Promise<Map<string, { name: string; by: string | null }>> {
  const list = await q.readNames(viewer.userId, teamOf(viewer), [...new Set(personIds)]);
  return new Map(list.map((r) => [r.id, { name: displayName(r.full_name, r.slug), by: r.supplied_by }]));
}

/**
 * Of the people the viewer's team places at a company key, those these teammates supply any fact or
 * profile about now: a write of theirs may have changed those people's facts and names, and only those.
 */
export function peopleSuppliedAt(viewer: Viewer, userIds: string[], companyKey: string): Promise<Set<string>> {
  return q.selectPeopleSuppliedAt([...new Set(userIds)], teamOf(viewer), companyKey);
}

/** Of these people, those the viewer's team places at a company key. */
export function peoplePlacedAt(viewer: Viewer, personIds: string[], companyKey: string): Promise<Set<string>> {
  return q.selectPeoplePlacedAt(teamOf(viewer), [...new Set(personIds)], companyKey);
}

/** The people the viewer's team has profile facts about (not only what a member typed in a form). */
export function peopleWithProfileFacts(viewer: Viewer, personIds: string[]) {
  return q.selectPeopleWithProfileFacts(teamOf(viewer), [...new Set(personIds)]);
}

export function readExperiences(viewer: Viewer, personIds: string[]) {
  return q.readExperiences(viewer.userId, teamOf(viewer), [...new Set(personIds)]);
}

export function readEducations(viewer: Viewer, personIds: string[]) {
  return q.readEducations(viewer.userId, teamOf(viewer), [...new Set(personIds)]);
}

function teamOf(viewer: Viewer): string[] {
  return [...new Set([viewer.userId, ...viewer.teamIds])];
}
