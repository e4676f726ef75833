import "server-only";
import { getSharing, sharingOf, teamView } from "@/lib/collaborators/sharing";
import { listTeamMemberIds } from "@/lib/collaborators/service";
import { emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { log } from "@/lib/log";
import { companyKey } from "@/lib/people/keys";
import * as q from "./queries";
import type { SharingSummary } from "@/lib/collaborators/schema";
import type { MarkPrivateInput, MarkPrivateResult } from "./schema";

// Private connections (issue 31): a member marks their own connections private — by id, every one
// at a company, or every one at an e-mail domain. A private connection stays in the member's own
// network and paths; the team view of every teammate leaves it out (lib/paths/queries/sql.ts
// `teamOwns`, the network page's scope in queries.ts). Ids that are not the caller's own connection
// (a teammate's row, an extended network's, an unknown id) are ignored and counted, never changed.

export async function markPrivate(userId: string, input: MarkPrivateInput): Promise<MarkPrivateResult> {
  const value = input.private;
  let updated: number;
  let ignored = 0;
  if ("ids" in input) {
    const ids = [...new Set(input.ids)];
    const r = await q.setPrivateByIds(userId, ids, value);
    updated = r.changed;
    ignored = ids.length - r.own;
  } else {
    const ids = "company_key" in input ? await atCompany(userId, input.company_key) : await q.ownConnectionsAtDomain(userId, input.domain);
    updated = await q.setPrivate(userId, ids, value);
  }
  // Teammates' cached figures follow (the write renewed the member's network token already, so no
  // search serves a team view kept from before it).
  if (updated) await emit(teamNetworkChanged, { memberId: userId });
  log.info("network.private_marked", { userId, private: value, updated, ignored });
  return { updated, ignored, private: value };
}

/** The member's own connections at a company: by the row's company or a current experience at its key. */
async function atCompany(userId: string, typed: string): Promise<string[]> {
  const key = companyKey(typed);
  if (!key) return [];
  const team = [userId, ...(await teamView(userId)).sharing];
  const [byFact, rows] = await Promise.all([q.ownConnectionsAtCompanyKey(userId, team, key), q.ownConnectionCompanies(userId)]);
  return [...new Set([...byFact, ...rows.filter((r) => companyKey(r.company) === key).map((r) => r.id)])];
}

/** `GET v2/sharing`: the member's settings and what they and each collaborator share. */
export async function sharingSummary(userId: string): Promise<SharingSummary> {
  const others = await listTeamMemberIds(userId);
  const [mine, settings, counts] = await Promise.all([getSharing(userId), sharingOf(others), q.countSharedConnections([userId, ...others])]);
  const countOf = new Map(counts.map((c) => [c.userId, { total: Number(c.total), private: Number(c.private) }]));
  const own = countOf.get(userId) ?? { total: 0, private: 0 };
  return {
    ...mine,
    connections: own.total,
    private: own.private,
    team: others.map((id) => {
      const s = settings.get(id)!;
      const c = countOf.get(id) ?? { total: 0, private: 0 };
      return { user_id: id, paused: s.paused, share_tags: s.share_tags, shared: s.paused ? 0 : c.total - c.private };
    }),
  };
}
