import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { leadsCompanyQuery } from "@/lib/admin/schema";
import { listLeadCompanies } from "@/lib/admin/service";

// GET /api/v2/leads/leads-company?skip&limit&search – distinct lead companies of every member (superadmin)
export const GET = handler({ access: "superadmin", query: leadsCompanyQuery }, async ({ auth, query, requestId }) => ok(await listLeadCompanies({ userId: auth.user.id, requestId }, query)));
