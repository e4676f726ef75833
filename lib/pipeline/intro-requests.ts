import "server-only";
import { ApiError } from "@/lib/api/errors";
import * as intros from "@/lib/intros/service";
import { INTRO_MESSAGES, type CreateIntroInput, type IntroListQuery, type IntroRequestDto, type UpdateIntroInput } from "@/lib/intros/schema";
import { getLeadTarget, leadTargets } from "@/lib/leads/service";
import { verifyLeadPaths } from "@/lib/paths/service";
import type { VerifiedPath } from "@/lib/paths/types";

// Intro requests as the seller's screens show them (DESIGN §12): lib/intros keeps the requests and
// their moves; this room verifies the path each one rides on, live, by its few edges in the
// requester's team network (lib/paths) for the requester's lead (lib/leads), and hands it over.

type Party = { id: string; name: string; email: string };

/**
 * A verified path of the lead as something to ask along: a path, or a direct connect of a teammate
 * (an ask to that teammate) or of a portfolio owner (the member asks the owner themself). The
 * member's own direct connects need no introduction: they are asked directly, not requested.
 */
function askableOf(pathId: string, v: VerifiedPath): intros.Askable | null {
  if (v?.kind === "path") return { pathId, origin: v.path.origin, introducer: v.path.path[0]!, target: v.path.target, path: v.path, direct: null };
  if (v?.kind === "direct" && v.direct.origin.origin_type !== "me") {
    return { pathId, origin: v.direct.origin, introducer: v.direct.origin, target: v.direct.target, path: null, direct: v.direct };
  }
  return null;
}

/** The live paths of requests, each verified by its edges as its requester's team sees it now (a request whose lead is gone: null). */
const livePaths: intros.LivePaths = async (requests) => {
  const out = new Map<string, intros.LivePath | null>(requests.map((r) => [r.id, null]));
  for (const [requesterId, group] of groupBy(requests, (r) => r.requesterId)) {
    const targets = await leadTargets(requesterId, group.map((r) => r.leadId));
    for (const [leadId, of] of groupBy(group, (r) => r.leadId)) {
      const target = targets.get(leadId);
      if (!target) continue;
      const verified = await verifyLeadPaths({ userId: requesterId, target, pathIds: of.map((r) => r.pathId) });
      const shown = { name: verified.target.name, role: verified.target.role, company: verified.target.company };
      for (const r of of) out.set(r.id, { askable: askableOf(r.pathId, verified.paths.get(r.pathId) ?? null), target: shown });
    }
  }
  return out;
};

function groupBy<R>(list: R[], keyOf: (r: R) => string): Map<string, R[]> {
  const m = new Map<string, R[]>();
  for (const r of list) m.set(keyOf(r), [...(m.get(keyOf(r)) ?? []), r]);
  return m;
}

/** POST v2/intro-requests: along one of the caller's lead's live paths (404 for another's lead, 400 for a path it does not have). */
export async function createIntroRequest(requester: Party, input: CreateIntroInput): Promise<IntroRequestDto> {
  const target = await getLeadTarget(requester.id, input.lead_id);
  const verified = await verifyLeadPaths({ userId: requester.id, target, pathIds: [input.path_id] });
  const v = verified.paths.get(input.path_id) ?? null;
  if (v?.kind === "direct" && v.direct.origin.origin_type === "me") throw ApiError.badRequest(INTRO_MESSAGES.askDirectly);
  const askable = askableOf(input.path_id, v);
  if (!askable) throw ApiError.badRequest(INTRO_MESSAGES.pathNotFound);
  return intros.createIntroRequest(requester, input, askable, livePaths);
}

/** GET v2/intro-requests: the caller's requests (either side), each with its path as it is now. */
export function listIntroRequests(userId: string, query: IntroListQuery): Promise<IntroRequestDto[]> {
  return intros.listIntroRequests(userId, query, livePaths);
}

/** PATCH v2/intro-requests: one move by one of its parties. */
export function updateIntroRequest(user: Party, id: string, input: UpdateIntroInput): Promise<IntroRequestDto> {
  return intros.updateIntroRequest(user, id, input, livePaths);
}
