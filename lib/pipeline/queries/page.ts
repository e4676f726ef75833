import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { introRequests, leadPipelineLists, leads, relationMetrics } from "@/lib/db/schema";
import { escapeLike } from "@/lib/db/like";
import { OPEN_STATUSES } from "@/lib/intros/status";
import { STRING_FIELDS, orderEntries, type LeadWhere, type ListLeadsQuery, type OrderField } from "@/lib/leads/list-leads";
import type { LeadRow, RelationMetricsTarget } from "../types";

// The pipeline list (a read model over leads, their lists, relation_metrics and intro requests, the
// tables of the rooms below): the allow-listed where/order language compiled to SQL, one page of
// leads, their latest metrics and lists, and the row shape the client reads.

const stringColumns = {
  name: leads.name,
  company: leads.company,
  role: leads.role,
  linkedin_url: leads.linkedinUrl,
  email: leads.email,
} as const;
const boolColumns = { is_active: leads.isActive, has_visited: leads.hasVisited, status: leads.status } as const;
const dateColumns = { visited_at: leads.visitedAt, created_at: leads.createdAt } as const;

function textArray(values: string[]) {
  return sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
}

/** Compiles the allow-listed where tree (already validated by zod) into bound SQL. */
export function compileWhere(where: LeadWhere): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const field of STRING_FIELDS) {
    const op = where[field];
    if (!op) continue;
    const col = stringColumns[field];
    if (op.contains !== undefined && op.contains !== "") parts.push(ilike(col, `%${escapeLike(op.contains)}%`));
    if (op.equals !== undefined) parts.push(eq(col, op.equals));
    if (op.in) parts.push(op.in.length ? inArray(col, op.in) : sql`false`);
  }
  for (const [field, col] of Object.entries(boolColumns) as [keyof typeof boolColumns, (typeof boolColumns)[keyof typeof boolColumns]][]) {
    const op = where[field];
    if (op === undefined) continue;
    parts.push(eq(col, typeof op === "boolean" ? op : op.equals));
  }
  for (const [field, col] of Object.entries(dateColumns) as [keyof typeof dateColumns, (typeof dateColumns)[keyof typeof dateColumns]][]) {
    const op = where[field];
    if (op === undefined) continue;
    parts.push(op === null ? isNull(col) : isNotNull(col));
  }
  if (where.id) parts.push(idCondition(leads.id, where.id));
  if (where.lead_pipeline_list) {
    const cond = idCondition(leadPipelineLists.pipelineListId, where.lead_pipeline_list.some.pipeline_list_id);
    parts.push(
      sql`exists (select 1 from ${leadPipelineLists} where ${leadPipelineLists.leadId} = ${leads.id} and ${cond})`,
    );
  }
  if (where.relation_metrics) {
    const rm = where.relation_metrics;
    const tagConds: SQL[] = [];
    if (rm.start_tags?.has_some.length) tagConds.push(sql`${relationMetrics.startTags} ?| ${textArray(rm.start_tags.has_some)}`);
    if (rm.middle_tags?.has_some.length) tagConds.push(sql`${relationMetrics.middleTags} ?| ${textArray(rm.middle_tags.has_some)}`);
    if (rm.end_tags?.has_some.length) tagConds.push(sql`${relationMetrics.endTags} ?| ${textArray(rm.end_tags.has_some)}`);
    if (rm.direct_start_tags?.has_some.length) tagConds.push(sql`${relationMetrics.directStartTags} ?| ${textArray(rm.direct_start_tags.has_some)}`);
    if (rm.direct_end_tags?.has_some.length) tagConds.push(sql`${relationMetrics.directEndTags} ?| ${textArray(rm.direct_end_tags.has_some)}`);
    if (rm.direct_count !== undefined) tagConds.push(sql`${relationMetrics.directCount} > 0`);
    if (tagConds.length)
      parts.push(
        sql`exists (select 1 from ${relationMetrics} where ${relationMetrics.leadId} = ${leads.id} and ${relationMetrics.isLatest} and ${and(...tagConds)})`,
      );
  }
  if (where.intro_request?.open) {
    // The member's own requests only: a teammate's request on the same person is not this lead's.
    parts.push(
      sql`exists (select 1 from ${introRequests} where ${introRequests.leadId} = ${leads.id} and ${introRequests.requesterId} = ${leads.userId} and ${inArray(introRequests.status, [...OPEN_STATUSES])})`,
    );
  }
  if (where.AND?.length) parts.push(and(...where.AND.map(compileWhere)));
  if (where.OR?.length) parts.push(or(...where.OR.map((w) => compileWhere(w) ?? sql`true`)));
  const present = parts.filter(Boolean) as SQL[];
  return present.length ? and(...present) : undefined;
}

function idCondition(col: typeof leads.id | typeof leadPipelineLists.pipelineListId, op: string | { equals?: string; in?: string[] }): SQL {
  if (typeof op === "string") return eq(col, op);
  const parts: SQL[] = [];
  if (op.equals) parts.push(eq(col, op.equals));
  if (op.in) parts.push(op.in.length ? inArray(col, op.in) : sql`false`);
  return parts.length ? and(...parts)! : sql`true`;
}

/** A figure of the lead's latest metrics, 0 before they are computed. */
const latestFigure = (column: typeof relationMetrics.totalPath | typeof relationMetrics.bestScore) =>
  sql<number>`coalesce((select ${column} from ${relationMetrics} where ${relationMetrics.leadId} = ${leads.id} and ${relationMetrics.isLatest} order by ${relationMetrics.computedAt} desc limit 1), 0)`;

