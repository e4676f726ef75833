import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { listUnreadAlerts } from "@/lib/notifications/service";

// GET /api/v2/notifications/alerts – the bell: the caller's unread alerts (newest 50) and their count
export const GET = handler({}, async ({ auth }) => ok(await listUnreadAlerts(auth.user.id)));
