import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { idListBody } from "@/lib/admin/schema";
import { setTopNetworkActive } from "@/lib/admin/service";

// PUT /api/v2/top-network-activate [ids] – activate top-network positions (superadmin)
export const PUT = handler({ access: "superadmin", body: idListBody }, async ({ auth, body, requestId }) =>
  ok(await setTopNetworkActive({ userId: auth.user.id, requestId }, body, true)),
);
