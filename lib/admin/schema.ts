import { z } from "zod";
import { PASSWORD_MAX } from "@/lib/config/constants";
import { ACTIVITY_PAGE_SIZE, ADMIN_PAGE_SIZE, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER, REPORT_COMPANY_LIMIT } from "./constants";

// Payloads of the superadmin calls (spec 001 §7 'Admin') with the texts of §5 and §8. Shared by
// the pages (forms) and the route handlers.

const skip = z.coerce.number().int().min(0).max(1_000_000).optional().default(0);
const limit = z.coerce.number().int().min(1).max(100).optional().default(ADMIN_PAGE_SIZE);
const search = z.string().trim().max(200).optional().default("");

export const userRequestQuery = z.object({
  // The client sends `@acme.com`; the leading '@' is optional.
  domain: z
    .string()
    .trim()
    .max(253)
    .optional()
    .default("")
    .transform((d) => d.replace(/^@/, "").toLowerCase()),
  search,
  skip,
  limit,
});

export const usersBody = z.object({ users: z.array(z.uuid()).min(1, "Select at least one user").max(500) });

export const userIdQuery = z.object({ user_id: z.uuid() });
/** DELETE v2/admin/user?id= (issue 31). */
export const deleteUserQuery = z.object({ id: z.uuid("User not found") });

/** GET v2/admin/logs: a user's recent activity, ACTIVITY_PAGE_SIZE a page by default. */
export const activityQuery = z.object({
  user_id: z.uuid(),
  skip,
  limit: z.coerce.number().int().min(1).max(100).optional().default(ACTIVITY_PAGE_SIZE),
});

export const terminateBody = z.object({
  user_id: z.uuid(),
  session: z.union([z.literal("all"), z.array(z.string().min(1).max(200)).min(1).max(200)]),
});

export const adminPasswordBody = z
  .object({
    user_id: z.uuid(),
    password: z.string().min(8, PASSWORD_TOO_SHORT).max(PASSWORD_MAX),
    confirm_password: z.string().min(8, PASSWORD_TOO_SHORT).max(PASSWORD_MAX),
  })
  .refine((v) => v.password === v.confirm_password, { message: PASSWORDS_DIFFER, path: ["confirm_password"] });
export type AdminPasswordInput = z.input<typeof adminPasswordBody>;

export const topNetworkQuery = z.object({ skip, limit, search });
export const topNetworkBody = z.object({
  network: z
    .array(z.object({ position: z.string().trim().min(1, "Position is required").max(200) }))
    .min(1)
    .max(100),
});
/** The spec says "body list of ids": a bare array, or `{ ids }`. */
export const idListBody = z
  .union([z.array(z.uuid()).min(1).max(500), z.object({ ids: z.array(z.uuid()).min(1).max(500) })])
  .transform((v) => (Array.isArray(v) ? v : v.ids));

const tagList = z.array(z.string().trim().min(1).max(200)).max(1000).optional().default([]);
export const reportFiltersSchema = z.object({
  start: tagList,
  middle: tagList,
  end: tagList,
  // '1' or '2' introducers; empty = both.
  Nodes: z.array(z.enum(["1", "2"])).max(2).optional().default([]),
  company: z.array(z.string().max(300)).max(REPORT_COMPANY_LIMIT).optional().default([]),
});
export type ReportFilters = z.output<typeof reportFiltersSchema>;
export type ReportFiltersInput = z.input<typeof reportFiltersSchema>;
export const reportBody = z.object({ filters: reportFiltersSchema.optional().default({ start: [], middle: [], end: [], Nodes: [], company: [] }) });
export const reportQuery = z
  .object({
    start: z.coerce.number().int().min(0).max(1000).optional().default(0),
    end: z.coerce.number().int().min(1).max(1000).optional().default(10),
  })
  .refine((v) => v.end > v.start, { message: "end must be greater than start", path: ["end"] });

export const leadsCompanyQuery = z.object({ skip, limit, search });
export const refreshLeadBody = z
  .object({
    data: z.array(z.uuid()).max(1000).optional().default([]),
    company: z.array(z.string().trim().min(1).max(300)).max(1000).optional().default([]),
  })
  .refine((v) => v.data.length + v.company.length > 0, { message: "Select at least one lead or company", path: ["data"] });

export type TopNetworkRow = { id: string; name: string; is_active: boolean };
export type AuditTarget = Record<string, unknown>;
