import "server-only";
import { sql } from "drizzle-orm";
import { rows } from "./sql";

// The rows a team may be made of (DESIGN §5): the member's and each collaborator's user row with
// their own node, and the extended networks any of them uploaded. Read beside the team view (every
// search, known path and person panel starts here) in one statement, which then says whose count: a
// collaborator who paused sharing is left out by the caller (lib/paths/team.ts), with their
// extended networks.

type TeamUserRow = { id: string; name: string; personId: string | null };
type TeamExtendedNetworkRow = { id: string; uploadedBy: string; ownerPersonId: string; name: string };

export async function readTeamRows(userId: string): Promise<{ userRows: TeamUserRow[]; exts: TeamExtendedNetworkRow[] }> {
  const member = sql`${userId}::uuid`;
  const ids = sql`(select ${member} union all select case when c.inviter_id = ${member} then c.invitee_id else c.inviter_id end
    from collaborators c where c.inviter_id = ${member} or c.invitee_id = ${member})`;
  const [r] = await rows<{ user_rows: TeamUserRow[]; exts: TeamExtendedNetworkRow[] }>(
    sql`select
      (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'personId', u.person_id)), '[]'::json) from users u where u.id in ${ids}) as user_rows,
      (select coalesce(json_agg(json_build_object('id', e.id, 'uploadedBy', e.uploaded_by, 'ownerPersonId', e.owner_person_id, 'name', e.name)), '[]'::json)
        from extended_networks e where e.uploaded_by in ${ids}) as exts`,
  );
  return { userRows: r!.user_rows, exts: r!.exts };
}
