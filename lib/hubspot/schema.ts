import { z } from "zod";

// HubSpot (CRM) for the browser and the handlers (spec 000 §2 /auth/hubspot-callback, §7, §8; spec 001
// §2 Import Leads, §8 texts).

/** GET /api/v2/hubspot-callback: the code HubSpot sent back, and our state (bound to the member). */
export const hubspotCallbackQuery = z.object({
  code: z.string().trim().min(1, "Missing code").max(2000),
  state: z.string().trim().min(1, "Missing state").max(4000),
});

/** The contact properties Scuba writes back, in a 'Scuba' group made on connect. */
export const SCUBA_PROPERTY_GROUP = "scuba";
export const SCUBA_PROPERTIES = {
  warmPaths: "scuba_warm_paths",
  bestStrength: "scuba_best_strength",
  leadUrl: "scuba_lead_url",
} as const;

export type HubspotImportStatus = {
  status: "none" | "queued" | "running" | "done" | "failed";
  completed: number;
  imported: number;
  duplicates: number;
  skipped: number;
  message: string | null;
};
