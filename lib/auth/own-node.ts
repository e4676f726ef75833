import "server-only";
import { ApiError } from "@/lib/api/errors";
import { transaction, type DbOrTx } from "@/lib/db/transaction";
import { log } from "@/lib/log";
import { canonicalLinkedinSlug, linkedinUrlFromSlug } from "@/lib/people/keys";
import { LINKEDIN_URL_MESSAGE, PROFILE_TAKEN_MESSAGE } from "@/lib/people/schema";
import * as people from "@/lib/people/service";
import * as q from "./queries";

// A member's own node (DESIGN §6.1: the origin "Me" of every path). It is made when the account is
// made or links a LinkedIn profile — never inside a search, which only reads (issue 26). The account
// row is auth's, the person is people's: this file links the two, from above people.

/**
 * Gives the member their own node if they have none: their LinkedIn person when their account has a
 * profile URL that no other member holds, else a node of their own. Race-safe: concurrent callers
 * agree on one node (the unique users.person_id and a conditional link decide). Returns its id.
 */
export async function createOwnNode(userId: string): Promise<string> {
  const user = await q.findUserForNode(undefined, userId);
  if (!user) throw ApiError.notFound("User not found");
  if (user.personId) return user.personId;
  const slug = canonicalLinkedinSlug(user.linkedinUrl);
  let linked = false;
  if (slug) {
    const personId = await people.upsertPersonBySlug(slug);
    try {
      linked = await q.linkNodeIfUnset(undefined, userId, personId);
    } catch (error) {
      if (!people.isUniqueViolation(error)) throw error; // another member holds that profile
    }
  }
  if (!linked) {
    const created = await people.createKeylessNode(userId);
    if (!(await q.linkNodeIfUnset(undefined, userId, created))) await people.deleteUnlinkedNode(created); // another request linked one first
  }
  const node = (await q.findUserForNode(undefined, userId))!.personId!;
  await people.fillAccountFacts(undefined, userId, node, { name: user.name, picture: user.picture });
  return node;
}

/** The member's own node. Every account has one (made with the account, see `ensureEveryOwnNode`). */
export async function ownNodeOf(userId: string): Promise<string> {
  const user = await q.findUserForNode(undefined, userId);
  if (!user) throw ApiError.notFound("User not found");
  return user.personId ?? createOwnNode(userId);
}

/** The member whose own node `personId` is (users.person_id is unique), if any. */
export function memberOfNode(personId: string, tx?: DbOrTx): Promise<string | undefined> {
  return q.findUserIdByPerson(tx, personId);
}

/**
 * Accounts made before nodes were made with them (or whose creation stopped between the two
 * writes) get theirs at start, in batches: after this every account has a node.
 */
export async function ensureEveryOwnNode(batch = 500): Promise<number> {
  let made = 0;
  for (;;) {
    const ids = await q.findUserIdsWithoutNode(batch);
    for (const id of ids) await createOwnNode(id);
    made += ids.length;
    if (ids.length < batch) break;
  }
  if (made) log.info("auth.own_nodes_created", { accounts: made });
  return made;
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
    const personId = await people.upsertPersonBySlug(slug, tx);
    const holder = await q.findUserIdByPerson(tx, personId);
    if (holder && holder !== userId) throw ApiError.conflict(PROFILE_TAKEN_MESSAGE);
    const previous = user.personId;
    if (previous && previous !== personId) await people.moveOwnFacts(tx, userId, previous, personId);
    await q.setLinkedinProfile(tx, userId, { personId, linkedinUrl: linkedinUrlFromSlug(slug), entityUrn: `urn:li:fsd_profile:${slug}` });
    // A node of the member's own (no slug) names nobody else: it goes with them.
    if (previous && previous !== personId && (await people.findPersonSlug(previous, tx)) === null) await people.deleteUnlinkedNode(previous, tx);
    await people.fillAccountFacts(tx, userId, personId, { name: user.name, picture: user.picture });
  }).catch((error) => {
    if (people.isUniqueViolation(error)) throw ApiError.conflict(PROFILE_TAKEN_MESSAGE);
    throw error;
  });
  return { data: { redirect_url: "/network/" } };
}
