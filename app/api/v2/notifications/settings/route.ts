import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { notificationSettingsSchema } from "@/lib/notifications/schema";
import { getNotificationSettings, setNotificationSettings } from "@/lib/notifications/service";

// GET /api/v2/notifications/settings – { daily_digest } (off until the member turns it on)
export const GET = handler({}, async ({ auth }) => ok(await getNotificationSettings(auth.user.id)));

// PUT /api/v2/notifications/settings – { daily_digest }: the daily e-mail digest of unread alerts
export const PUT = handler({ body: notificationSettingsSchema }, async ({ auth, body }) =>
  ok(await setNotificationSettings(auth.user.id, body), body.daily_digest ? "Daily digest on" : "Daily digest off"),
);
