import { z } from "zod";
import { handler } from "@/lib/handler";
import { exportResponse } from "@/lib/export/writers";
import { PIPELINE_EXPORT_COLUMNS, pipelineExportRows } from "@/lib/pipeline/export";
import { exportPipelineSchema } from "@/lib/pipeline/schema";

// GET /api/v2/export/pipeline?format=csv|xlsx – the caller's own pipeline as a streamed file
export const GET = handler({ query: z.object({ format: z.enum(["csv", "xlsx"]).optional().default("xlsx") }) }, async ({ auth, query }) =>
  exportResponse({ format: query.format, fileName: "pipeline", sheetName: "Pipeline", columns: PIPELINE_EXPORT_COLUMNS, rows: pipelineExportRows(auth.user.id) }),
);

// POST /api/v2/export/pipeline – the leads the caller is looking at (the page's filters and order) as a streamed file
export const POST = handler({ body: exportPipelineSchema }, async ({ auth, body: { format, ...filters } }) =>
  exportResponse({ format, fileName: "pipeline", sheetName: "Pipeline", columns: PIPELINE_EXPORT_COLUMNS, rows: pipelineExportRows(auth.user.id, filters) }),
);
