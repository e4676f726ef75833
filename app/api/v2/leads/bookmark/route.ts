import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { bookmarkBodySchema, leadIdQuery } from "@/lib/leads/schema";
import { listBookmarks, toggleBookmark } from "@/lib/leads/service";

// GET /api/v2/leads/bookmark?lead_id= – the bookmarked paths of one lead
export const GET = handler({ query: leadIdQuery }, async ({ auth, query }) => ok(await listBookmarks(auth.user.id, query.lead_id)));

// POST /api/v2/leads/bookmark?lead_id= – bookmark a path, or remove its bookmark
export const POST = handler({ query: leadIdQuery, body: bookmarkBodySchema }, async ({ auth, query, body }) => {
  const result = await toggleBookmark(auth.user.id, query.lead_id, body.path_id);
  return ok(result, result.bookmark ? "Bookmark created." : "Bookmark removed.");
});
