import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { getUserDetails } from "@/lib/account/user-details";

// GET /api/v2/verify – the signed-in user's details (spec 000 §3), kept by the client
export const GET = handler({}, async ({ auth }) => ok(await getUserDetails(auth.user)));
