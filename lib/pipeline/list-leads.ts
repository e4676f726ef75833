import "server-only";
import { furthestIntroStatuses } from "@/lib/intros/service";
import { viewerOf } from "@/lib/leads/service";
import { toAdminRow, type ListLeadsAdminQuery } from "@/lib/leads/admin";
import type { ListLeadsQuery } from "@/lib/leads/list-leads";
import { readPersonCards } from "@/lib/people/service";
import * as q from "./queries";
import type { LeadPage, LeadRow } from "./types";

// The pipeline's list (spec 001 §3 `POST /v1/list-leads`): the member's leads with what the rooms
// below know of each — the latest warm-path figures, the lists, the furthest intro request status,
// the person as the member's team knows them.

export async function listLeads(userId: string, query: ListLeadsQuery): Promise<LeadPage> {
  const { rows, count } = await q.selectLeadPage(userId, query);
  const ids = rows.map((r) => r.lead.id);
  const [metrics, links, intros] = await Promise.all([
    query.include.relation_metrics !== false ? q.selectLatestMetrics(ids) : new Map(),
    query.include.lists !== false ? q.selectListLinks(ids) : [],
    furthestIntroStatuses(userId, ids),
  ]);
  const cards = await readPersonCards(await viewerOf(userId), rows.flatMap((r) => (r.lead.personId ? [r.lead.personId] : [])));
  const data = rows.map(({ lead }) => {
    const card = lead.personId ? cards.get(lead.personId) : undefined;
    const row = q.toLeadRow(
      lead,
      card ? { slug: card.slug, picture: card.picture, entityUrn: card.entityUrn } : null,
      metrics.get(lead.id),
      links.filter((l) => l.leadId === lead.id).map((l) => l.pipelineListId),
    );
    row.intro_status = intros.get(lead.id) ?? null;
    return pick(row, query.select);
  });
  return { data, count };
}

function pick(row: LeadRow, select: ListLeadsQuery["select"]): Partial<LeadRow> {
  if (!select) return row;
  const keys = Object.entries(select).filter(([, v]) => v).map(([k]) => k);
  if (!keys.length) return row;
  // The include blocks ride along with any selection; id always does, so rows stay addressable.
  const out: Record<string, unknown> = {
    id: row.id,
    linkedin_user: row.linkedin_user,
    user_tags_v2: row.user_tags_v2,
    lead_pipeline_list: row.lead_pipeline_list,
    intro_status: row.intro_status,
  };
  for (const k of keys) out[k] = row[k as keyof LeadRow];
  return out as Partial<LeadRow>;
}

/** The relation filter's options: the distinct tags of the member's latest metrics. */
export function relationTagValues(userId: string) {
  return q.selectRelationTagValues(userId);
}

/** `POST /v1/list-leads-admin`: every member's leads through the same language (superadmin only; lib/admin calls it). */
export async function listLeadsAdmin(query: ListLeadsAdminQuery) {
  const { rows, count } = await q.selectLeadPageAllUsers(query, query.distinct);
  return { data: rows.map((r) => toAdminRow(r.lead)), count };
}
