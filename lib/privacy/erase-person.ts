import "server-only";
import { ApiError } from "@/lib/api/errors";
import { forgetInvitationsTo } from "@/lib/collaborators/service";
import { transaction } from "@/lib/db/transaction";
import { deleteRequestsThrough } from "@/lib/intros/service";
import { emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { eraseLeadsAbout, forgetFigures } from "@/lib/leads/service";
import { log } from "@/lib/log";
import { canonicalLinkedinSlug, emailKey, normaliseEmail } from "@/lib/people/keys";
import { forgetStoredMaps } from "@/lib/paths/service";
import { erasure } from "@/lib/people/service";
import type { SuppressionKey } from "@/lib/people/suppression";
import { ERASE_ERRORS, type ErasePersonInput } from "./schema";

// Erasing a person who is not a member (issue 31, DESIGN §13, decision 018): a right-to-erasure
// request by LinkedIn URL or e-mail. In every tenant, the persons it names go — and with them, by the
// schema's cascades, every member's facts, connections, co-occurrences and tags about them — and
// every lead of them, intro request through them, bookmark of a path through them and (by e-mail)
// invitation to them. A suppression entry (a hash, never the value) keeps later imports, lead adds
// and extension saves from bringing them back.

export type ErasureResult = { persons_removed: number; members_affected: number; suppressed: number };

export async function erasePerson(input: ErasePersonInput, actorId: string): Promise<ErasureResult> {
  const slug = "linkedin_url" in input ? canonicalLinkedinSlug(input.linkedin_url) : null;
  if ("linkedin_url" in input && !slug) throw ApiError.badRequest(ERASE_ERRORS.url, { linkedin_url: [ERASE_ERRORS.url] });
  const email = "email" in input ? normaliseEmail(input.email) : null;
  const result = await transaction(async (tx) => {
    if (email && (await erasure.memberWithEmail(tx, email))) throw ApiError.conflict(ERASE_ERRORS.member);
    const named = await erasure.personsNamed(tx, { slug, emailKey: email ? emailKey(email) : null, email });
    if (named.some((p) => p.member)) throw ApiError.conflict(ERASE_ERRORS.member);
    const personIds = named.map((p) => p.id);
    const slugs = [...new Set([slug, ...named.map((p) => p.slug)].filter((s): s is string => !!s))];
    const members = new Set(await erasure.membersTouching(tx, personIds));
    for (const m of await eraseLeadsAbout(tx, { personIds, slugs, email })) members.add(m);
    // Cached figures naming them (a best path's introducers and reason) go now, not at the refresh.
    await forgetFigures(tx, { userIds: [], personIds });
    await forgetStoredMaps(tx, { userIds: [], personIds });
    // Intro requests through them go too (their introducer would otherwise only be nulled).
    await deleteRequestsThrough(tx, personIds);
    const removed = await erasure.deletePersons(tx, personIds);
    // A member may have invited them to a team: the invitation holds the address.
    if (email) await forgetInvitationsTo(tx, { email });
    // The request's own key and every profile the erased persons had (an e-mail request also keeps
    // the person's LinkedIn profile out).
    const keys: SuppressionKey[] = slugs.map((s) => ({ kind: "slug", keyHash: erasure.slugSuppressionHash(s) }));
    if (email) keys.push({ kind: "email", keyHash: erasure.emailSuppressionHash(email) });
    await erasure.addSuppressions(tx, keys, actorId);
    // Every team that knew them: its figures are recomputed (the paths are read live already).
    for (const memberId of members) await emit(teamNetworkChanged, { memberId }, tx);
    return { persons_removed: removed, members_affected: members.size, suppressed: keys.length };
  });
  log.info("privacy.person_erased", { actorId, ...result });
  return result;
}
