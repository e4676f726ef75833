// POST /api/v1/view-relationship-graph – the v1 name of POST v2/view-relationship-graph (the lead by `id`)
export { POST } from "@/app/api/v2/view-relationship-graph/route";
