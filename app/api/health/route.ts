import { sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";

// GET /api/health – liveness and database reachability (the test web server waits on it)
export const GET = handler({ access: "public" }, async () => {
  await db.execute(sql`select 1`);
  return ok({ status: "ok" });
});
