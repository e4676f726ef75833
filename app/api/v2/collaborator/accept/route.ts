import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { inviteIdQuery } from "@/lib/collaborators/schema";
import { acceptInvite } from "@/lib/collaborators/service";

// POST /api/v2/collaborator/accept?invite_id – accept an invite sent to the caller's e-mail address
export const POST = handler({ query: inviteIdQuery }, async ({ auth, query }) => {
  const result = await acceptInvite(auth.user, query.invite_id);
  return ok(result, "Invite accepted");
});
