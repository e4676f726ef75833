import { handler } from "@/lib/handler";
import { reportBody, reportQuery } from "@/lib/admin/schema";
import { generateLeadReport } from "@/lib/admin/report";

// POST /api/v1/leads-report-leads-based?start=&end= { filters } – the lead report as a streamed XLSX (superadmin)
export const POST = handler({ access: "superadmin", body: reportBody, query: reportQuery }, async ({ auth, body, query, requestId }) => {
  const stream = await generateLeadReport({ userId: auth.user.id, requestId }, body.filters, query);
  return new Response(stream, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": 'attachment; filename="report.xlsx"',
      "cache-control": "no-store",
    },
  });
});
