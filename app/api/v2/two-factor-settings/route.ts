import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { twoFactorSettingsSchema } from "@/lib/auth/schema";
import { setEmailNotifications } from "@/lib/auth/two-factor";

// PATCH /api/v2/two-factor-settings – the setup dialog's e-mail notifications toggle
export const PATCH = handler({ body: twoFactorSettingsSchema }, async ({ body, auth }) => {
  await setEmailNotifications(auth.user, body.email_notifications);
  return ok({ email_notifications: body.email_notifications }, "Settings saved");
});
