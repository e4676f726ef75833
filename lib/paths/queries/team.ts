import "server-only";
import { eq, inArray, or, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, extendedNetworks, users } from "@/lib/db/schema";

// The rows a team may be made of (DESIGN §5): the member's and each collaborator's user row with
// their own node, and the extended networks any of them uploaded. Read beside the team view (every
// search starts here), which then says whose count: a collaborator who paused sharing is left out
// by the caller (lib/paths/team.ts), with their extended networks.
export async function readTeamRows(userId: string) {
  const collaboratorIds = db
    .select({ id: sql<string>`case when ${collaborators.inviterId} = ${userId} then ${collaborators.inviteeId} else ${collaborators.inviterId} end` })
    .from(collaborators)
    .where(or(eq(collaborators.inviterId, userId), eq(collaborators.inviteeId, userId)));
  const [userRows, exts] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, personId: users.personId })
      .from(users)
      .where(or(eq(users.id, userId), inArray(users.id, collaboratorIds))),
    db
      .select({ id: extendedNetworks.id, uploadedBy: extendedNetworks.uploadedBy, ownerPersonId: extendedNetworks.ownerPersonId, name: extendedNetworks.name })
      .from(extendedNetworks)
      .where(or(eq(extendedNetworks.uploadedBy, userId), inArray(extendedNetworks.uploadedBy, collaboratorIds))),
  ]);
  return { userRows, exts };
}
