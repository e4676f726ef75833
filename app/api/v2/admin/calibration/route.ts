import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { readCalibration } from "@/lib/admin/service";

// GET /api/v2/admin/calibration – every team's intro requests together, by band and path length (counts only; superadmin)
export const GET = handler({ access: "superadmin" }, async ({ auth, requestId }) => ok(await readCalibration({ userId: auth.user.id, requestId })));
