import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { HUBSPOT_TEXTS } from "@/lib/hubspot/constants";
import { disconnectHubspot } from "@/lib/hubspot/service";

// DELETE /api/v2/hubspot – unlinks the member's HubSpot (its tokens are deleted)
export const DELETE = handler({}, async ({ auth }) => ok(await disconnectHubspot(auth.user.id), HUBSPOT_TEXTS.disconnected));
