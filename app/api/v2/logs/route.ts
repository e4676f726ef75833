import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { LOG_BODY_MAX_BYTES, logBatchSchema } from "@/lib/activity-log/schema";
import { recordEvents } from "@/lib/activity-log/service";

// POST /api/v2/logs – page views, button clicks and menu opens, batched by the browser and sent
// with sendBeacon (no custom headers: `beacon`), so the answer is never waited for
export const POST = handler({ body: logBatchSchema, beacon: true, maxBodyBytes: LOG_BODY_MAX_BYTES }, async ({ auth, body }) =>
  ok(await recordEvents(auth.user.id, body.events), "Logged"),
);
