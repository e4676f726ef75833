import "server-only";
import { count, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections } from "@/lib/db/schema";

/** How many people the member's own network holds (the account menu and the lead guards read it). */
export async function countConnections(userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(connections).where(eq(connections.ownerUserId, userId));
  return row?.n ?? 0;
}
