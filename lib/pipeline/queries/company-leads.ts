import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { leads, relationMetrics } from "@/lib/db/schema";
import type { BestPath } from "@/lib/paths/types";

// The member's active leads at one company key, with their latest figures' best path (issue 29's
// company page): the same columns the pipeline's list reads, for one company.

export type CompanyLeadRow = {
  id: string;
  personId: string | null;
  name: string;
  role: string;
  bestPath: BestPath | null;
  goodPaths: number;
  totalPath: number;
  computed: boolean;
  createdAt: Date;
};

export async function selectLeadsAtCompany(userId: string, companyKey: string): Promise<CompanyLeadRow[]> {
  const rows = await db
    .select({
      id: leads.id,
      personId: leads.personId,
      name: leads.name,
      role: leads.role,
      bestPath: relationMetrics.bestPath,
      goodPaths: relationMetrics.goodPaths,
      totalPath: relationMetrics.totalPath,
      metricsId: relationMetrics.id,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .leftJoin(relationMetrics, and(eq(relationMetrics.leadId, leads.id), eq(relationMetrics.isLatest, true)))
    .where(and(eq(leads.userId, userId), eq(leads.companyKey, companyKey), eq(leads.isActive, true)))
    .orderBy(asc(leads.name), asc(leads.id))
    .limit(500);
  const seen = new Set<string>();
  return rows.flatMap((r) => {
    if (seen.has(r.id)) return [];
    seen.add(r.id);
    return [{ id: r.id, personId: r.personId, name: r.name, role: r.role, bestPath: r.bestPath ?? null, goodPaths: r.goodPaths ?? 0, totalPath: r.totalPath ?? 0, computed: r.metricsId !== null, createdAt: r.createdAt }];
  });
}
