import { ApiError } from "@/lib/api/errors";
import { handler } from "@/lib/handler";
import { metricsAuthorized, metricsToken, renderMetrics } from "@/lib/ops/metrics";

// GET /api/metrics – Prometheus metrics of this server; off (404) unless METRICS_TOKEN is set, and
// then only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
export const GET = handler({ access: "public" }, async ({ req }) => {
  if (!metricsToken()) throw ApiError.notFound("Not found");
  if (!metricsAuthorized(req.headers.get("authorization"))) throw ApiError.unauthorized("A valid metrics token is required");
  const { contentType, body } = await renderMetrics();
  return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
});
