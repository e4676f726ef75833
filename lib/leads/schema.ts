import { z } from "zod";

// Payloads of the leads area (spec 001 §3, §5, §7) with the spec's texts; shared by forms and handlers.


// Lead form enable rule (spec 001 §5): URL longer than 27, or name > 5 with company and role ≥ 3.
export const LEAD_URL_MIN = 27;
export function canSubmitLead(v: { linkedin_url?: string; name?: string; company?: string; role?: string }) {
  const url = (v.linkedin_url ?? "").trim();
  if (url.length > LEAD_URL_MIN) return true;
  return (v.name ?? "").trim().length > 5 && (v.company ?? "").trim().length >= 3 && (v.role ?? "").trim().length >= 3;
}

// PostgreSQL text cannot hold NUL: refused here (400) instead of failing the write (issue 12 fuzzing).
const text = (max: number) => z.string().trim().max(max).regex(/^[^\u0000]*$/, "Text may not contain NUL characters");
export const UPLOAD_TYPES = ["manual", "csv"] as const;

// Without a URL a lead is reached through its company (the engine reads the lead's company and role
// as its current job): the form's rule above, checked again on the server.
export const LEAD_WITHOUT_URL_MESSAGE = "Enter a LinkedIn profile URL, or a name (over 5 characters), company and designation";

export const createLeadSchema = z.object({
  linkedin_url: text(500).optional().default(""),
  list_name: text(200).optional().default(""),
  upload_type: z.enum(UPLOAD_TYPES).optional().default("manual"),
  // What the form or a CSV row typed beside the URL: the lead's name, company and role, and the
  // member's facts about the person (docs/api.md: spec 001 §5 sends only the URL).
  name: text(200).optional(),
  company: text(200).optional(),
  role: text(200).optional(),
  email: text(320).optional(),
  phone_no: text(50).optional(),
});
export type CreateLeadInput = z.input<typeof createLeadSchema>;

export const updateLeadSchema = z
  .object({
    name: text(200),
    company: text(200),
    role: text(200),
    linkedin_url: text(500),
    email: text(320),
    phone_no: text(50),
    // Mark as customer (spec 001 §7) sets the lead's status.
    status: z.boolean(),
  })
  .partial();
export type UpdateLeadInput = z.infer<typeof updateLeadSchema>;

export const leadIdsSchema = z.object({ ids: z.array(z.uuid()).min(1, "Select at least one lead").max(500) });

export const listNameSchema = z.object({ name: text(100).min(1, "List name is required") });
export const listIdQuery = z.object({ id: z.uuid("Unknown list") });
export const deleteListSchema = z.object({ type: z.enum(["default", "all"]).optional().default("default") });
export const leadPipelineSchema = z.object({ id: z.uuid("Unknown list"), lead_ids: z.array(z.uuid()).min(1).max(500) });

export const leadIdQuery = z.object({ lead_id: z.uuid("Unknown lead") });
export const idQuery = z.object({ id: z.uuid("Unknown lead") });
export const bookmarkBodySchema = z.object({ path_id: z.string().min(1).max(500) });
export const bookmarkTopQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).optional().default(2) });


/** GET v2/leads/unsynced: a lead whose person the team knows only from what members typed. */
export type UnsyncedLead = { id: string; name: string; linkedin_url: string };
