import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { bookmarkTopQuery } from "@/lib/leads/schema";
import { topBookmarks } from "@/lib/pipeline/lead-paths";

// GET /api/v2/leads/bookmark-top?limit= – the newest bookmarked paths as path-target rows (home)
export const GET = handler({ query: bookmarkTopQuery }, async ({ auth, query }) => ok(await topBookmarks(auth.user.id, query.limit)));
