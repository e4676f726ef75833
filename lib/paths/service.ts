import "server-only";
import { ApiError } from "@/lib/api/errors";
import { enqueueJob, getLatestJob } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { metrics, timed } from "@/lib/metrics";
import { companyKey, linkedinUrlFromSlug } from "@/lib/people/keys";
import { readPersonCards } from "@/lib/people/service";
import { findWarmPaths, type Team } from "./engine";
import { presentPaths, summarise, type Card } from "./present";
import { listTeamMemberIds } from "@/lib/collaborators/service";
import { furthestIntroStatuses } from "@/lib/intros/service";
import { introWentAhead } from "@/lib/intros/status";
import * as q from "./queries";
import type { ExperienceFact } from "./rules";
import { markTopNetwork, scubaFactors, rankLeads } from "./scuba-sort";
import { strengthOf } from "./strength";
import type { LeadTarget, LeadWarmPaths, PathStrength, PathTarget } from "./types";

// The warm-path engine's entry points (DESIGN §6). The engine is a read model over the network,
// collaborators and leads tables; it owns only relation_metrics and the AI-sort columns.

export const REFRESH_METRICS_JOB = "paths.refresh-metrics";

type LeadRow = NonNullable<Awaited<ReturnType<typeof q.findLead>>>;

/** A lead row as the engine's target (background refreshes read rows through paths' read model). */
function targetOfRow(lead: LeadRow): PathTarget {
  return {
    leadId: lead.id,
    ownerId: lead.userId,
    personId: lead.personId,
    name: lead.name,
    role: lead.role,
    company: lead.company,
    companyKey: lead.companyKey,
    linkedinUrl: lead.linkedinUrl,
  };
}

/** The lead's company and role count as a current experience when the target has none (§6.2). */
function targetFallback(lead: PathTarget): ExperienceFact[] {
  const key = lead.companyKey || companyKey(lead.company);
  if (!key) return [];
  return [{ companyKey: key, company: lead.company, title: lead.role || null, fromDate: null, toDate: null, isCurrent: true }];
}

async function compute(team: Team, lead: PathTarget, now?: Date, topNames?: string[]): Promise<LeadWarmPaths> {
  // A lead without a person node is still reachable through its company (the lead id stands in).
  const targetId = lead.personId ?? lead.leadId;
  const result = await timed(metrics.warmPathSeconds, () => findWarmPaths({ source: q.sqlGraphSource(), team, targetId, targetFallback: targetFallback(lead), now }));
  const ids = new Set<string>([targetId]);
  for (const p of result.paths) p.nodes.forEach((n) => ids.add(n));
  for (const d of result.direct) ids.add(d.originPersonId);
  // Names and roles as the member's team supplied them (DESIGN §1), the same facts the search used.
  const personCards = await readPersonCards({ userId: team.memberUserId, teamIds: team.userIds }, [...ids]);
  const cards = new Map<string, Card>();
  for (const [id, c] of personCards) cards.set(id, { ...c, linkedinUrl: c.slug ? linkedinUrlFromSlug(c.slug) : null });
  const targetCard = cards.get(targetId);
  const target: LeadTarget = {
    lead_id: lead.leadId,
    person_id: lead.personId,
    name: lead.name || targetCard?.name || "",
    role: lead.role || targetCard?.role || "",
    company: lead.company || targetCard?.company || "",
    linkedin_url: lead.linkedinUrl ?? targetCard?.linkedinUrl ?? null,
    entity_urn: targetCard?.entityUrn ?? null,
    profile: targetCard?.picture ?? null,
  };
  const presented = presentPaths({ result, origins: team.origins, memberPersonId: team.memberPersonId, target, cards });
  // People whose role a superadmin listed in the top network are marked on every path they are on.
  const paths = markTopNetwork(presented.paths, topNames ?? (await q.findActiveTopNetworkNames()));
  return { target, paths, direct: presented.direct, total_path: paths.length, computed_at: new Date().toISOString() };
}

async function requireTeam(userId: string): Promise<Team> {
  const team = await q.loadTeam(userId);
  if (!team) throw ApiError.notFound("User not found");
  return team;
}

/** Every path to the lead's target, ordered; computed live, and the cache refreshed with it. */
export async function getLeadWarmPaths(input: { userId: string; target: PathTarget }): Promise<LeadWarmPaths> {
  const team = await requireTeam(input.userId);
  const result = await compute(team, input.target);
  await q.writeMetrics(input.target.leadId, input.target.ownerId, summarise(result.paths, result.direct));
  return result;
}

/** The same paths, computed live without touching the cache (bookmarks, home, reports). */
export async function readLeadWarmPaths(input: { userId: string; target: PathTarget }): Promise<LeadWarmPaths> {
  return compute(await requireTeam(input.userId), input.target);
}

/** Recomputes relation_metrics (is_latest) of one lead. */
export async function refreshLeadMetrics(input: { userId: string; target: PathTarget }): Promise<void> {
  await getLeadWarmPaths(input);
}

/** The per-lead refresh job: the lead as it is when the job runs (a lead that is gone is skipped). */
export async function refreshQueuedLead(userId: string, leadId: string): Promise<void> {
  const lead = await q.findLead(userId, leadId);
  if (lead) await refreshLeadMetrics({ userId, target: targetOfRow(lead) });
}

