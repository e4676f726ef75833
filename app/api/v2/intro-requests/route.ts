import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { createIntroSchema, introIdQuery, introListQuery, updateIntroSchema } from "@/lib/intros/schema";
import { createIntroRequest, listIntroRequests, updateIntroRequest } from "@/lib/pipeline/intro-requests";

// GET /api/v2/intro-requests?scope=sent|received&status=&lead_id= – the caller's requests (either side)
export const GET = handler({ query: introListQuery }, async ({ auth, query }) => ok(await listIntroRequests(auth.user.id, query)));

// POST /api/v2/intro-requests – ask for an intro along one of a lead's live paths
export const POST = handler({ body: createIntroSchema }, async ({ auth, body }) =>
  ok(await createIntroRequest(auth.user, body), "Intro request created"),
);

// PATCH /api/v2/intro-requests?id= – one move of the request by one of its parties
export const PATCH = handler({ query: introIdQuery, body: updateIntroSchema }, async ({ auth, query, body }) =>
  ok(await updateIntroRequest(auth.user, query.id, body), "Intro request updated"),
);
