import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { getSiteNotice } from "@/lib/notifications/site-notice";

// GET /api/v2/message – the site-wide notice (spec 001 §7 'the message call'); '' when none
export const GET = handler({}, async () => ok({ message: (await getSiteNotice()).message }));
