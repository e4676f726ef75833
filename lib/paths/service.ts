import "server-only";
import { ApiError } from "@/lib/api/errors";
import { companyKey, linkedinUrlFromSlug } from "@/lib/people/keys";
import { readPersonCards } from "@/lib/people/service";
import { findWarmPaths, verifyPath, type EngineResult, type Team } from "./engine";
import { presentPaths, summarise, type Card } from "./present";
import * as q from "./queries";
import type { ExperienceFact } from "./rules";
import { markTopNetwork } from "./top-network";
import { strengthOf } from "./strength";
import { loadTeam } from "./team";
import type { LeadTarget, LeadWarmPaths, PathStrength, PathTarget, VerifiedPath } from "./types";

// The warm-path engine's entry points (DESIGN §6). The engine is a read model over the network,
// collaborators and people; it owns only relation_metrics. Its callers (lib/leads, lib/pipeline)
// hand it the lead as a PathTarget: paths never reads the leads table.

/** The lead's company and role count as a current experience when the target has none (§6.2). */
export function targetFallback(lead: PathTarget): ExperienceFact[] {
  const key = lead.companyKey || companyKey(lead.company);
  if (!key) return [];
  return [{ companyKey: key, company: lead.company, title: lead.role || null, fromDate: null, toDate: null, isCurrent: true }];
}

/** A lead without a person node is still reachable through its company: the lead id stands in for it. */
export function targetIdOf(lead: PathTarget): string {
  return lead.personId ?? lead.leadId;
}

/** Names and roles as the member's team supplied them (DESIGN §1), the same facts the search used. */
export async function readCards(team: Team, ids: string[]): Promise<Map<string, Card>> {
  const personCards = await readPersonCards({ userId: team.memberUserId, teamIds: team.userIds }, ids);
  const cards = new Map<string, Card>();
  for (const [id, c] of personCards) cards.set(id, { ...c, linkedinUrl: c.slug ? linkedinUrlFromSlug(c.slug) : null });
  return cards;
}

export function leadTargetOf(lead: PathTarget, cards: Map<string, Card>): LeadTarget {
  const targetCard = cards.get(targetIdOf(lead));
  return {
    lead_id: lead.leadId,
    person_id: lead.personId,
    name: lead.name || targetCard?.name || "",
    role: lead.role || targetCard?.role || "",
    company: lead.company || targetCard?.company || "",
    linkedin_url: lead.linkedinUrl ?? targetCard?.linkedinUrl ?? null,
    entity_urn: targetCard?.entityUrn ?? null,
    profile: targetCard?.picture ?? null,
  };
}

async function compute(team: Team, lead: PathTarget): Promise<LeadWarmPaths> {
  const targetId = targetIdOf(lead);
  const source = q.sqlGraphSource(await q.takeSnapshot(team));
  const result = await findWarmPaths({ source, team, targetId, targetFallback: targetFallback(lead) });
  const ids = new Set<string>([targetId]);
  for (const p of result.paths) p.nodes.forEach((n) => ids.add(n));
  for (const d of result.direct) ids.add(d.originPersonId);
  const [cards, topNames] = await Promise.all([readCards(team, [...ids]), q.findActiveTopNetworkNames()]);
  const target = leadTargetOf(lead, cards);
  const presented = presentPaths({ result, origins: team.origins, memberPersonId: team.memberPersonId, target, cards });
  // People whose role a superadmin listed in the top network are marked on every path they are on.
  const paths = markTopNetwork(presented.paths, topNames);
  return { target, paths, direct: presented.direct, total_path: paths.length, computed_at: new Date().toISOString() };
}

/** The member's team as it is now: loaded for each search, so what it keeps never outlives the search. */
export async function requireTeam(userId: string): Promise<Team> {
  const team = await loadTeam(userId);
  if (!team) throw ApiError.notFound("User not found");
  return team;
}

