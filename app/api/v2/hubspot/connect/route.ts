import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { hubspotConnectUrl } from "@/lib/hubspot/service";

// GET /api/v2/hubspot/connect – where to send the browser to link HubSpot (OAuth 2 authorization)
export const GET = handler({}, async ({ auth }) => ok(hubspotConnectUrl(auth.user.id)));
