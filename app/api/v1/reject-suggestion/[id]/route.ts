import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { ApiError } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { rejectSuggestion } from "@/lib/tags/service";

// PUT /api/v1/reject-suggestion/{id} – reject a suggested tag
export const PUT = handler<"user", undefined, undefined, { id: string }>({}, async ({ auth, params }) => {
  if (!z.uuid().safeParse(params.id).success) throw ApiError.notFound("Suggestion not found");
  await rejectSuggestion(auth.user.id, params.id);
  return ok(null, "Suggestion rejected");
});
