import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { leads, relationMetrics, topNetwork } from "@/lib/db/schema";
import type { RelationMetricsSummary } from "../types";
import { rows } from "./sql";

// The leads the engine reads, and what it writes: relation_metrics and the AI-sort columns.

export async function findLead(userId: string, leadId: string) {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.userId, userId)))
    .limit(1);
  return lead;
}

export async function findLeadIdsOfUsers(userIds: string[]): Promise<{ id: string; userId: string }[]> {
  if (!userIds.length) return [];
  return db.select({ id: leads.id, userId: leads.userId }).from(leads).where(and(inArray(leads.userId, userIds), eq(leads.isActive, true)));
}

/** Replaces the latest metrics of a lead (the lead row lock keeps one latest row per lead). */
export async function writeMetrics(leadId: string, userId: string, m: RelationMetricsSummary): Promise<void> {
  await db.transaction(async (tx) => {
    // `no key update`: one writer at a time per lead, without blocking foreign-key checks on it.
    const locked = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("no key update");
    if (!locked.length) return; // deleted meanwhile
    await tx.update(relationMetrics).set({ isLatest: false }).where(and(eq(relationMetrics.leadId, leadId), eq(relationMetrics.isLatest, true)));
    await tx.insert(relationMetrics).values({
      leadId,
      userId,
      type: "new",
      totalPath: m.total_path,
      startTags: m.start_tags,
      middleTags: m.middle_tags,
      endTags: m.end_tags,
      bestScore: m.best_score,
      goodPaths: m.good_paths,
      directCount: m.direct_count,
      directStartTags: m.direct_start_tags,
      directEndTags: m.direct_end_tags,
      isLatest: true,
    });
  });
}

export async function findLatestMetrics(leadId: string) {
  const [row] = await db
    .select()
    .from(relationMetrics)
    .where(and(eq(relationMetrics.leadId, leadId), eq(relationMetrics.isLatest, true)))
    .orderBy(desc(relationMetrics.computedAt))
    .limit(1);
  return row;
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

export async function findUserLeadsForSort(userId: string) {
  return db
    .select({ id: leads.id, role: leads.role, createdAt: leads.createdAt })
    .from(leads)
    .where(and(eq(leads.userId, userId), eq(leads.isActive, true)));
}

/** When the origin last interacted with a person (its own edge only). */
export async function findLastInteraction(ownerUserId: string, personId: string): Promise<Date | null> {
  const list = await rows<{ at: string | null }>(
    sql`select max(last_interaction_at)::text as at from connections where owner_user_id = ${ownerUserId} and person_id = ${personId}`,
  );
  return list[0]?.at ? new Date(list[0].at) : null;
}

export async function writeScubaSort(updates: { id: string; order: number; factors: Record<string, unknown> }[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const u of updates) await tx.update(leads).set({ scubaSortOrder: u.order, scubaSortFactors: u.factors }).where(eq(leads.id, u.id));
  });
}