/** Every path to the lead's target, ordered; computed live, and the cache refreshed with it. */
export async function getLeadWarmPaths(input: { userId: string; target: PathTarget }): Promise<LeadWarmPaths> {
  const result = await compute(await requireTeam(input.userId), input.target);
  await q.writeMetrics(input.target.leadId, input.target.ownerId, summarise(result.paths, result.direct));
  return result;
}

/** The same paths, computed live without touching the cache (the AI sort reads them with its own factors). */
export async function readLeadWarmPaths(input: { userId: string; target: PathTarget }): Promise<LeadWarmPaths> {
  return compute(await requireTeam(input.userId), input.target);
}

/** Recomputes relation_metrics (is_latest) of one lead: the refresh jobs' unit of work. */
export async function refreshLeadMetrics(input: { userId: string; target: PathTarget }): Promise<LeadWarmPaths> {
  return getLeadWarmPaths(input);
}

/**
 * Known paths of one lead — bookmarks, intro requests, the best path an export shows — checked by
 * the edges among their few people (`verifyPath`), live and team-scoped, never by a new search. Each
 * id (`origin>…>target`, or `origin>target` for a direct connect) answers its path as the search
 * would show it now, or null when it no longer exists. Ranks are not known: `option` is 0.
 */
export async function verifyLeadPaths(input: { userId: string; target: PathTarget; pathIds: string[] }): Promise<{ target: LeadTarget; paths: Map<string, VerifiedPath> }> {
  const team = await requireTeam(input.userId);
  const targetId = targetIdOf(input.target);
  const source = q.sqlGraphSource(await q.takeSnapshot(team));
  const fallback = targetFallback(input.target);
  const verified = new Map<string, Awaited<ReturnType<typeof verifyPath>>>();
  for (const id of new Set(input.pathIds)) {
    const nodes = id.split(">");
    verified.set(id, nodes[nodes.length - 1] === targetId ? await verifyPath({ source, team, nodes, targetFallback: fallback }) : null);
  }
  const result: EngineResult = { paths: [], direct: [] };
  for (const v of verified.values()) {
    if (v?.kind === "path") result.paths.push(v.path);
    else if (v?.kind === "direct") result.direct.push(v.direct);
  }
  const ids = new Set<string>([targetId, ...result.paths.flatMap((p) => p.nodes), ...result.direct.map((d) => d.originPersonId)]);
  const [cards, topNames] = await Promise.all([readCards(team, [...ids]), q.findActiveTopNetworkNames()]);
  const target = leadTargetOf(input.target, cards);
  const presented = presentPaths({ result, origins: team.origins, memberPersonId: team.memberPersonId, target, cards });
  const paths = new Map(markTopNetwork(presented.paths, topNames).map((p) => [p.path_id, { ...p, option: 0 }]));
  const direct = new Map(presented.direct.map((d) => [`${d.origin.id}>${d.target.id}`, d]));
  const out = new Map<string, VerifiedPath>();
  for (const id of verified.keys()) {
    const path = paths.get(id);
    const d = direct.get(id);
    out.set(id, path ? { kind: "path", path } : d ? { kind: "direct", direct: d } : null);
  }
  return { target, paths: out };
}

/** When the member last interacted with a person, from their own edge only (a teammate's are private, §5). */
export function lastInteraction(userId: string, personId: string): Promise<Date | null> {
  return q.findLastInteraction(userId, personId);
}

/** The positions a superadmin listed in the top network (the AI sort's factor). */
export const topNetworkNames = q.findActiveTopNetworkNames;

/**
 * What a CRM contact is told of its lead (issue 16's push back): the number of warm paths (direct
 * connects included) and the best path's strength, from the latest metrics; a lead not computed
 * yet is absent.
 */
export async function leadFigures(userId: string, leadIds: string[]): Promise<Map<string, { warmPaths: number; bestStrength: PathStrength | "None" }>> {
  const rows = await q.findLatestMetricsOfLeads(userId, leadIds);
  return new Map(
    rows.map((r) => {
      const warmPaths = r.totalPath + r.directCount;
      return [r.leadId, { warmPaths, bestStrength: warmPaths > 0 ? strengthOf(r.bestScore) : ("None" as const) }];
    }),
  );
}
