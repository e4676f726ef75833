import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";

// GET /api/health – liveness: the process answers (no dependency is asked; see /api/health/ready).
export const GET = handler({ access: "public" }, async () => ok({ status: "ok" }));
