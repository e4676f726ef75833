import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { teamCalibration } from "@/lib/team/service";

// GET /api/v2/team/calibration – the caller's team's intro requests by band and path length: asked, accepted, meetings
export const GET = handler({}, async ({ auth }) => ok(await teamCalibration(auth.user.id)));
