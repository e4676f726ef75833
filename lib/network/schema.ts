import { z } from "zod";
import { NETWORK_CHOICES, type NetworkChoice } from "./choices";
import { linkedinProfileUrlSchema as linkedinUrlSchema } from "@/lib/people/schema";

// Payloads of the network calls, shared by the forms and the handlers (spec 001 §5, §7).

/**
 * Add New Contact. The spec's client sends only linkedin_url; this one also sends what the member
 * typed in the form (name, company, designation) so that the contact is not nameless until a
 * profile sync: they fill the person's facts only where none are known yet.
 */
export const addContactSchema = z.object({
  linkedin_url: linkedinUrlSchema,
  name: z.string().trim().max(200).optional(),
  company: z.string().trim().max(200).optional(),
  designation: z.string().trim().max(200).optional(),
});
export type AddContactInput = z.infer<typeof addContactSchema>;

/** The enable rule of §5 for the add-contact and lead forms. */
/** Add New Contact's outcomes (the spec's lead-to-network texts belong to moving a lead). */
export const CONTACT_TEXTS = { added: "Contact added to your network", failed: "Failed to add contact" } as const;

export function canSubmitContact(v: { linkedin_url?: string; name?: string; company?: string; designation?: string }): boolean {
  if ((v.linkedin_url ?? "").length > 27) return true;
  return (v.name ?? "").length > 5 && (v.company ?? "").trim().length >= 3 && (v.designation ?? "").trim().length >= 3;
}

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

export const networkUploadSchema = z
  .object({
    file_name: z.string().trim().min(1).max(255),
    /** The file's bytes, base64: the server decodes them (invalid UTF-8 replaced, BOM stripped). */
    content_base64: z.string().max(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4).optional(),
    content: z.string().max(MAX_UPLOAD_BYTES).optional(),
  })
  .refine((v) => v.content_base64 !== undefined || v.content !== undefined, { message: "Please select a file to upload", path: ["content"] });

export const extendedUploadSchema = z.intersection(
  networkUploadSchema,
  z.union([
    z.object({ owner_id: z.uuid() }),
    z.object({ owner_name: z.string().trim().min(2, "Owner name is required"), owner_linkedin_url: linkedinUrlSchema }),
  ]),
);

/**
 * The network filter's values (spec 001 §2 `query`): the member's own network (base), the extended
 * networks they uploaded (portfolio), and their collaborators' networks (users: each collaborator's
 * own connections and the extended networks that collaborator uploaded). None chosen = all three,
 * which is the team network of DESIGN §5.
 */
export { NETWORK_CHOICES, type NetworkChoice } from "./choices";

// No NUL: PostgreSQL text cannot hold it (a 400 here, not a failed query; issue 12 fuzzing).
const filterText = z.string().max(200).regex(/^[^\u0000]*$/, "Text may not contain NUL characters");

export const listConnectionsSchema = z.object({
  search: filterText.trim().optional().default(""),
  company: z.array(filterText).max(50).optional().default([]),
  title: z.array(filterText).max(50).optional().default([]),
  /** tag ids: anything else is a 400 here, not a database error (issue 12 item 11) */
  tag: z.array(z.guid("Invalid tag id")).max(50).optional().default([]),
  /** Which networks (NETWORK_CHOICES); empty = the whole team network. */
  query: z.array(z.enum(NETWORK_CHOICES)).max(NETWORK_CHOICES.length).optional().default([]),
  skip: z.number().int().min(0).optional().default(0),
  limit: z.number().int().min(1).max(100).optional().default(10),
});
export type ListConnectionsInput = z.infer<typeof listConnectionsSchema>;

/** The network's filters as the page shows them (no paging): what an export of "what I see" exports. */
export const connectionFiltersSchema = listConnectionsSchema.omit({ skip: true, limit: true });
export type ConnectionFilters = z.infer<typeof connectionFiltersSchema>;

/** POST v2/export/network: the connections the member is looking at, as CSV or XLSX. */
export const exportNetworkSchema = connectionFiltersSchema.extend({ format: z.enum(["csv", "xlsx"]).optional().default("xlsx") });

export const listExperienceSchema = z.object({
  field: z.enum(["company", "title"]),
  search: z.string().trim().max(200).optional().default(""),
  limit: z.number().int().min(1).max(10).optional().default(10),
});

export const deleteConnectionsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(1000) });

/**
 * `POST v2/connections/private` (issue 31): the caller's own connections, by id, by the company their
 * people work at (the normalised company key, lib/people/keys.ts) or by their e-mail domain.
 */
export const markPrivateSchema = z.union([
  z.object({ ids: z.array(z.uuid("Invalid connection id")).min(1, "Choose at least one connection.").max(1000), private: z.boolean() }).strict(),
  z.object({ company_key: z.string().trim().min(1, "Enter a company.").max(200).regex(/^[^\u0000]*$/, "Text may not contain NUL characters"), private: z.boolean() }).strict(),
  z
    .object({
      domain: z
        .string()
        .trim()
        .toLowerCase()
        .transform((d) => d.replace(/^@/, ""))
        .pipe(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "Enter an e-mail domain, like acme.com.")),
      private: z.boolean(),
    })
    .strict(),
]);
export type MarkPrivateInput = z.infer<typeof markPrivateSchema>;

/** What marking did: the caller's connections changed, and ids that are not the caller's own (left as they were). */
export type MarkPrivateResult = { updated: number; ignored: number; private: boolean };

export type ConnectionTag = { id: string; tag_id: string; tag: string; colour: string; status: "accepted" | "suggested" | "system"; user_id: string; evidence: string | null };

/**
 * One row of the network (spec 001 §3 'Network connection'). The private fields (e-mail, phone,
 * interaction counts and time) are filled for the member's own and extended-network rows only; a
 * collaborator's row ("users") carries them as null (DESIGN §5).
 */
export type NetworkConnection = {
  id: string;
  user: string | null;
  connected_user: string;
  network: NetworkChoice;
  extended_network: { id: string; name: string } | null;
  /** The collaborator whose network holds a "users" row (null on the member's own rows). */
  team_member: { id: string; name: string } | null;
  connected_li_user: {
    full_name: string;
    first_name: string | null;
    profile: string | null;
    entity_urn: string | null;
    linkedin_url: string | null;
    headline: string | null;
    experience: { title: string | null; company: string; from_work: string | null; to_work: string | null; sort_order: number; is_current: boolean }[];
    education: { school: string; degree: string | null; from_year: number | null; to_year: number | null }[];
    user_tags_v2: ConnectionTag[];
  };
  li_user: { first_name: string };
  sources: string[];
  connected_on: string | null;
  email_address: string | null;
  phone: string | null;
  email_count: number | null;
  meeting_count: number | null;
  last_interaction_at: string | null;
  /** Marked private by its owner (issue 31): only ever true on the member's own rows (teammates never see theirs). */
  private: boolean;
};

export type UploadCounter = { total: number; completed: number; pending: number };
/** A finished upload's summary: rows read, contacts imported, people added, rows merged into people already there, rows skipped and why. */
export type UploadSummary = {
  rows?: number;
  imported?: number;
  created?: number;
  merged?: number;
  skipped?: { line: number; reason: string }[];
  skipped_count?: number;
  skipped_by_reason?: Record<string, number>;
};

export type UploadStatus = {
  linkedin: UploadCounter & UploadSummary & { status: string | null; job_id: string | null; error?: string | null };
  gmail: UploadCounter;
  calendar: UploadCounter;
  connections: { total: number };
};
