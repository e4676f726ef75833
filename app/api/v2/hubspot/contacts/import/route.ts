import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { hubspotImportStatus, startHubspotImport } from "@/lib/hubspot/service";

// POST /api/v2/hubspot/contacts/import – imports the member's HubSpot contacts as leads, in the
// background (spec 001 §7: no payload); GET – how the latest import went
export const POST = handler({}, async ({ auth }) => ok(await startHubspotImport(auth.user.id), "Import started"));
export const GET = handler({}, async ({ auth }) => ok(await hubspotImportStatus(auth.user.id)));
