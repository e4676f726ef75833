import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { readiness } from "@/lib/ops/health";

// GET /api/health/ready – readiness: 200 when the database (and Redis, when set) answer and the
// server is not shutting down; 503 otherwise. Load balancers and the fleet test route by it.
export const GET = handler({ access: "public" }, async () => {
  const state = await readiness();
  if (state.ready) return ok({ status: "ready", checks: state.checks });
  return ok({ status: "not ready", checks: state.checks }, "Not ready", { status: 503, headers: { "Retry-After": "5" } });
});
