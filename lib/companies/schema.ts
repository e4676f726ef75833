import { z } from "zod";

// The company calls' inputs (issue 29), shared by the routes and the page.

export const COMPANY_PAGE_MAX = 100;
export const COMPANY_NOT_FOUND = "Company not found";
export const ADD_LEADS_MAX = 100;

const page = {
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(COMPANY_PAGE_MAX).default(20),
};

export const companySearchQuery = z.object({ search: z.string().max(200).default(""), ...page });

export const COMPANY_TABS = ["current", "former"] as const;
export const COMPANY_SORTS = ["strength", "seniority"] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];
export type CompanySort = (typeof COMPANY_SORTS)[number];

export const companyPageQuery = z.object({ tab: z.enum(COMPANY_TABS).default("current"), sort: z.enum(COMPANY_SORTS).default("strength"), ...page });

/** `{ company_key }`: a normalised key (letters, digits, spaces); anything else names no company. */
export const companyKeyParam = z.object({ company_key: z.string().min(1).max(200) });

export const addLeadsBody = z.object({ person_ids: z.array(z.uuid()).min(1).max(ADD_LEADS_MAX) });
export type AddLeadsBody = z.infer<typeof addLeadsBody>;
