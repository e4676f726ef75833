import "server-only";
import { inArray } from "drizzle-orm";
import { db } from "@/lib/db";
import { extendedNetworks, users } from "@/lib/db/schema";

// The rows a team is made of (DESIGN §5): its users with their own nodes, and the extended networks
// any of them uploaded. Both need only the team's users: read together (every search starts here).
export async function readTeamRows(userIds: string[]) {
  const [userRows, exts] = await Promise.all([
    db.select({ id: users.id, name: users.name, personId: users.personId }).from(users).where(inArray(users.id, userIds)),
    db
      .select({ id: extendedNetworks.id, ownerPersonId: extendedNetworks.ownerPersonId, name: extendedNetworks.name })
      .from(extendedNetworks)
      .where(inArray(extendedNetworks.uploadedBy, userIds)),
  ]);
  return { userRows, exts };
}
