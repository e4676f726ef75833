import { z } from "zod";
import { handler } from "@/lib/handler";
import { exportResponse } from "@/lib/export/writers";
import { NETWORK_EXPORT_COLUMNS, networkExportRows } from "@/lib/network/export";

// GET /api/v2/export/network?format=csv|xlsx – the caller's own network as a streamed file
export const GET = handler({ query: z.object({ format: z.enum(["csv", "xlsx"]).optional().default("xlsx") }) }, async ({ auth, query }) =>
  exportResponse({ format: query.format, fileName: "network", sheetName: "Network", columns: NETWORK_EXPORT_COLUMNS, rows: networkExportRows(auth.user.id) }),
);
