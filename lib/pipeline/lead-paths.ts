import "server-only";
import { introducerLoads, introducersWithAcceptedIntros } from "@/lib/intros/service";
import { bookmarkedPathIds, getLeadTarget, latestBookmarks, leadTargets, markLeadOpened, viewerOf } from "@/lib/leads/service";
import { getLeadWarmPaths, readLeadPathList, readLeadWarmPaths, refreshLeadPaths, verifyLeadPaths, type LeadPathList } from "@/lib/paths/service";
import type { LeadWarmPaths, PathTargetRow, VerifiedPath } from "@/lib/paths/types";
import { toPathTargetRow, unavailablePathRow, withBookmark } from "./path-rows";
import { pathsViewSchema, viewPaths, type PathsViewRequest } from "./paths-view";
import type { OpenedLead } from "./types";

// A lead's paths as the pipeline detail and home show them: the engine's search (lib/paths) for the
// lead (lib/leads) with the member's bookmarks and the introducers who said yes before (lib/intros).

/**
 * `POST v2/view-relationship-graph`: charges a lead that arrived uncharged and marks it visited (402
 * out of credits, nothing marked), then searches its paths live and refreshes its figures, and
 * answers the page of them that `view` asks for (./paths-view.ts).
 */
export async function openLead(userId: string, leadId: string, view: PathsViewRequest = pathsViewSchema.parse({})): Promise<OpenedLead> {
  const { lead, ...target } = await markLeadOpened(userId, leadId);
  return { ...(await answerView(userId, leadId, await refreshLeadPaths({ userId, target }), view)), lead };
}

/** The same page without opening the lead or touching its figures (404 for another's lead). */
export async function readLeadPage(userId: string, leadId: string, view: PathsViewRequest): Promise<Omit<OpenedLead, "lead">> {
  return answerView(userId, leadId, await readLeadPathList({ userId, target: await getLeadTarget(userId, leadId) }), view);
}

/**
 * One view of a lead's paths. Each path says whether its introducer said yes to the member before,
 * and how busy they are with the team's asks (issue 28: the ask dialog spreads the asks); only the
 * page and its suggestions are put into the spec's shape.
 */
async function answerView(userId: string, leadId: string, found: LeadPathList, view: PathsViewRequest): Promise<Omit<OpenedLead, "lead">> {
  const { list, target, total_path, computed_at } = found;
  const { teamIds } = await viewerOf(userId);
  const firstIntroducer = (i: number) => list.entry(i).p.nodes[1]!;
  const introducers = new Set<string>();
  for (let i = 0; i < list.length; i++) introducers.add(firstIntroducer(i));
  for (const d of list.direct) if (d.origin.origin_type === "team") introducers.add(d.origin.id);
  const [marks, accepted, loads] = await Promise.all([
    bookmarkedPathIds(userId, leadId),
    introducersWithAcceptedIntros([userId]),
    introducerLoads([userId, ...teamIds], userId, [...introducers]),
  ]);
  const idle = { open_requests: 0, declined_recently: false };
  const shown = viewPaths(
    {
      length: list.length,
      facets: list.facets,
      bookmarked: (i) => marks.has(list.entry(i).k.pathId),
      ask: (i) => ({ pathId: list.entry(i).k.pathId, introducerId: firstIntroducer(i), load: loads.get(firstIntroducer(i)) ?? idle, strength: list.strength(i) }),
      path: (i) => {
        const p = withBookmark(leadId, list.at(i), marks);
        return { ...p, ...(accepted.has(firstIntroducer(i)) ? { introducer_accepted_before: true } : {}), introducer_load: loads.get(firstIntroducer(i)) ?? idle };
      },
    },
    view,
  );
  const direct = list.direct.map((d) => (d.origin.origin_type === "team" ? { ...d, introducer_load: loads.get(d.origin.id) ?? idle } : d));
  return { target, total_path, computed_at, paths: shown.paths, view: shown.page, direct };
}

/** Every path of the member's lead as it is now, without touching its figures (404 for another's lead). */
export async function readLeadPaths(userId: string, leadId: string): Promise<LeadWarmPaths> {
  return readLeadWarmPaths({ userId, target: await getLeadTarget(userId, leadId) });
}

/** The same, with the lead's figures (relation_metrics) refreshed from them. */
export async function computeLeadPaths(userId: string, leadId: string): Promise<LeadWarmPaths> {
  return getLeadWarmPaths({ userId, target: await getLeadTarget(userId, leadId) });
}

/**
 * Home's bookmarked paths, from live data (DESIGN §5): each is verified by its few edges, never found
 * by a new search; a path that no longer exists (a connection deleted, a collaborator revoked) comes
 * back as unavailable, naming nobody, so it can be removed.
 */
export async function topBookmarks(userId: string, limit: number): Promise<PathTargetRow[]> {
  const marks = await latestBookmarks(userId, limit);
  const targets = await leadTargets(userId, marks.map((m) => m.leadId));
  const live = new Map<string, Map<string, VerifiedPath>>();
  for (const [leadId, target] of targets) {
    const pathIds = marks.filter((m) => m.leadId === leadId).map((m) => m.pathId);
    live.set(leadId, (await verifyLeadPaths({ userId, target, pathIds })).paths);
  }
  return marks.map(({ leadId, pathId }) => {
    const v = live.get(leadId)?.get(pathId);
    return v?.kind === "path" ? toPathTargetRow(leadId, v.path) : unavailablePathRow(leadId, pathId);
  });
}
