// Applies the migrations once before the fleet's servers start (they would also, one at a time).
import { dbHandle, ensureMigrated } from "@/lib/db";

await ensureMigrated();
await dbHandle().close();
