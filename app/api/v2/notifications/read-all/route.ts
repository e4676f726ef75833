import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { markAllAlertsRead } from "@/lib/notifications/service";

// PUT /api/v2/notifications/read-all – marks all of the caller's alerts read (theirs only)
export const PUT = handler({}, async ({ auth }) => ok({ marked: await markAllAlertsRead(auth.user.id) }, "Alerts marked read"));
