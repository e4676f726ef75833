import "server-only";
import { transaction } from "@/lib/db/transaction";
import { emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { log } from "@/lib/log";
import * as q from "./queries";
import type { SharingSettings } from "./schema";

// What a member shares with their team (issue 31, DESIGN §5 in spirit). A member may pause sharing
// (their teammates then see none of their network: they leave their teammates' team view, though
// they still see their teammates') and choose whether teammates see their manual tags (default no).
// The team view every team-scoped read starts from — the path engine's team (lib/paths/team.ts),
// the network page, the person panel — is `teamView` below, so each of them inherits the rules.

export const DEFAULT_SHARING: SharingSettings = { paused: false, share_tags: false };

export async function sharingOf(userIds: string[]): Promise<Map<string, SharingSettings>> {
  const rows = await q.findSharing(userIds);
  const out = new Map(userIds.map((id) => [id, { ...DEFAULT_SHARING }]));
  for (const r of rows) out.set(r.userId, { paused: r.paused, share_tags: r.shareTags });
  return out;
}

export async function getSharing(userId: string): Promise<SharingSettings> {
  return (await sharingOf([userId])).get(userId)!;
}

/** Saves the member's choice; their teammates' cached figures follow (queued with the change). */
export async function setSharing(userId: string, input: SharingSettings): Promise<SharingSettings> {
  await transaction(async (tx) => {
    await q.upsertSharing(userId, { paused: input.paused, shareTags: input.share_tags }, tx);
    await emit(teamNetworkChanged, { memberId: userId }, tx);
  });
  log.info("collaborators.sharing_changed", { userId, paused: input.paused, shareTags: input.share_tags });
  return { paused: input.paused, share_tags: input.share_tags };
}

/**
 * The member's team as they may see it: their collaborators minus those who paused sharing
 * (`sharing`), and of those, the ones who show them their manual tags (`tagSharing`). The member
 * always sees their own network and tags.
 */
export type TeamView = { sharing: string[]; tagSharing: string[] };

export async function teamView(userId: string): Promise<TeamView> {
  // One read: every search, known path and person panel starts here.
  const rows = await q.teamMembersWithSharing(userId);
  const sharing = new Set<string>();
  const tagSharing = new Set<string>();
  for (const r of rows) {
    if (r.paused) continue;
    sharing.add(r.other);
    if (r.shareTags) tagSharing.add(r.other);
  }
  return { sharing: [...sharing], tagSharing: [...tagSharing] };
}

/** The collaborators whose network the member sees (teamView's `sharing`). */
export async function listSharingTeamMemberIds(userId: string): Promise<string[]> {
  return (await teamView(userId)).sharing;
}
