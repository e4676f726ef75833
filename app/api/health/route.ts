import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { pingDatabase } from "@/lib/db/health";

// GET /api/health – liveness and database reachability (the test web server waits on it)
export const GET = handler({ access: "public" }, async () => {
  await pingDatabase();
  return ok({ status: "ok" });
});
