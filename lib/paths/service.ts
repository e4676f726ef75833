import "server-only";
import { ApiError } from "@/lib/api/errors";
import { pipelineHref, stripProfileUrn } from "@/lib/links/codec";
import type { DbOrTx } from "@/lib/db";
import { log } from "@/lib/log";
import { notifyOnce } from "@/lib/notifications/service";
import { ALERT_TYPES } from "@/lib/notifications/schema";
import { metrics, timed } from "@/lib/metrics";
import { companyKey, linkedinUrlFromSlug } from "@/lib/people/keys";
import { readPersonCards } from "@/lib/people/service";
import { findWarmPaths, linksAmong, toSegment, verifyPath, type EngineResult, type Team } from "./engine";
import { pathReason, type Named } from "./reason";
import { listPaths, presentPaths, summarise, type Card, type PathList } from "./present";
import * as q from "./queries";
import type { ExperienceFact } from "./rules";
import { strengthOf } from "./strength";
import { loadTeam } from "./team";
import { wayInKey, wayInMessage, wayInOpened } from "./way-in";
import type { LeadTarget, LeadWarmPaths, OriginType, PathSegment, PathStrength, PathTarget, RelationMetricsSummary, VerifiedPath } from "./types";
import { rawScore } from "./strength";

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

/** A lead's paths as one search finds them: ordered, shaped only when asked for (`PathList`). */
export type LeadPathList = { target: LeadTarget; list: PathList; total_path: number; computed_at: string };

async function compute(team: Team, lead: PathTarget): Promise<LeadPathList> {
  const targetId = targetIdOf(lead);
  const source = q.sqlGraphSource(await q.takeSnapshot(team));
  const result = await timed(metrics.warmPathSeconds, () => findWarmPaths({ source, team, targetId, targetFallback: targetFallback(lead) }));
  const ids = new Set<string>([targetId]);
  for (const p of result.paths) p.nodes.forEach((n) => ids.add(n));
  for (const d of result.direct) ids.add(d.originPersonId);
  const [cards, topNames] = await Promise.all([readCards(team, [...ids]), q.findActiveTopNetworkNames()]);
  const target = leadTargetOf(lead, cards);
  const list = listPaths({ result, origins: team.origins, memberPersonId: team.memberPersonId, target, cards, topNames });
  return { target, list, total_path: list.length, computed_at: new Date().toISOString() };
}

/** Every path in the spec's shape (the callers that show or export them all). */
export function shapeAll({ list, ...rest }: LeadPathList): LeadWarmPaths {
  return { ...rest, paths: Array.from({ length: list.length }, (_, i) => list.at(i)), direct: list.direct };
}

/** The member's team as it is now: loaded for each search, so what it keeps never outlives the search. */
export async function requireTeam(userId: string): Promise<Team> {
  const team = await loadTeam(userId);
  if (!team) throw ApiError.notFound("User not found");
  return team;
}

/**
 * Every path to the lead's target, ordered; computed live, and the cache refreshed with it (only the
 * best path is shaped for it). When the refresh opens a way in (a first path, a higher band, a new
 * better path: ./way-in.ts) the lead's owner is told, at most once per lead and day (a unique key in
 * the notifications table).
 */
export async function refreshLeadPaths(input: { userId: string; target: PathTarget }): Promise<LeadPathList & { summary: RelationMetricsSummary }> {
  const result = await compute(await requireTeam(input.userId), input.target);
  const summary = summarise(result.list);
  const { leadId, ownerId } = input.target;
  await q.writeMetrics(leadId, ownerId, summary, async (tx, before) => {
    const best = summary.best_path;
    if (!best || !wayInOpened(before, best)) return;
    const added = await notifyOnce(tx, {
      userId: ownerId,
      type: ALERT_TYPES.warmPath,
      message: wayInMessage(result.target.name, best),
      dedupeKey: wayInKey(leadId, new Date()),
      data: {
        href: pipelineHref({ id: leadId, target: stripProfileUrn(result.target.entity_urn), can_process: true }),
        lead_id: leadId,
        path_id: best.path_id,
        strength: best.strength,
        reason: best.reason,
        before: before?.bestPath ? { strength: before.bestPath.strength, score: before.bestPath.score } : null,
      },
    });
    if (added) log.info("paths.way_in_alert", { leadId, ownerId, strength: best.strength });
  });
  return { ...result, summary };
}

/** The same, every path in the spec's shape. */
export async function getLeadWarmPaths(input: { userId: string; target: PathTarget }): Promise<LeadWarmPaths> {
  return shapeAll(await refreshLeadPaths(input));
}

/** The paths computed live without touching the cache, shaped when asked for. */
export async function readLeadPathList(input: { userId: string; target: PathTarget }): Promise<LeadPathList> {
  return compute(await requireTeam(input.userId), input.target);
}

/** The same, every path in the spec's shape (the superadmin's report). */
export async function readLeadWarmPaths(input: { userId: string; target: PathTarget }): Promise<LeadWarmPaths> {
  return shapeAll(await readLeadPathList(input));
}