/**
 * Queues a recomputation of the metrics of every lead of the member and of their collaborators:
 * a change to one network changes every team it belongs to.
 */
export async function scheduleMetricsRefresh(userId: string): Promise<void> {
  // Coalesced per member (issue 12 item 7): a burst of tag, connection or upload calls queues one
  // recompute, not one per call; a change made while it runs queues exactly one more.
  await enqueueJob({ kind: REFRESH_METRICS_JOB, userId, payload: { userId }, queueKey: `${REFRESH_METRICS_JOB}:${userId}` });
}

export const REFRESH_LEAD_JOB = "paths.refresh-lead";

/**
 * Queues the warm-path metrics of one lead (a lead added or re-pointed): the request that changed it
 * answers at once instead of running a whole search (DESIGN §6.7; a CSV upload sends its rows one by
 * one). Coalesced per lead: a second change while it waits joins the queued job.
 */
export async function scheduleLeadRefresh(userId: string, leadId: string): Promise<void> {
  await enqueueJob({ kind: REFRESH_LEAD_JOB, userId, payload: { userId, leadId }, queueKey: `${REFRESH_LEAD_JOB}:${leadId}` });
}

export const SCUBA_SORT_JOB = "paths.scuba-sort";

export type ScubaSortStatus = { job_id: string | null; status: string | null; total: number; completed: number; error: string | null };

function sortStatusOf(job: Awaited<ReturnType<typeof getLatestJob>>): ScubaSortStatus {
  if (!job) return { job_id: null, status: null, total: 0, completed: 0, error: null };
  return { job_id: job.id, status: job.status, total: job.total, completed: job.status === "done" ? job.total : job.completed, error: job.status === "failed" ? job.error : null };
}

/**
 * Starts the Scuba AI sort as a background job (issue 12 item 7: it recomputes every lead, far too
 * much for a request, and a GET must not change state). Asking again while one waits joins it.
 */
export async function startScubaSort(userId: string): Promise<ScubaSortStatus> {
  await requireTeam(userId);
  const job = await enqueueJob({ kind: SCUBA_SORT_JOB, userId, payload: { userId }, queueKey: `${SCUBA_SORT_JOB}:${userId}` });
  return sortStatusOf(job);
}

/** The member's latest AI-sort job: the client polls it until `done`, then orders by it. */
export async function scubaSortStatus(userId: string): Promise<ScubaSortStatus> {
  return sortStatusOf(await getLatestJob(userId, SCUBA_SORT_JOB));
}

/** The job body: recompute, reporting progress. Returns the number of leads refreshed. */
export async function runMetricsRefresh(userId: string, progress?: (done: number, total: number) => Promise<void>): Promise<number> {
  const userIds = [userId, ...(await listTeamMemberIds(userId))];
  const leads = await q.findLeadIdsOfUsers(userIds);
  const teams = new Map<string, Team | null>();
  let done = 0;
  for (const { id, userId: owner } of leads) {
    if (!teams.has(owner)) teams.set(owner, await q.loadTeam(owner));
    const team = teams.get(owner);
    const lead = team ? await q.findLead(owner, id) : undefined;
    if (team && lead) {
      const result = await compute(team, targetOfRow(lead));
      await q.writeMetrics(lead.id, owner, summarise(result.paths, result.direct));
    }
    done++;
    if (progress && (done % 10 === 0 || done === leads.length)) await progress(done, leads.length);
  }
  log.info("paths.metrics_refreshed", { userId, leads: leads.length });
  return leads.length;
}

/** Scuba AI sort (DESIGN §6.10): writes leads.scuba_sort_order (1 = first) and its factors. The job body. */
export async function refreshScubaSort(userId: string, progress?: (done: number, total: number) => Promise<void>): Promise<number> {
  const team = await requireTeam(userId);
  const [leadRows, topNames] = await Promise.all([q.findUserLeadsForSort(userId), q.findActiveTopNetworkNames()]);
  const intros = await furthestIntroStatuses(userId, leadRows.map((r) => r.id));
  const now = new Date();
  const scored = [];
  for (const row of leadRows) {
    const lead = await q.findLead(userId, row.id);
    if (!lead) continue;
    const result = await compute(team, targetOfRow(lead), now, topNames);
    await q.writeMetrics(lead.id, userId, summarise(result.paths, result.direct));
    // Interaction recency only from the member's own edges: a collaborator's are private (§5).
    const best = result.paths.find((p) => p.origin.origin_type === "me");
    const lastAt = best ? await q.findLastInteraction(userId, best.path[0]!.id) : null;
    scored.push({
      id: lead.id,
      createdAt: lead.createdAt,
      factors: scubaFactors({ paths: result.paths, role: lead.role, topNames, lastAt, now, acceptedIntro: introWentAhead(intros.get(lead.id)) }),
    });
    if (progress && (scored.length % 10 === 0 || scored.length === leadRows.length)) await progress(scored.length, leadRows.length);
  }
  await q.writeScubaSort(rankLeads(scored));
  return leadRows.length;
}

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
