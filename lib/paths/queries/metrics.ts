import "server-only";
import { isDeepStrictEqual } from "node:util";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db";
import { leads, relationMetrics, topNetwork } from "@/lib/db/schema";
import type { BestPath, RelationMetricsSummary } from "../types";
import { rows } from "./sql";

// What the engine writes (relation_metrics, one latest row per lead) and the little else it reads
// for its callers: the latest figures, the top network, the last interaction on an own edge.

/**
 * Replaces the latest metrics of a lead (the lead row lock keeps one latest row per lead), unless
 * they say the same: opening a lead again, another page of its paths or a refresh that found nothing
 * new keeps the row it has, so the table grows with changes, not with reads. `then` runs in the same
 * transaction with the best path the lead had before (null: never computed), so what reacts to the
 * change (the way-in alert) commits with it or not at all.
 */
export async function writeMetrics(
  leadId: string,
  userId: string,
  m: RelationMetricsSummary,
  then?: (tx: Tx, before: { bestPath: BestPath | null } | null) => Promise<void>,
): Promise<void> {
  const values = {
    userId,
    type: "new",
    totalPath: m.total_path,
    startTags: m.start_tags,
    middleTags: m.middle_tags,
    endTags: m.end_tags,
    bestScore: m.best_score,
    goodPaths: m.good_paths,
    bestPath: m.best_path,
    strengthCounts: m.strength_counts,
    directCount: m.direct_count,
    directStartTags: m.direct_start_tags,
    directEndTags: m.direct_end_tags,
  };
  await db.transaction(async (tx) => {
    // `no key update`: one writer at a time per lead, without blocking foreign-key checks on it.
    const locked = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("no key update");
    if (!locked.length) return; // deleted meanwhile
    const [before] = await tx
      .select()
      .from(relationMetrics)
      .where(and(eq(relationMetrics.leadId, leadId), eq(relationMetrics.isLatest, true)))
      .limit(1);
    const same = before && (Object.keys(values) as (keyof typeof values)[]).every((k) => isDeepStrictEqual(before[k], values[k]));
    if (!same) {
      await tx.update(relationMetrics).set({ isLatest: false }).where(and(eq(relationMetrics.leadId, leadId), eq(relationMetrics.isLatest, true)));
      await tx.insert(relationMetrics).values({ leadId, ...values, isLatest: true });
    }
    if (then) await then(tx, before ? { bestPath: before.bestPath } : null);
  });
}

/** The member's leads' latest figures (warm paths, direct connects, best score), for the CRM push. */
export async function findLatestMetricsOfLeads(userId: string, leadIds: string[]) {
  if (!leadIds.length) return [];
  return db
    .select({ leadId: relationMetrics.leadId, totalPath: relationMetrics.totalPath, directCount: relationMetrics.directCount, bestScore: relationMetrics.bestScore })
    .from(relationMetrics)
    .where(and(eq(relationMetrics.userId, userId), inArray(relationMetrics.leadId, leadIds), eq(relationMetrics.isLatest, true)));
}

export async function findActiveTopNetworkNames(): Promise<string[]> {
  const list = await db.select({ name: topNetwork.name }).from(topNetwork).where(eq(topNetwork.isActive, true));
  return list.map((r) => r.name);
}

/** When the origin last interacted with a person (its own edge only). */
export async function findLastInteraction(ownerUserId: string, personId: string): Promise<Date | null> {
  const list = await rows<{ at: string | null }>(
    sql`select max(last_interaction_at)::text as at from connections where owner_user_id = ${ownerUserId} and person_id = ${personId}`,
  );
  return list[0]?.at ? new Date(list[0].at) : null;
}

/** Per origin node: how many of the member's leads have a Good best path starting there (latest figures). */
export async function countGoodBestPathsByOrigin(userId: string) {
  return rows<{ origin: string; leads: number }>(sql`
    select split_part(best_path->>'path_id', '>', 1) as origin, count(*)::int as leads
    from relation_metrics
    where user_id = ${userId} and is_latest and best_path->>'strength' = 'Good'
    group by 1`);
}
