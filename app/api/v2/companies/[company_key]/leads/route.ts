import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { addLeadsBody, companyKeyParam } from "@/lib/companies/schema";
import { addPeopleAsLeads } from "@/lib/companies/service";

// POST /api/v2/companies/{company_key}/leads { person_ids } – the company's people as the caller's leads (1 credit each; duplicates counted; 402 when none could be paid)
export const POST = handler({ params: companyKeyParam, body: addLeadsBody }, async ({ auth, params, body }) =>
  ok(await addPeopleAsLeads(auth.user.id, params.company_key, body.person_ids), "Leads added"),
);
