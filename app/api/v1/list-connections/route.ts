import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { listConnectionsSchema } from "@/lib/network/schema";
import { listConnections } from "@/lib/network/service";

// POST /api/v1/list-connections – the member's network, filtered and paged (skip/limit)
export const POST = handler({ body: listConnectionsSchema }, async ({ auth, body }) => ok(await listConnections(auth.user.id, body), "Connections fetched successfully"));
