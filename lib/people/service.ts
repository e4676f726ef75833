import "server-only";
import { ApiError } from "@/lib/api/errors";
import { linkUserNodeIfUnset, setUserLinkedinProfile } from "@/lib/auth/user-links";
import { transaction, type DbOrTx } from "@/lib/db/transaction";
import { canonicalLinkedinSlug, linkedinUrlFromSlug, nameFromLinkedinSlug } from "./keys";
import * as q from "./queries";
import { LINKEDIN_URL_MESSAGE, PROFILE_TAKEN_MESSAGE, type FactSource } from "./schema";

// People (DESIGN §1, §4): identities and the facts members supply about them. Every other room
// calls this service; nothing else writes `persons`, `users.person_id` or the person facts, and
// every read of facts is scoped to the viewer's team with one pick rule (pick.ts).

export type { CurrentJob, Position, ProfileFacts, School } from "./queries";

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
  await transaction(async (tx) => {
    const [first = "", ...rest] = facts.fullName.split(/\s+/);
    await q.upsertProfiles(tx, supplierId, "extension", [{ person_id: personId, full_name: facts.fullName, first_name: first || null, last_name: rest.join(" ") || null, headline: facts.headline || null }], "replace");
  });
  await q.replaceExtensionHistory(supplierId, personId, facts.positions, facts.schools);
  return personId;
}

/** A member's own Positions.csv / Education.csv: facts about their own node, supplied by them only. */
export async function replaceOwnHistory(userId: string, positions: q.Position[] | null, schools: q.School[] | null) {
  const personId = await ensureOwnNode(userId);
  await q.replaceHistory(userId, personId, positions, schools);
  return personId;
}

// ---------------------------------------------------------------- a member's own node

/**
 * The member's own node, created on first use: their LinkedIn person when their account has a
 * profile URL that no other member holds, else a node of their own. Race-safe: concurrent callers
 * agree on one node (the unique users.person_id and a conditional link decide).
 */
/** The member whose own node `personId` is (users.person_id is unique), if any. */
export function memberOfNode(personId: string): Promise<string | undefined> {
  return q.findUserIdByPerson(undefined, personId);
}

export async function ensureOwnNode(userId: string): Promise<string> {
  const user = await q.findUserForNode(undefined, userId);
  if (!user) throw ApiError.notFound("User not found");
  if (user.personId) return user.personId;
  const slug = canonicalLinkedinSlug(user.linkedinUrl);
  let linked = false;
  let created: string | undefined;
  if (slug) {
    const personId = await upsertPersonBySlug(slug);
    try {
      linked = await linkUserNodeIfUnset(undefined, userId, personId);
    } catch (error) {
      if (!q.isUniqueViolation(error)) throw error; // another member holds that profile
    }
  }
  if (!linked) {
    [created] = await q.insertKeylessPersons(undefined, userId, 1);
    if (!(await linkUserNodeIfUnset(undefined, userId, created!))) {
      await q.deletePerson(undefined, created!); // another request linked one first
      created = undefined;
    }
  }
  const node = (await q.findUserForNode(undefined, userId))!.personId!;
  await q.upsertProfiles(undefined, userId, "account", [{ person_id: node, full_name: user.name, first_name: null, last_name: null, headline: null, picture: user.picture }], "fill");
  return node;
}

/**
 * Home's profile completion (`POST v2/linkedin/profile`): links the member to the LinkedIn node of
 * their profile URL. A profile another member holds is refused (409); the member's own facts move
 * with them from a node of their own.
 */
export async function linkOwnProfile(userId: string, linkedinUrl: string) {
  const slug = canonicalLinkedinSlug(linkedinUrl);
  if (!slug) throw ApiError.badRequest(LINKEDIN_URL_MESSAGE, { linkedin_url: [LINKEDIN_URL_MESSAGE] });
  await transaction(async (tx) => {
    const user = await q.findUserForNode(tx, userId);
    if (!user) throw ApiError.notFound("User not found");
    const personId = await upsertPersonBySlug(slug, tx);
    const holder = await q.findUserIdByPerson(tx, personId);
    if (holder && holder !== userId) throw ApiError.conflict(PROFILE_TAKEN_MESSAGE);
    const previous = user.personId;
    if (previous && previous !== personId) {
      await q.moveOwnFacts(tx, userId, previous, personId);
    }
    await setUserLinkedinProfile(tx, userId, { personId, linkedinUrl: linkedinUrlFromSlug(slug), entityUrn: `urn:li:fsd_profile:${slug}` });
    // A node of the member's own (no slug) names nobody else: it goes with them.
    if (previous && previous !== personId && (await q.findPersonSlug(previous, tx)) === null) await q.deletePerson(tx, previous);
    await q.upsertProfiles(tx, userId, "account", [{ person_id: personId, full_name: user.name, first_name: null, last_name: null, headline: null, picture: user.picture }], "fill");
  }).catch((error) => {
    if (q.isUniqueViolation(error)) throw ApiError.conflict(PROFILE_TAKEN_MESSAGE);
    throw error;
  });
  return { data: { redirect_url: "/network/" } };
}

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
