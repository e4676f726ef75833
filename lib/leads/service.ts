import "server-only";
import { ApiError } from "@/lib/api/errors";
import { transaction, type DbOrTx } from "@/lib/db/transaction";
import { log } from "@/lib/log";
import { canonicalLinkedinSlug, companyKey, linkedinUrlFromSlug } from "@/lib/people/keys";
import { chargeForLead, chargeForRetarget } from "@/lib/credits/service";
import { addContact } from "@/lib/network/service";
import { listSharingTeamMemberIds } from "@/lib/collaborators/sharing";
import * as people from "@/lib/people/service";
import { LINKEDIN_URL_MESSAGE } from "@/lib/people/schema";
import { isPathIdFor } from "@/lib/paths/path-id";
import type { PathTarget } from "@/lib/paths/types";
import { scheduleLeadRefresh } from "./metrics-refresh";
import { canSubmitLead, LEAD_WITHOUT_URL_MESSAGE, type CreateLeadInput, type UnsyncedLead, type UpdateLeadInput } from "./schema";
import { pathTargetOf } from "./path-target";
import * as q from "./queries";

// Leads, lists, visits and bookmarks — their writes, and the lead as the engine's target (spec 001
// §2 'Pipeline', §3, §7; DESIGN §6.9). The reads that combine leads with their paths and intro
// requests are lib/pipeline's, above. Every call is scoped to the caller: another member's lead,
// list or bookmark answers 404.

export const DUPLICATE_LEAD_MESSAGE = "This lead is already in your pipeline";
export const DUPLICATE_LIST_MESSAGE = "List name already exists";

async function conflictOnDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (q.isUniqueViolation(error)) throw ApiError.conflict(DUPLICATE_LEAD_MESSAGE);
    throw error;
  }
}

