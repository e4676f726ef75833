import "server-only";
import { ApiError } from "@/lib/api/errors";
import { canonicalLinkedinSlug } from "@/lib/people/keys";
import { emitAfter, teamNetworkChanged } from "@/lib/jobs/signals";
import type { Tag } from "@/lib/db/schema";
import { listSharingTeamMemberIds } from "@/lib/collaborators/sharing";
import { colleagueReason, type ExperienceFact } from "./overlap";
import { readExperiences } from "@/lib/people/service";
import * as q from "./queries";
import { FALLBACK_TAG_COLOUR, SYSTEM_TAG_LIST } from "./system-tags";
import type { TagDto } from "./schema";

export function toTagDto(t: Tag): TagDto {
  return { id: t.id, tag: t.tag, tag_type: t.tagType, tag_colour: t.tagColour || FALLBACK_TAG_COLOUR, tag_score: t.tagScore, is_system: t.isSystem, status: t.status };
}

/** Seeds the system tags (fixed ids): idempotent, run by the seed and before tag reads. */
export async function ensureSystemTags() {
  await q.upsertSystemTags();
}

export async function listTags(userId: string, input: { search: string; skip: number; limit: number }) {
  await ensureSystemTags();
  const { rows, total } = await q.findTags(userId, input);
  return { data: rows.map(toTagDto), count: total };
}

/** The tags a member can apply by hand: 'Sales Team', 'Customer' and their own tags. */
export async function listDefaultTags(userId: string, input: { search: string; skip: number; limit: number }) {
  await ensureSystemTags();
  const { rows, total } = await q.findTags(userId, { ...input, manualOnly: true });
  return { data: rows.map(toTagDto), count: total };
}

export async function createTag(userId: string, input: { tag: string; tag_colour?: string; tag_score?: number }) {
  await ensureSystemTags();
  const row = await q.insertTag({
    tag: input.tag,
    tagColour: input.tag_colour ?? FALLBACK_TAG_COLOUR,
    tagScore: input.tag_score ?? 5,
    tagType: "custom",
    ownerUserId: userId,
  });
  if (!row) throw ApiError.conflict("Tag already exists");
  return toTagDto(row);
}

function splitLinks(links: string[]) {
  const slugs: string[] = [];
  const ids: string[] = [];
  for (const link of links) {
    if (/^[0-9a-f-]{36}$/i.test(link)) ids.push(link.toLowerCase());
    else {
      const slug = canonicalLinkedinSlug(link);
      if (slug) slugs.push(slug);
    }
  }
  return { slugs, ids };
}

async function resolvePeople(userId: string, links: string[]) {
  const { slugs, ids } = splitLinks(links);
  const people = await q.findNetworkPersons(userId, slugs, ids);
  if (!people.length) throw ApiError.notFound("Connection not found");
  return people;
}

async function resolveTags(userId: string, tagIds: string[]) {
  const found = await q.findTagsByIds(userId, tagIds);
  if (found.length !== new Set(tagIds).size) throw ApiError.notFound("Tag not found");
  return found;
}

/** Adds tags to people of the member's network (Add Relationship, accepting a suggestion). */
export async function addUserTags(userId: string, links: string[], tagIds: string[]) {
  const [people, found] = await Promise.all([resolvePeople(userId, links), resolveTags(userId, tagIds)]);
  await q.insertUserTags(
    people.flatMap((p) => found.map((t) => ({ ownerUserId: userId, personId: p.id, tagId: t.id }))),
    true,
  );
  await afterTagChange(userId);
  return { people: people.length, tags: found.map((t) => t.tag) };
}

/** Replaces one person's manual tags with `tagIds` (the edit network tags dialog). */
export async function setUserTags(userId: string, link: string, tagIds: string[]) {
  const [person] = await resolvePeople(userId, [link]);
  const found = await resolveTags(userId, tagIds);
  await q.deleteUserTagsExcept(userId, person!.id, found.map((t) => t.id));
  await q.insertUserTags(found.map((t) => ({ ownerUserId: userId, personId: person!.id, tagId: t.id })), true);
  await afterTagChange(userId);
  return { tags: found.map((t) => t.tag) };
}

/** The member's tags of several people, by link. */
export async function tagsOf(userId: string, links: string[]) {
  const { slugs, ids } = splitLinks(links);
  const people = await q.findNetworkPersons(userId, slugs, ids);
  const rows = await q.findUserTagsFor(userId, people.map((p) => p.id));
  return people.map((p) => ({
    connected_user: p.id,
    linkedin_slug: p.slug,
    user_tags_v2: rows.filter((r) => r.personId === p.id).map((r) => ({ id: r.id, tag_id: r.tagId, tag: r.tag, colour: r.colour, status: r.status, evidence: r.evidence })),
  }));
}

export async function deleteUserTag(userId: string, id: string) {
  const row = await q.deleteUserTag(userId, id);
  if (!row) throw ApiError.notFound("Tag not found");
  await afterTagChange(userId);
}

export async function rejectSuggestion(userId: string, id: string) {
  const row = await q.rejectUserTag(userId, id);
  if (!row) throw ApiError.notFound("Suggestion not found");
  await afterTagChange(userId);
}

/**
 * Suggests colleague tags from the member's own experience and their network's experience at
 * the same companies. Never overrides an accepted or rejected decision. Returns how many it made.
 */
export async function suggestColleagueTags(userId: string): Promise<number> {
  await ensureSystemTags();
  const viewer = { userId, teamIds: await listSharingTeamMemberIds(userId) };
  const { me, candidates } = await q.findColleagueCandidates(userId, [userId, ...viewer.teamIds]);
  if (!me || !candidates.length) return 0;
  // The facts as the member's team supplied them (one supplier per person, the pick rule), judged
  // by the warm-path engine's colleague rule, so a suggestion and a path never disagree.
  const facts = new Map<string, ExperienceFact[]>();
  for (const e of await readExperiences(viewer, [me, ...candidates])) {
    const fact: ExperienceFact = { companyKey: e.company_key, company: e.company, title: e.title, fromDate: e.from_date, toDate: e.to_date, isCurrent: e.is_current };
    facts.set(e.person_id, [...(facts.get(e.person_id) ?? []), fact]);
  }
  const today = new Date().toISOString().slice(0, 10);
  const byName = new Map(SYSTEM_TAG_LIST.map((t) => [t.tag, t]));
  const suggestions = candidates.flatMap((personId) => {
    const reason = colleagueReason(facts.get(me) ?? [], facts.get(personId) ?? [], today);
    const tag = reason && byName.get(reason.tag);
    return tag ? [{ ownerUserId: userId, personId, tagId: tag.id, status: "suggested" as const, evidence: reason.evidence }] : [];
  });
  await q.insertUserTags(suggestions, false);
  return suggestions.length;
}

/** A tag is a reason on the member's edges: every team they belong to sees the change. */
async function afterTagChange(userId: string) {
  await emitAfter(teamNetworkChanged, { memberId: userId });
}
