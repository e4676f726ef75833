import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { teamConnectors } from "@/lib/team/service";

// GET /api/v2/team/connectors – the caller's team: each member and extended network with the people
// they bring, the caller's leads they are the Good best path to, intros asked of them and answered
export const GET = handler({}, async ({ auth }) => ok(await teamConnectors(auth.user.id)));
