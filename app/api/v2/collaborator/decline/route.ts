import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { inviteIdQuery } from "@/lib/collaborators/schema";
import { declineInvite } from "@/lib/collaborators/service";

// POST /api/v2/collaborator/decline?invite_id – turn down an invite sent to the caller's e-mail
// address (not in the spec's call table: the invite page's Decline needs a server answer)
export const POST = handler({ query: inviteIdQuery }, async ({ auth, query }) => {
  await declineInvite(auth.user, query.invite_id);
  return ok(null, "Invite declined");
});
