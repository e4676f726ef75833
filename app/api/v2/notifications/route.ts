import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { notificationQuery } from "@/lib/notifications/schema";
import { listUnread } from "@/lib/notifications/service";

// GET /api/v2/notifications?type= – the caller's unread notifications (FREE_LEAD on the pipeline)
export const GET = handler({ query: notificationQuery }, async ({ auth, query }) => ok(await listUnread(auth.user.id, query.type)));
