import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { hubspotCallbackQuery } from "@/lib/hubspot/schema";
import { HUBSPOT_TEXTS } from "@/lib/hubspot/constants";
import { connectHubspot } from "@/lib/hubspot/service";

// GET /api/v2/hubspot-callback?code&state – the CRM link (spec 000 §7): exchanges HubSpot's code for
// the member who started the connection (the state says who)
export const GET = handler({ query: hubspotCallbackQuery }, async ({ auth, query }) =>
  ok(await connectHubspot(auth.user.id, query.code, query.state), HUBSPOT_TEXTS.connected),
);
