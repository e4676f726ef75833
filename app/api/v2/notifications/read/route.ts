import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { notificationIdQuery } from "@/lib/notifications/schema";
import { markRead } from "@/lib/notifications/service";

// PUT /api/v2/notifications/read?id= – mark one notification read
export const PUT = handler({ query: notificationIdQuery }, async ({ auth, query }) => {
  await markRead(auth.user.id, query.id);
  return ok({ id: query.id }, "Notification marked read");
});