/** The warm-path counts are a cache, computed in the background; queuing them must never fail the user's action. */
async function refreshQuietly(userId: string, leadId: string) {
  try {
    await scheduleLeadRefresh(userId, leadId);
  } catch (error) {
    log.warn("leads.metrics_refresh_failed", { leadId, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Whose facts the member reads: theirs and their collaborators' who share with them (DESIGN §1, issue 31). */
export async function viewerOf(userId: string): Promise<people.Viewer> {
  return { userId, teamIds: await listSharingTeamMemberIds(userId) };
}

/**
 * Adds a lead by its LinkedIn URL and charges 1 credit in the same transaction (DESIGN §6.9): with
 * no credit left nothing is written and the caller gets 402 with the server's message.
 */
export async function createLead(userId: string, input: CreateLeadInput, { crm = false }: { crm?: boolean } = {}) {
  const typed = { name: input.name?.trim() || "", company: input.company?.trim() || "", role: input.role?.trim() || "" };
  // A person erased by request is never a lead again (decision 018): the form, a CSV row, the CRM
  // and the extension all come through here, and each reports the reason.
  if (await people.isSuppressed({ linkedinUrl: input.linkedin_url, email: input.email })) throw new ApiError(422, "bad_request", people.SUPPRESSED_REASON);
  if (!input.linkedin_url?.trim()) return createLeadWithoutUrl(userId, input, typed, crm);
  const slug = canonicalLinkedinSlug(input.linkedin_url);
  if (!slug) throw ApiError.badRequest(LINKEDIN_URL_MESSAGE, { linkedin_url: [LINKEDIN_URL_MESSAGE] });
  const linkedinUrl = linkedinUrlFromSlug(slug);
  if (await q.findLeadByUrl(userId, linkedinUrl)) throw ApiError.conflict(DUPLICATE_LEAD_MESSAGE);

  // What the member's team knows of the person fills what the form left empty; never another tenant's facts.
  const personId = await people.upsertPersonBySlug(slug);
  const card = (await people.readPersonCards(await viewerOf(userId), [personId])).get(personId);
  // The unique (member, URL) index settles a race the check above cannot: the loser gets 409, not 500.
  const lead = await conflictOnDuplicate(() => transaction(async (tx) => {
    const company = typed.company || card?.company || "";
    const created = await q.insertLead(
      {
        userId,
        personId,
        name: typed.name || card?.name || people.displayName("", slug),
        company,
        companyKey: companyKey(company),
        role: typed.role || card?.role || "",
        linkedinUrl,
        email: input.email?.trim() || null,
        phoneNo: input.phone_no?.trim() || null,
        uploadType: crm ? "crm" : (input.upload_type ?? "manual"),
      },
      tx,
    );
    const listName = input.list_name?.trim();
    if (listName) {
      const list = (await q.findListByName(userId, listName, tx)) ?? (await q.insertList(userId, listName, tx)) ?? (await q.findListByName(userId, listName, tx));
      if (list) await q.linkLeads(list.id, [created.id], tx);
    }
    // A CRM import is not charged until the lead is first opened (DESIGN §6.9).
    if (!crm) await chargeForLead({ userId, leadId: created.id }, tx);
    return created;
  }));
  // The lead form's (or the CRM's) facts are the member's facts about the person (DESIGN §1: source "lead" / "crm").
  if (typed.name || typed.company || typed.role) {
    await people.fillTypedFacts(userId, crm ? "crm" : "lead", personId, { fullName: typed.name, company: typed.company, companyKey: companyKey(typed.company), title: typed.role });
  }
  await refreshQuietly(userId, lead.id);
  return { id: lead.id, name: lead.name };
}

/**
 * A lead typed without a LinkedIn URL (spec 001 §5's enable rule: name over 5 characters, company
 * and designation at least 3): no person node, reached through its company. The same member
 * naming the same person at the same company twice is a duplicate.
 */
async function createLeadWithoutUrl(userId: string, input: CreateLeadInput, typed: { name: string; company: string; role: string }, crm: boolean) {
  if (!canSubmitLead(typed)) throw ApiError.badRequest(LEAD_WITHOUT_URL_MESSAGE, { linkedin_url: [LEAD_WITHOUT_URL_MESSAGE] });
  const key = companyKey(typed.company);
  if (await q.findLeadByNameAndCompany(userId, typed.name, key)) throw ApiError.conflict(DUPLICATE_LEAD_MESSAGE);
  const lead = await transaction(async (tx) => {
    const created = await q.insertLead(
      {
        userId,
        personId: null,
        name: typed.name,
        company: typed.company,
        companyKey: key,
        role: typed.role,
        linkedinUrl: null,
        email: input.email?.trim() || null,
        phoneNo: input.phone_no?.trim() || null,
        uploadType: crm ? "crm" : (input.upload_type ?? "manual"),
      },
      tx,
    );
    if (!crm) await chargeForLead({ userId, leadId: created.id }, tx);
    return created;
  });
  await refreshQuietly(userId, lead.id);
  return { id: lead.id, name: lead.name };
}

/**
 * A contact from the member's CRM as a lead, uncharged until first opened. Already in the pipeline
 * (the same LinkedIn URL or e-mail) → "duplicate"; too little to find it by (no usable URL, and no
 * name, company and role to reach it through) → "invalid". Nothing is thrown for either: an import
 * counts them and goes on.
 */
export async function importCrmLead(
  userId: string,
  contact: { name: string; company: string; role: string; linkedinUrl: string; email: string },
): Promise<{ kind: "created"; id: string } | { kind: "duplicate" } | { kind: "invalid" } | { kind: "suppressed" }> {
  const email = contact.email.trim().toLowerCase();
  if (email && (await q.findLeadByEmail(userId, email))) return { kind: "duplicate" };
  const url = contact.linkedinUrl.trim() && canonicalLinkedinSlug(contact.linkedinUrl) ? contact.linkedinUrl.trim() : "";
  try {
    const lead = await createLead(userId, { name: contact.name, company: contact.company, role: contact.role, linkedin_url: url, email: email || undefined, upload_type: "manual" }, { crm: true });
    return { kind: "created", id: lead.id };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.message === people.SUPPRESSED_REASON) return { kind: "suppressed" };
    if (error instanceof ApiError && error.status === 409) return { kind: "duplicate" };
    if (error instanceof ApiError && error.status === 400) return { kind: "invalid" };
    throw error;
  }
}

/** A lead's metrics, recomputed in the background (its target's facts changed). */
export const refreshLeadQuietly = refreshQuietly;

/** The AI sort's order and factors (DESIGN §6.10), written by lib/pipeline's job onto the member's leads. */
export function writeScubaSort(updates: { id: string; order: number; factors: Record<string, unknown> }[]) {
  return q.writeScubaSort(updates);
}

/** The member's active leads as the AI sort ranks them: their targets and when they were added. */
export async function activeLeadsForSort(userId: string): Promise<(PathTarget & { createdAt: Date })[]> {
  return (await q.selectActiveLeads([userId])).map((lead) => ({ ...pathTargetOf(lead), createdAt: lead.createdAt }));
}
/**
 * GET v2/leads/unsynced: the member's leads (up to 500) whose person the team knows only from what
 * members typed (the lead form, a CRM, Add New Contact) — the ones the extension can enrich from
 * profile pages the member viewed.
 */
export async function listUnsyncedLeads(userId: string): Promise<UnsyncedLead[]> {
  const rows = await q.selectLeadsWithPerson(userId, 500);
  const known = await people.peopleWithProfileFacts(await viewerOf(userId), rows.map((r) => r.personId));
  return rows.filter((r) => !known.has(r.personId)).map((r) => ({ id: r.id, name: r.name, linkedin_url: r.linkedinUrl }));
}

export async function getLeadOrThrow(userId: string, leadId: string) {
  const row = await q.findLead(userId, leadId);
  if (!row) throw ApiError.notFound("Lead not found");
  return row;
}

/** The member's lead as the warm-path engine's target (404 for a lead that is not theirs). */
export async function getLeadTarget(userId: string, leadId: string): Promise<PathTarget> {
  return pathTargetOf((await getLeadOrThrow(userId, leadId)).lead);
}

/** The member's leads among `leadIds` as targets, by id; others' leads are simply absent. */
export async function leadTargets(userId: string, leadIds: string[]): Promise<Map<string, PathTarget>> {
  const rows = await q.findLeadsOfUser(userId, [...new Set(leadIds)]);
  return new Map(rows.map((lead) => [lead.id, pathTargetOf(lead)]));
}

/**
 * Opening a lead's paths (spec 001 §6): charges a lead that arrived uncharged (once — the charge is
 * idempotent per lead) and marks it visited, in one transaction. Out of credits → 402, nothing
 * marked. Returns the lead as the engine's target.
 */
export async function markLeadOpened(userId: string, leadId: string): Promise<PathTarget & { lead: { id: string; name: string } }> {
  const { lead } = await getLeadOrThrow(userId, leadId);
  await transaction(async (tx) => {
    await chargeForLead({ userId, leadId }, tx);
    await q.recordUnlock(userId, leadId, tx);
    await q.markVisited(userId, leadId, tx);
  });
  return { ...pathTargetOf(lead), lead: { id: lead.id, name: lead.name } };
}

/** Edit sends only changed fields (spec 001 §5); a new URL re-links the lead to its person. */
export async function updateLead(userId: string, leadId: string, patch: UpdateLeadInput & { status?: boolean }) {
  const { lead } = await getLeadOrThrow(userId, leadId);
  const values: Parameters<typeof q.updateLeadRow>[2] = {};
  let retarget: string | null = null;
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.company !== undefined) {
    values.company = patch.company;
    values.companyKey = companyKey(patch.company);
  }
  if (patch.role !== undefined) values.role = patch.role;
  if (patch.email !== undefined) values.email = patch.email || null;
  if (patch.phone_no !== undefined) values.phoneNo = patch.phone_no || null;
  if (patch.status !== undefined) values.status = patch.status;
  if (patch.linkedin_url !== undefined && patch.linkedin_url !== lead.linkedinUrl) {
    const slug = canonicalLinkedinSlug(patch.linkedin_url);
    if (!slug) throw ApiError.badRequest(LINKEDIN_URL_MESSAGE, { linkedin_url: [LINKEDIN_URL_MESSAGE] });
    const url = linkedinUrlFromSlug(slug);
    const other = await q.findLeadByUrl(userId, url);
    if (other && other.id !== leadId) throw ApiError.conflict(DUPLICATE_LEAD_MESSAGE);
    values.linkedinUrl = url;
    values.personId = await people.upsertPersonBySlug(slug);
    retarget = slug;
  }
  // Nothing changed (an empty edit): the lead as it is, not an empty UPDATE (found by fuzzing).
  if (!Object.keys(values).length) return lead;
  // A new URL is a new target: a lead already paid for pays for it in the same transaction as the
  // edit (issue 12 item 5), so one credit can never open the paths of any number of people.
  const updated = await conflictOnDuplicate(() =>
    transaction(async (tx) => {
      const row = await q.updateLeadRow(userId, leadId, values, tx);
      if (row && retarget) await chargeForRetarget({ userId, leadId, target: retarget }, tx);
      return row;
    }),
  );
  await refreshQuietly(userId, leadId);
  return updated!;
}

export async function deleteLeads(userId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if ((await q.countOwnedLeads(userId, unique)) !== unique.length) throw ApiError.notFound("Lead not found");
  return q.deleteLeadRows(userId, unique);
}

/** Move to network: the lead's person becomes a connection of the member; the lead stays. */
export async function moveLeadToNetwork(userId: string, leadId: string) {
  const { lead } = await getLeadOrThrow(userId, leadId);
  if (!lead.linkedinUrl) throw ApiError.badRequest("This lead has no LinkedIn URL");
  // The lead's name, company and role name the contact, as Add New Contact's typed fields do
  // (they fill only what the directory does not know of the person yet).
  const result = await addContact(userId, lead.linkedinUrl, { name: lead.name, company: lead.company, designation: lead.role });
  return { id: lead.id, created: result.created };
}

// ── bookmarks ────────────────────────────────────────────────────────────────────────────────

/** The member's bookmarked path ids of one lead. */
export async function bookmarkedPathIds(userId: string, leadId: string): Promise<Set<string>> {
  return new Set((await q.selectBookmarks(userId, leadId)).map((b) => b.pathId));
}

/** The member's latest bookmarks (home), newest first: lead and path ids. */
export async function latestBookmarks(userId: string, limit: number): Promise<{ leadId: string; pathId: string }[]> {
  return (await q.selectTopBookmarks(userId, limit)).map(({ bookmark }) => ({ leadId: bookmark.leadId, pathId: bookmark.pathId }));
}

export async function listBookmarks(userId: string, leadId: string) {
  await getLeadOrThrow(userId, leadId);
  const rows = await q.selectBookmarks(userId, leadId);
  return rows.map((b) => ({ path_id: b.pathId, bookmark: true, lead_id: b.leadId }));
}

/** Toggles a bookmark of a path the lead has now (no snapshot is kept: home reads it live). */
export async function toggleBookmark(userId: string, leadId: string, pathId: string) {
  const { lead } = await getLeadOrThrow(userId, leadId);
  const existing = await q.findBookmark(userId, leadId, pathId);
  if (existing) {
    await q.deleteBookmark(existing.id);
    return { path_id: pathId, lead_id: leadId, bookmark: false };
  }
  // No search here: the bookmark is shown from live data, and one that names no live path shows as
  // no longer available. Only the shape is checked (a path to this lead's target).
  if (!isPathIdFor(pathId, lead.personId ?? lead.id)) throw ApiError.notFound("Path not found");
  await q.insertBookmark(userId, leadId, pathId);
  return { path_id: pathId, lead_id: leadId, bookmark: true };
}

// ── lists ────────────────────────────────────────────────────────────────────────────────────

export function getLists(userId: string) {
  return q.selectLists(userId);
}

export async function createList(userId: string, name: string) {
  const row = await q.insertList(userId, name);
  if (!row) throw ApiError.badRequest(DUPLICATE_LIST_MESSAGE);
  return { id: row.id, name: row.name };
}

export async function renameList(userId: string, listId: string, name: string) {
  if (!(await q.findList(userId, listId))) throw ApiError.notFound("List not found");
  const same = await q.findListByName(userId, name);
  if (same && same.id !== listId) throw ApiError.badRequest(DUPLICATE_LIST_MESSAGE);
  const row = await q.renameList(userId, listId, name);
  return { id: row!.id, name: row!.name };
}

export async function deleteList(userId: string, listId: string, type: "default" | "all") {
  if (!(await q.findList(userId, listId))) throw ApiError.notFound("List not found");
  await q.deleteList(userId, listId, type === "all");
}

export async function addLeadsToList(userId: string, listId: string, leadIds: string[]) {
  if (!(await q.findList(userId, listId))) throw ApiError.notFound("List not found");
  const unique = [...new Set(leadIds)];
  if ((await q.countOwnedLeads(userId, unique)) !== unique.length) throw ApiError.notFound("Lead not found");
  await q.linkLeads(listId, unique);
}

export async function removeLeadsFromList(userId: string, listId: string, leadIds: string[]) {
  if (!(await q.findList(userId, listId))) throw ApiError.notFound("List not found");
  return q.unlinkLeads(listId, [...new Set(leadIds)]);
}


/**
 * A right-to-erasure request (decision 018): every member's leads about the person and the bookmarks
 * of paths through them go, in every tenant. Returns the members concerned.
 */
export function eraseLeadsAbout(tx: DbOrTx, by: { personIds: string[]; slugs: string[]; email: string | null }): Promise<string[]> {
  return q.deleteLeadsAbout(tx, { personIds: by.personIds, urls: by.slugs.map(linkedinUrlFromSlug), email: by.email });
}

/** Drops cached figures that may show erased data (see queries/erasure.ts); the queued refresh writes them again. */
export function forgetFigures(tx: DbOrTx, by: { userIds: string[]; personIds: string[] }): Promise<void> {
  return q.deleteFiguresOf(tx, by);
}
