import "server-only";
import { ApiError } from "@/lib/api/errors";
import { listSharingTeamMemberIds, teamView } from "@/lib/collaborators/sharing";
import { emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { calendarTag, emailTag, FALLBACK_TAG_COLOUR, monthsBetween, SYSTEM_TAGS } from "@/lib/tags/system-tags";
import { upsertContactBatch } from "./import-queries";
import { connectionLimit, latestImportJob, LIMIT_MESSAGE } from "./import-service";
import { splitName } from "./import-types";
import { canonicalLinkedinSlug, companyKey, linkedinUrlFromSlug } from "@/lib/people/keys";
import * as people from "@/lib/people/service";
import * as q from "./queries";
import { LINKEDIN_URL_MESSAGE } from "@/lib/people/schema";
import type { ConnectionTag, ListConnectionsInput, NetworkConnection, UploadStatus, UploadSummary } from "./schema";

/** The member's own connection to a person (the person panel): counts and dates are theirs to see. */
export async function myConnectionTo(userId: string, personId: string) {
  const row = await q.findOwnConnection(userId, personId);
  if (!row) return null;
  return {
    emails: row.emailCount,
    meetings: row.meetingCount,
    last_interaction_at: row.lastInteractionAt?.toISOString() ?? null,
    connected_on: row.connectedOn,
    sources: row.sources,
  };
}

/** How many people the member's own network holds (the account menu and the lead guards read it). */
export async function countConnections(userId: string): Promise<number> {
  return q.countOwnConnections(userId);
}

/** The tags a connection's own data gives it, aged as a path's are (lib/tags/system-tags.ts `tiersDropped`). */
function derivedTags(userId: string, c: { sources: string[]; emailCount: number; meetingCount: number; personId: string; lastInteractionAt: Date | null }): ConnectionTag[] {
  const out: ConnectionTag[] = [];
  const push = (t: { id: string; tag: string; tag_colour: string } | null) => {
    if (t) out.push({ id: `${t.id}:${c.personId}`, tag_id: t.id, tag: t.tag, colour: t.tag_colour, status: "system", user_id: userId, evidence: null });
  };
  const since = monthsBetween(c.lastInteractionAt?.toISOString().slice(0, 10), new Date().toISOString().slice(0, 10));
  push(calendarTag(c.meetingCount, since));
  push(emailTag(c.emailCount, since));
  if (c.sources.includes("linkedin")) push(SYSTEM_TAGS.linkedinConnection);
  return out;
}

/**
 * The member's network page: their edges, their extended networks' and their collaborators' (the
 * team network, DESIGN §5), as the `query` filter chooses. Private edge fields (e-mail, phone,
 * interaction counts and time) only on the member's own and extended-network rows; a collaborator's
 * row shows the person, the collaborator's name and the relationship tags a path would show.
 */
export async function listConnections(userId: string, input: ListConnectionsInput): Promise<{ data: NetworkConnection[]; count: number }> {
  // The team as the member may see it (issue 31): collaborators who paused are left out, a
  // collaborator's private rows are not listed, and only those who share their tags show them.
  const { sharing: teamIds, tagSharing } = await teamView(userId);
  const { rows, total } = await q.findConnections(userId, teamIds, tagSharing, input);
  const personIds = [...new Set(rows.map((r) => r.p.id))];
  const showsTags = new Set([userId, ...tagSharing]);
  const tagOwners = [...new Set(rows.map((r) => r.c.ownerUserId ?? r.ext?.uploadedBy ?? userId))].filter((o) => showsTags.has(o));
  // Facts as the member's team supplied them, never another tenant's (DESIGN §1, §4).
  const viewer = { userId, teamIds };
  const [cards, exps, edus, tagRows] = await Promise.all([
    people.readPersonCards(viewer, personIds),
    people.readExperiences(viewer, personIds),
    people.readEducations(viewer, personIds),
    q.findUserTags(userId, tagOwners, personIds),
  ]);
  const data = rows.map(({ c, p: { id: personId, slug }, ext, owner }): NetworkConnection => {
    const tagOwner = c.ownerUserId ?? ext?.uploadedBy ?? userId;
    const mine = tagOwner === userId;
    const card = cards.get(personId);
    const p = { id: personId, slug, firstName: card?.firstName ?? null, picture: card?.picture ?? null, entityUrn: card?.entityUrn ?? null, headline: card?.headline ?? null };
    const fullName = card?.name ?? people.displayName("", slug);
    return {
      id: c.id,
      user: c.ownerUserId,
      connected_user: p.id,
      network: !mine ? "users" : c.extendedNetworkId ? "portfolio" : "base",
      extended_network: c.extendedNetworkId && ext?.id ? { id: ext.id, name: ext.name } : null,
      team_member: !mine && owner?.id ? { id: owner.id, name: owner.name } : null,
      connected_li_user: {
        full_name: fullName,
        first_name: p.firstName,
        profile: p.picture,
        entity_urn: p.entityUrn,
        linkedin_url: p.slug ? linkedinUrlFromSlug(p.slug) : null,
        headline: p.headline,
        experience: exps
          .filter((e) => e.person_id === p.id)
          .map((e) => ({ title: e.title, company: e.company, from_work: e.from_date, to_work: e.to_date, sort_order: e.sort_order, is_current: e.is_current })),
        education: edus.filter((e) => e.person_id === p.id).map((e) => ({ school: e.school, degree: e.degree, from_year: e.from_year, to_year: e.to_year })),
        user_tags_v2: [
          ...tagRows
            .filter((r) => r.ut.personId === p.id && r.ut.ownerUserId === tagOwner)
            .map(
              (r): ConnectionTag => ({
                id: r.ut.id,
                tag_id: r.t.id,
                tag: r.t.tag,
                colour: r.t.tagColour || FALLBACK_TAG_COLOUR,
                status: r.ut.status as "accepted" | "suggested",
                user_id: tagOwner,
                // A collaborator's evidence speaks of them ("you worked at …") and of their history.
                evidence: mine ? r.ut.evidence : null,
              }),
            ),
          ...derivedTags(tagOwner, c),
        ],
      },
      li_user: { first_name: p.firstName ?? fullName.split(" ")[0] ?? "" },
      sources: c.sources,
      connected_on: c.connectedOn,
      email_address: mine ? c.emailAddress : null,
      phone: mine ? c.phone : null,
      email_count: mine ? c.emailCount : null,
      meeting_count: mine ? c.meetingCount : null,
      last_interaction_at: mine ? (c.lastInteractionAt?.toISOString() ?? null) : null,
      private: c.private,
    };
  });
  return { data, count: total };
}

export async function lookupExperience(userId: string, input: { field: "company" | "title"; search: string; limit: number }) {
  return q.findExperienceValues(userId, await listSharingTeamMemberIds(userId), input.field, input.search, input.limit);
}

export async function deleteConnections(userId: string, ids: string[]) {
  const rows = await q.deleteConnections(userId, ids);
  if (!rows.length) throw ApiError.notFound("Connection not found");
  await emit(teamNetworkChanged, { memberId: userId });
  return rows.length;
}

/**
 * Add New Contact: one LinkedIn profile by URL. The name, company and designation the member typed
 * fill the person where nothing is known yet; without a typed name the slug gives one, so a
 * contact is never nameless while its profile facts have not arrived.
 */
export async function addContact(userId: string, linkedinUrl: string, typed: { name?: string; company?: string; designation?: string } = {}) {
  const slug = canonicalLinkedinSlug(linkedinUrl);
  if (!slug) throw ApiError.badRequest(LINKEDIN_URL_MESSAGE);
  // A person erased by request stays out of every network (decision 018).
  if (await people.isSuppressed({ slug })) throw new ApiError(422, "bad_request", people.SUPPRESSED_REASON);
  const limit = await connectionLimit(userId);
  const current = await countConnections(userId);
  const res = await upsertContactBatch({ userId }, userId, "manual", [
    { line: 1, slug, email: null, phone: null, firstName: "", lastName: "", fullName: "", company: "", position: "", connectedOn: null },
  ]).then(async (r) => {
    if (limit !== null && r.created > 0 && current + 1 > limit) {
      await q.deleteConnectionsByPerson(userId, r.personIds);
      throw ApiError.tooManyRequests(3600, LIMIT_MESSAGE);
    }
    return r;
  });
  const fullName = people.displayName(typed.name, slug);
  const company = typed.company?.trim() ?? "";
  await people.fillTypedFacts(userId, "manual", res.personIds[0]!, { fullName, ...splitName(fullName), company, companyKey: companyKey(company), title: typed.designation?.trim() ?? "" });
  await emit(teamNetworkChanged, { memberId: userId });
  return { connected_user: res.personIds[0]!, created: res.created > 0 };
}

export async function uploadStatus(userId: string): Promise<UploadStatus> {
  const [job, total, interactions] = await Promise.all([latestImportJob(userId), countConnections(userId), q.countInteractionPeople(userId)]);
  const finished = job && (job.status === "done" || job.status === "failed");
  const jobTotal = job?.total ?? 0;
  const completed = finished ? jobTotal : (job?.completed ?? 0);
  const result = (job?.result ?? {}) as UploadSummary;
  return {
    linkedin: {
      total: jobTotal,
      completed,
      pending: jobTotal - completed,
      status: job?.status ?? null,
      job_id: job?.id ?? null,
      rows: result.rows,
      imported: result.imported,
      created: result.created,
      merged: result.merged,
      skipped: result.skipped,
      skipped_count: result.skipped_count,
      skipped_by_reason: result.skipped_by_reason,
      error: job?.status === "failed" ? job.error : null,
    },
    gmail: { total: interactions.email, completed: interactions.email, pending: 0 },
    calendar: { total: interactions.meeting, completed: interactions.meeting, pending: 0 },
    connections: { total },
  };
}

export async function listExtendedNetworks(userId: string) {
  const rows = await q.findExtendedNetworks(userId);
  return rows.map((r) => ({ id: r.id, name: r.name, owner_person_id: r.owner_person_id, linkedin_url: r.linkedin_slug ? linkedinUrlFromSlug(r.linkedin_slug) : null, connections: r.connections, created_at: r.created_at }));
}

/** How many people each owner (member or extended network) brings into a team network (issue 29's connectors). */
export async function peopleByOwner(viewerId: string, userIds: string[], extendedNetworkIds: string[]): Promise<Map<string, number>> {
  const { byUser, byExt } = await q.countPeopleByOwner(viewerId, userIds, extendedNetworkIds);
  return new Map([...byUser, ...byExt].filter((r) => r.owner).map((r) => [r.owner!, Number(r.n)]));
}
