import { ok } from "@/lib/api/envelope";
import { handler, idParam } from "@/lib/handler";
import { rejectSuggestion } from "@/lib/tags/service";

// PUT /api/v1/reject-suggestion/{id} – reject a suggested tag
export const PUT = handler({ params: idParam("Suggestion not found") }, async ({ auth, params }) => {
  await rejectSuggestion(auth.user.id, params.id);
  return ok(null, "Suggestion rejected");
});
