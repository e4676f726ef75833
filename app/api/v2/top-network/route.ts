import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { topNetworkBody, topNetworkQuery } from "@/lib/admin/schema";
import { TOP_NETWORK_ADDED } from "@/lib/admin/constants";
import { addTopNetwork, listTopNetwork } from "@/lib/admin/service";

// GET /api/v2/top-network?skip&limit&search – the top-network positions (superadmin)
export const GET = handler({ access: "superadmin", query: topNetworkQuery }, async ({ auth, query, requestId }) => ok(await listTopNetwork({ userId: auth.user.id, requestId }, query)));

// POST /api/v2/top-network { network: [{ position }] } – add positions (superadmin)
export const POST = handler({ access: "superadmin", body: topNetworkBody }, async ({ auth, body, requestId }) =>
  ok(await addTopNetwork({ userId: auth.user.id, requestId }, body.network.map((n) => n.position)), TOP_NETWORK_ADDED),
);
