import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { revokeQuery } from "@/lib/collaborators/schema";
import { listCollaborators, revokeCollaboration } from "@/lib/collaborators/service";

// GET /api/v2/collaborator – the caller's pending invites (data), team members (collaborator) and
// invitations awaiting their answer (to_accept)
export const GET = handler({}, async ({ auth }) => {
  const lists = await listCollaborators(auth.user);
  return ok(lists, "Collaborators");
});

// DELETE /api/v2/collaborator?id – revoke a pending invite or end a collaboration (inviter only)
export const DELETE = handler({ query: revokeQuery }, async ({ auth, query }) => {
  const result = await revokeCollaboration(auth.user, query.id);
  return ok(result, result.kind === "invite" ? "Invite revoked" : "Collaborator removed");
});