export function orderColumn(field: OrderField) {
  switch (field) {
    case "total_path":
      return latestFigure(relationMetrics.totalPath);
    case "best_score":
      return latestFigure(relationMetrics.bestScore);
    case "name":
      return leads.name;
    case "company":
      return leads.company;
    case "role":
      return leads.role;
    case "created_at":
      return leads.createdAt;
    case "visited_at":
      return leads.visitedAt;
    case "has_visited":
      return leads.hasVisited;
    case "scuba_sort_order":
      return leads.scubaSortOrder;
    case "sort_order":
      return leads.sortOrder;
  }
}

export async function selectLeadPage(userId: string, q: ListLeadsQuery) {
  const where = and(eq(leads.userId, userId), compileWhere(q.where));
  const orderBy = orderEntries(q.order).map(([f, dir]) => {
    const col = orderColumn(f);
    // Nulls last either way: an unranked or never-visited lead belongs at the end.
    return dir === "asc" ? sql`${col} asc nulls last` : sql`${col} desc nulls last`;
  });
  return selectPage(where, orderBy, q);
}

export async function selectLatestMetrics(leadIds: string[]): Promise<Map<string, RelationMetricsTarget>> {
  const map = new Map<string, RelationMetricsTarget>();
  if (!leadIds.length) return map;
  const rows = await db
    .select()
    .from(relationMetrics)
    .where(and(inArray(relationMetrics.leadId, leadIds), eq(relationMetrics.isLatest, true)))
    .orderBy(desc(relationMetrics.computedAt));
  for (const r of rows) {
    if (map.has(r.leadId)) continue;
    map.set(r.leadId, {
      type: r.type,
      is_latest: r.isLatest,
      source_link: null,
      total_path: r.totalPath,
      best_path: r.bestPath ?? null,
      strength_counts: r.strengthCounts,
      start_tags: r.startTags,
      middle_tags: r.middleTags,
      end_tags: r.endTags,
      direct_count: r.directCount,
      direct_start_tags: r.directStartTags,
      direct_end_tags: r.directEndTags,
    });
  }
  return map;
}

export async function selectListLinks(leadIds: string[]) {
  if (!leadIds.length) return [];
  return db.select().from(leadPipelineLists).where(inArray(leadPipelineLists.leadId, leadIds));
}

/** The lead's person as the owner's team knows it (lib/people cards), when the lead has one. */
export type LeadPersonFacts = { slug: string | null; picture: string | null; entityUrn: string | null };

export function toLeadRow(
  lead: typeof leads.$inferSelect,
  person: LeadPersonFacts | null,
  metrics: RelationMetricsTarget | undefined,
  lists: string[],
): LeadRow {
  return {
    id: lead.id,
    user_id: lead.userId,
    is_active: lead.isActive,
    name: lead.name,
    company: lead.company,
    role: lead.role,
    linkedin_url: lead.linkedinUrl,
    email: lead.email,
    phone_no: lead.phoneNo,
    status: lead.status,
    has_visited: lead.hasVisited,
    visited_at: lead.visitedAt?.toISOString() ?? null,
    created_at: lead.createdAt.toISOString(),
    scuba_sort_order: lead.scubaSortOrder,
    scuba_sort_factors: lead.scubaSortFactors ?? null,
    sort_order: lead.sortOrder,
    upload_type: lead.uploadType,
    connected_user: person ? (person.entityUrn ?? person.slug) : null,
    linkedin_user: person
      ? { profile: person.picture, entity_urn: person.entityUrn ?? person.slug, relation_metrics_target: metrics ? [metrics] : [] }
      : { profile: null, entity_urn: null, relation_metrics_target: metrics ? [metrics] : [] },
    user_tags_v2: lead.status ? [{ tag: "Customer", colour: "#16A34A" }] : [],
    lead_pipeline_list: lists.map((pipeline_list_id) => ({ pipeline_list_id })),
    intro_status: null,
    figures_pending: false,
  };
}

/** Distinct tags of the member's latest metrics, for the relation filter's options. */
export async function selectRelationTagValues(userId: string) {
  const rows = await db
    .select({
      start: relationMetrics.startTags,
      middle: relationMetrics.middleTags,
      end: relationMetrics.endTags,
      directStart: relationMetrics.directStartTags,
      directEnd: relationMetrics.directEndTags,
    })
    .from(relationMetrics)
    .innerJoin(leads, eq(leads.id, relationMetrics.leadId))
    .where(and(eq(leads.userId, userId), eq(relationMetrics.isLatest, true)));
  const uniq = (lists: string[][]) => [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b));
  return {
    start: uniq(rows.map((r) => r.start)),
    middle: uniq(rows.map((r) => r.middle)),
    end: uniq(rows.map((r) => r.end)),
    direct_start: uniq(rows.map((r) => r.directStart)),
    direct_end: uniq(rows.map((r) => r.directEnd)),
  };
}

/** One page of leads in the given order (newest, then id, breaks ties), and how many match. */
export async function selectPage(where: SQL | undefined, orderBy: SQL[], q: { skip: number; limit: number }) {
  const rows = await db
    .select({ lead: leads })
    .from(leads)
    .where(where)
    .orderBy(...orderBy, desc(leads.createdAt), asc(leads.id))
    .offset(q.skip)
    .limit(q.limit);
  const [total] = await db.select({ n: count() }).from(leads).where(where);
  return { rows, count: total?.n ?? 0 };
}