/** Recomputes relation_metrics (is_latest) of one lead: the refresh jobs' unit of work. */
export async function refreshLeadMetrics(input: { userId: string; target: PathTarget }): Promise<LeadPathList & { summary: RelationMetricsSummary }> {
  return refreshLeadPaths(input);
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
  const source = q.sqlGraphSource(q.liveSnapshot(team));
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
  const presented = presentPaths({ result, origins: team.origins, memberPersonId: team.memberPersonId, target, cards, topNames });
  const paths = new Map(presented.paths.map((p) => [p.path_id, { ...p, option: 0 }]));
  const direct = new Map(presented.direct.map((d) => [`${d.origin.id}>${d.target.id}`, d]));
  const out = new Map<string, VerifiedPath>();
  for (const id of verified.keys()) {
    const path = paths.get(id);
    const d = direct.get(id);
    out.set(id, path ? { kind: "path", path } : d ? { kind: "direct", direct: d } : null);
  }
  return { target, paths: out };
}

/** How one origin of the member's team knows a person: the edge's tags and evidence (a teammate's counts private). */
export type KnownBy = { origin: { id: string; name: string; type: OriginType }; segment: PathSegment; reason: string };

/** A lead of the member's this person can introduce: the best 3-node path [origin, person, target]. */
export type CanIntroduce = { lead_id: string; path_id: string; strength: PathStrength; score: number; reason: string };

/**
 * What the member's team knows of one person (the person panel, issue 28): which origins know them
 * and how, and which of `leads` they are the introducer for on a 3-node path — by the edges among the
 * origins, the person and the leads' targets alone (`linksAmong`), the search's rules and evidence.
 * `visible` is false when the person is neither in the team network nor one of the leads' targets:
 * the caller answers 404 (DESIGN §1, §5).
 */
export async function personLinks(input: { userId: string; personId: string; leads: PathTarget[] }): Promise<{ visible: boolean; knownBy: KnownBy[]; canIntroduce: CanIntroduce[] }> {
  const team = await requireTeam(input.userId);
  const X = input.personId;
  const origins = team.origins.filter((o) => o.personId !== X);
  const targets = input.leads.filter((l) => targetIdOf(l) !== X);
  const fallbacks = new Map(targets.map((l) => [targetIdOf(l), targetFallback(l)] as const).filter(([, f]) => f.length));
  const people = [X, ...origins.map((o) => o.personId), ...targets.map(targetIdOf)];
  const pairs: [string, string][] = [...origins.map((o): [string, string] => [o.personId, X]), ...targets.map((l): [string, string] => [X, targetIdOf(l)])];
  const links = await linksAmong({ source: q.sqlGraphSource(q.liveSnapshot(team)), team, people, pairs, fallbacks });
  const inNetwork = links.inNetwork.has(X);
  const visible = inNetwork || input.leads.some((l) => targetIdOf(l) === X);
  if (!visible) return { visible, knownBy: [], canIntroduce: [] };

  // Names only of the people the answer shows: the person, the origins who know them, the targets they know.
  const knowing = origins.filter((o) => links.edge(o.personId, X).length);
  const known = targets.filter((l) => links.edge(X, targetIdOf(l)).length);
  const cards = await readCards(team, [X, ...knowing.map((o) => o.personId), ...known.map(targetIdOf)]);
  const named = (id: string): Named => ({ id, isMe: id === team.memberPersonId, name: cards.get(id)?.name ?? "" });
  const knownBy = knowing.map((o): KnownBy => {
    const reasons = links.edge(o.personId, X);
    const name = o.type === "me" ? "Me" : o.type === "team" ? (cards.get(o.personId)?.name ?? o.name) : o.name;
    return { origin: { id: o.personId, name, type: o.type }, segment: toSegment(reasons, o.personId, X), reason: pathReason([named(o.personId), named(X)], [reasons]) };
  });
  // No origin is ever an introducer (DESIGN §6.3): a teammate's way in to a lead is their own direct connect.
  const canIntroduce: CanIntroduce[] = [];
  if (inNetwork && !team.origins.some((o) => o.personId === X)) {
    for (const lead of known) {
      const T = targetIdOf(lead);
      const last = links.edge(X, T);
      let best: CanIntroduce | null = null;
      let bestRaw = -1;
      for (const o of knowing) {
        const first = links.edge(o.personId, X);
        if (o.personId === T) continue;
        const raw = rawScore([first[0]!.score, last[0]!.score]);
        // The stronger path; on a tie, the member's own (the one they control).
        if (raw < bestRaw || (raw === bestRaw && o.type !== "me")) continue;
        bestRaw = raw;
        const targetName: Named = { id: T, isMe: false, name: lead.name || (cards.get(T)?.name ?? "") };
        best = { lead_id: lead.leadId, path_id: [o.personId, X, T].join(">"), strength: strengthOf(raw), score: Math.round(raw), reason: pathReason([named(o.personId), named(X), targetName], [first, last]) };
      }
      if (best) canIntroduce.push(best);
    }
  }
  canIntroduce.sort((a, b) => b.score - a.score || a.lead_id.localeCompare(b.lead_id));
  return { visible, knownBy, canIntroduce };
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

/**
 * The member's leads whose best path (the refreshed figures, never a new search) is Good, counted
 * per origin of that path: a teammate's own node or an extended network's owner (issue 29's connectors).
 */
export async function goodBestPathsByOrigin(userId: string): Promise<Map<string, number>> {
  return new Map((await q.countGoodBestPathsByOrigin(userId)).map((r) => [r.origin, r.leads]));
}

/** Drops stored company maps that may show erased data (decision 018); the queued refresh stores them again. */
export function forgetStoredMaps(tx: DbOrTx, by: { userIds: string[]; personIds: string[] }): Promise<void> {
  return q.forgetStoredMaps(tx, by);
}
