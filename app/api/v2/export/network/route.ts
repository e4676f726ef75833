import { z } from "zod";
import { handler } from "@/lib/handler";
import { exportResponse } from "@/lib/export/writers";
import { NETWORK_EXPORT_COLUMNS, networkExportRows } from "@/lib/network/export";
import { exportNetworkSchema } from "@/lib/network/schema";

// GET /api/v2/export/network?format=csv|xlsx – the caller's own network as a streamed file
export const GET = handler({ query: z.object({ format: z.enum(["csv", "xlsx"]).optional().default("xlsx") }) }, async ({ auth, query }) =>
  exportResponse({ format: query.format, fileName: "network", sheetName: "Network", columns: NETWORK_EXPORT_COLUMNS, rows: networkExportRows(auth.user.id) }),
);

// POST /api/v2/export/network – the connections the caller is looking at (the page's filters) as a streamed file
export const POST = handler({ body: exportNetworkSchema }, async ({ auth, body: { format, ...filters } }) =>
  exportResponse({ format, fileName: "network", sheetName: "Network", columns: NETWORK_EXPORT_COLUMNS, rows: networkExportRows(auth.user.id, filters) }),
);
