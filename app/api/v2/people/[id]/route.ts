import { ok } from "@/lib/api/envelope";
import { handler, idParam } from "@/lib/handler";
import { PERSON_NOT_FOUND, personPanel } from "@/lib/pipeline/person-panel";

// GET /api/v2/people/{id} – one person as the caller's team knows them (the person panel); 404 outside the team's view
export const GET = handler({ params: idParam(PERSON_NOT_FOUND) }, async ({ auth, params }) => ok(await personPanel(auth.user.id, params.id), "Person fetched successfully"));
