import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { changeSiteNotice, readSiteNotice } from "@/lib/admin/service";
import { siteNoticeSchema } from "@/lib/notifications/schema";

// GET /api/v2/admin/message – the site-wide notice and where it comes from (superadmin)
export const GET = handler({ access: "superadmin" }, async ({ auth, requestId }) => ok(await readSiteNotice({ userId: auth.user.id, requestId })));

// PUT /api/v2/admin/message – { message }: sets the notice every member sees ('' clears it)
export const PUT = handler({ access: "superadmin", body: siteNoticeSchema }, async ({ auth, body, requestId }) =>
  ok(await changeSiteNotice({ userId: auth.user.id, requestId }, body.message), body.message ? "Notice saved" : "Notice cleared"),
);
