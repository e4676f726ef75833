import "server-only";
import { ApiError } from "@/lib/api/errors";
import { createLead, getLeadOrThrow, listUnsyncedLeads, refreshLeadQuietly } from "@/lib/leads/service";
import { addContact } from "@/lib/network/service";
import { canonicalLinkedinSlug, companyKey } from "@/lib/people/keys";
import { LINKEDIN_URL_MESSAGE } from "@/lib/people/schema";
import { isSuppressed, saveExtensionFacts, SUPPRESSED_REASON } from "@/lib/people/service";
import { parseDateRange, yearsOf } from "./dates";
import type { UnsyncedLead } from "@/lib/leads/schema";
import type { ExtensionProfile } from "./schema";
import { EXTENSION_TEXTS } from "./constants";

// The browser extension (issue 16): what it read on a LinkedIn profile page the member viewed
// becomes that member's facts about the person (source "extension", DESIGN §1) — never anyone
// else's — and, at the member's click, a lead or a connection of theirs.

function slugOf(url: string): string {
  const slug = canonicalLinkedinSlug(url);
  if (!slug) throw ApiError.badRequest(LINKEDIN_URL_MESSAGE, { linkedin_url: [LINKEDIN_URL_MESSAGE] });
  return slug;
}

async function saveFacts(userId: string, slug: string, p: ExtensionProfile): Promise<string> {
  // A person erased by request (decision 018): nothing of them is saved, the extension shows the reason.
  if (await isSuppressed({ slug })) throw new ApiError(422, "bad_request", SUPPRESSED_REASON);
  return saveExtensionFacts(userId, slug, {
    fullName: p.name,
    headline: p.headline,
    positions: p.positions
      .filter((x) => x.company || x.title)
      .map((x) => ({ company: x.company, companyKey: companyKey(x.company), title: x.title, ...parseDateRange(x.dates) })),
    schools: p.educations.map((x) => ({ school: x.school, schoolKey: companyKey(x.school), degree: x.degree, ...yearsOf(x.dates) })),
  });
}

/** The current (first listed) position: what a lead's company and role default to. */
function currentRole(p: ExtensionProfile) {
  const now = p.positions.find((x) => parseDateRange(x.dates).isCurrent) ?? p.positions[0];
  return { company: now?.company ?? "", role: now?.title ?? "" };
}

/** 'Save to my network': the facts, and the person as the member's connection. */
export async function saveToNetwork(userId: string, p: ExtensionProfile) {
  const slug = slugOf(p.linkedin_url);
  await saveFacts(userId, slug, p);
  const { company, role } = currentRole(p);
  await addContact(userId, p.linkedin_url, { name: p.name, company, designation: role });
  return { saved: true, message: EXTENSION_TEXTS.savedToNetwork };
}

/** 'Add as lead': the facts, then the lead (1 credit, 402 without one; 409 when already a lead). */
export async function addAsLead(userId: string, p: ExtensionProfile) {
  const slug = slugOf(p.linkedin_url);
  await saveFacts(userId, slug, p);
  const { company, role } = currentRole(p);
  const lead = await createLead(userId, { linkedin_url: p.linkedin_url, name: p.name, company, role, upload_type: "manual" });
  return { id: lead.id, name: lead.name };
}

export function unsyncedLeads(userId: string): Promise<UnsyncedLead[]> {
  return listUnsyncedLeads(userId);
}

/** POST v2/leads/sync?id: the lead's profile as the extension knows it; its paths are recomputed. */
export async function syncLead(userId: string, leadId: string, p: ExtensionProfile) {
  const { lead } = await getLeadOrThrow(userId, leadId);
  const slug = slugOf(p.linkedin_url);
  if (!lead.linkedinUrl || canonicalLinkedinSlug(lead.linkedinUrl) !== slug) throw ApiError.badRequest(EXTENSION_TEXTS.notThisLead);
  await saveFacts(userId, slug, p);
  await refreshLeadQuietly(userId, leadId);
  return { id: leadId, synced: true };
}
