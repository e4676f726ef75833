import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { companyKeyParam, companyPageQuery } from "@/lib/companies/schema";
import { companyPage } from "@/lib/companies/service";

// GET /api/v2/companies/{company_key}?tab=current|former&sort=strength|seniority&skip&limit – one company as the caller's team knows it; 404 when the team network has nobody there
export const GET = handler({ params: companyKeyParam, query: companyPageQuery }, async ({ auth, params, query }) =>
  ok(await companyPage(auth.user.id, params.company_key, query), "Company fetched successfully"),
);
