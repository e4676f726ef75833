import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { readiness } from "@/lib/ops/health";

// GET /api/health/ready – readiness: 200 when the database answers and the server is not shutting
// down; 503 otherwise. Redis's state is in the body, never a reason to fail. Balancers route by it.
export const GET = handler({ access: "public" }, async () => {
  const state = await readiness();
  if (state.ready) return ok({ status: "ready", checks: state.checks });
  return ok({ status: "not ready", checks: state.checks }, "Not ready", { status: 503, headers: { "Retry-After": "5" } });
});
