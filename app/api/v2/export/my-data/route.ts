import { z } from "zod";
import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { dataExportStatus, startDataExport, takeDataExport } from "@/lib/privacy/export";
import { EXPORT_FILE_NAME } from "@/lib/privacy/schema";

// POST /api/v2/export/my-data – queue 'Export my data' (issue 31) → { id }
export const POST = handler({}, async ({ auth }) => ok(await startDataExport(auth.user.id), "Your export is being prepared"));

// GET /api/v2/export/my-data?id= – the export's status and progress; with &download=1 the archive itself,
// once, within 24 hours, for the member who asked only (anyone else: 404)
export const GET = handler(
  { query: z.object({ id: z.uuid("Export not found"), download: z.enum(["1"]).optional() }) },
  async ({ auth, query }) => {
    if (!query.download) return ok(await dataExportStatus(auth.user.id, query.id));
    const archive = await takeDataExport(auth.user.id, query.id);
    return new Response(archive as BodyInit, {
      headers: { "content-type": "application/zip", "content-disposition": `attachment; filename="${EXPORT_FILE_NAME}"`, "cache-control": "no-store" },
    });
  },
);
