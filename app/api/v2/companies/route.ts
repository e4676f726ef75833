import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { companySearchQuery } from "@/lib/companies/schema";
import { listCompanies } from "@/lib/companies/service";

// GET /api/v2/companies?search&skip&limit – companies the caller's team network works at, by normalised key, with people and Good ways in
export const GET = handler({ query: companySearchQuery }, async ({ auth, query }) => ok(await listCompanies(auth.user.id, query), "Companies fetched successfully"));
