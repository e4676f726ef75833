import "server-only";
import { z } from "zod";
import { enqueueJob } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { canonicalLinkedinSlug, companyKey } from "@/lib/people/keys";
import * as people from "@/lib/people/service";
import { listTeamMemberIds } from "@/lib/collaborators/service";
import { refreshLeadMetrics } from "@/lib/paths/service";
import { listLeadsSchema } from "./list-leads";
import { pathTargetOf } from "./path-target";
import * as q from "./queries";

// Superadmin views of every member's leads (spec 001 §7 `POST /v1/list-leads-admin`,
// `GET v2/leads/leads-company`, `DELETE /v2/leads/refresh-lead`). Only lib/admin's routes call
// these, behind the superadmin gate; members' own calls stay in service.ts, scoped to the caller.

export const listLeadsAdminSchema = listLeadsSchema.extend({
  // Prisma-style `distinct: ["company"]` as the spec's client sends it, or a single field.
  distinct: z
    .union([z.enum(["company", "name"]), z.array(z.enum(["company", "name"])).max(1)])
    .optional()
    .transform((d) => (Array.isArray(d) ? d[0] : d)),
});
export type ListLeadsAdminQuery = z.output<typeof listLeadsAdminSchema>;

export type AdminLeadRow = {
  id: string;
  user_id: string;
  name: string;
  company: string;
  role: string;
  linkedin_url: string | null;
  is_active: boolean;
  created_at: string;
};

type Lead = Awaited<ReturnType<typeof q.selectActiveLeadsAfter>>[number];

export function toAdminRow(lead: Lead): AdminLeadRow {
  return {
    id: lead.id,
    user_id: lead.userId,
    name: lead.name,
    company: lead.company,
    role: lead.role,
    linkedin_url: lead.linkedinUrl,
    is_active: lead.isActive,
    created_at: lead.createdAt.toISOString(),
  };
}

export async function listLeadCompanies(input: { search?: string; skip: number; limit: number }) {
  const { rows, count } = await q.selectLeadCompanies(input);
  return { data: rows.map((r) => ({ id: r.id, company: r.company })), count };
}

/**
 * Walks every active lead (of the given companies, if any) in company order, a page at a time, so a
 * report over many leads never holds them all in memory.
 */
export async function* iterateActiveLeads(companies: string[], pageSize = 200): AsyncGenerator<AdminLeadRow> {
  let after: { company: string; id: string } | null = null;
  for (;;) {
    const page = await q.selectActiveLeadsAfter({ after, companies, limit: pageSize });
    for (const lead of page) yield toAdminRow(lead);
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { company: last.company, id: last.id };
  }
}

export const REFRESH_LEADS_JOB = "leads.admin-refresh";

/**
 * Queues a refresh of the chosen leads (by id) and of every lead of the chosen companies. The
 * work runs in the background job below; the answer says how many leads were queued.
 */
export async function queueLeadRefresh(input: { leadIds: string[]; companies: string[]; actorId: string }) {
  const found = await q.selectLeadsByIdsOrCompanies(input.leadIds, input.companies);
  const ids = found.map((l) => l.id);
  if (ids.length) await enqueueJob({ kind: REFRESH_LEADS_JOB, userId: input.actorId, payload: { leadIds: ids }, total: ids.length });
  return { leads: ids.length };
}

/**
 * Re-derives each lead's person link (from its LinkedIn URL) and company key, fills empty name,
 * company and role from the facts its owner's team supplied, then recomputes its warm-path metrics.
 */
export async function refreshLeadsNow(leadIds: string[], progress?: (done: number) => Promise<void>) {
  let done = 0;
  for (const lead of await q.selectLeadsByIdsOrCompanies(leadIds, [])) {
    const slug = lead.linkedinUrl ? canonicalLinkedinSlug(lead.linkedinUrl) : null;
    const personId = slug ? await people.upsertPersonBySlug(slug) : lead.personId;
    const card = personId
      ? (await people.readPersonCards({ userId: lead.userId, teamIds: await listTeamMemberIds(lead.userId) }, [personId])).get(personId)
      : undefined;
    const company = lead.company || card?.company || "";
    const values = { personId, name: lead.name || card?.name || "", company, companyKey: companyKey(company), role: lead.role || card?.role || "" };
    await q.updateLeadById(lead.id, values);
    await refreshLeadMetrics({ userId: lead.userId, target: pathTargetOf({ ...lead, ...values }) });
    done++;
    if (progress) await progress(done);
  }
  log.info("leads.admin_refreshed", { leads: done });
  return done;
}
