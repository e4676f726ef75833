import "server-only";
import { teamView } from "@/lib/collaborators/sharing";
import { log } from "@/lib/log";
import type { Origin, Team } from "./engine";
import { readTeamRows } from "./queries";

// The member's team (DESIGN §5): the member, their collaborators and the extended networks any of
// them uploaded, as the origins of every search. Only reads: every account has its own node from
// the moment it is made (lib/auth/own-node.ts). What a connector shares (issue 31): a collaborator
// who paused sharing is not in it at all (nor their extended networks), only the collaborators who
// share their tags lend them, and a teammate's private connections are left out by every read of
// the team's connections (queries/sql.ts `teamOwns`).

const ORIGIN_RANK = { me: 0, team: 1, indirect: 2 } as const;

export async function loadTeam(userId: string): Promise<Team | null> {
  // One round trip: the rows of every collaborator, kept for those the team view counts.
  const [view, rows] = await Promise.all([teamView(userId), readTeamRows(userId)]);
  const userIds = [userId, ...view.sharing];
  const counted = new Set(userIds);
  const userRows = rows.userRows.filter((u) => counted.has(u.id));
  const exts = rows.exts.filter((e) => counted.has(e.uploadedBy));
  const member = userRows.find((u) => u.id === userId);
  if (!member) return null;
  if (!member.personId) throw new Error(`Member ${userId} has no node of their own`);
  const origins = new Map<string, Origin>();
  const put = (o: Origin) => {
    const prev = origins.get(o.personId);
    if (!prev) return origins.set(o.personId, o);
    const keep = ORIGIN_RANK[o.type] < ORIGIN_RANK[prev.type] ? o : prev;
    origins.set(o.personId, {
      ...keep,
      ownerUserIds: [...new Set([...prev.ownerUserIds, ...o.ownerUserIds])],
      extendedNetworkIds: [...new Set([...prev.extendedNetworkIds, ...o.extendedNetworkIds])],
    });
  };
  for (const u of userRows) {
    if (!u.personId) {
      log.error("paths.member_without_node", { userId: u.id });
      continue;
    }
    put({ personId: u.personId, type: u.id === userId ? "me" : "team", name: u.name, ownerUserIds: [u.id], extendedNetworkIds: [] });
  }
  for (const e of exts) {
    // The owner's name as the uploading member gave it.
    put({ personId: e.ownerPersonId, type: "indirect", name: e.name, ownerUserIds: [], extendedNetworkIds: [e.id] });
  }
  return {
    memberUserId: userId,
    memberPersonId: member.personId,
    origins: [...origins.values()],
    userIds,
    tagUserIds: [userId, ...view.tagSharing],
    extendedNetworkIds: exts.map((e) => e.id),
  };
}
