import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { sharingSchema } from "@/lib/collaborators/schema";
import { setSharing } from "@/lib/collaborators/sharing";
import { sharingSummary } from "@/lib/network/privacy";

// GET /api/v2/sharing – what the caller shares with their team (settings, own and private counts)
// and what each collaborator shares with them
export const GET = handler({}, async ({ auth }) => ok(await sharingSummary(auth.user.id), "Sharing"));

// PUT /api/v2/sharing – { paused, share_tags }
export const PUT = handler({ body: sharingSchema }, async ({ auth, body }) => {
  await setSharing(auth.user.id, body);
  return ok(await sharingSummary(auth.user.id), body.paused ? "Sharing paused" : "Sharing saved");
});
