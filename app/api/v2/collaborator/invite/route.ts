import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { inviteIdQuery, inviteSchema } from "@/lib/collaborators/schema";
import { getInviteDetails, inviteCollaborator } from "@/lib/collaborators/service";

// POST /api/v2/collaborator/invite – invite a collaborator by e-mail (the mail carries /invitees/{code}/)
export const POST = handler({ body: inviteSchema }, async ({ auth, body }) => {
  const invite = await inviteCollaborator(auth.user, body.email);
  return ok(invite, "Invite sent successfully");
});

// GET /api/v2/collaborator/invite?invite_id – the invite behind a code, for the invite page
// (public: a visitor who is not signed in must see who invited them)
export const GET = handler({ access: "public", query: inviteIdQuery }, async ({ auth, query }) => {
  const invite = await getInviteDetails(query.invite_id, auth?.user);
  return ok(invite, "Invite details");
});
