import "server-only";
import { isLeadCharged } from "@/lib/credits/service";
import type { SheetColumn } from "@/lib/export/writers";
import { getLists, listLeads, readLeadPaths } from "./service";
import { listLeadsSchema } from "./list-leads";

// A member's own pipeline as rows for an export (no lock-in, issue 14): their leads, lists,
// warm-path counts and best path — only their own rows, with the facts their team supplied (the
// same reads the pipeline page uses). The best path is included only for leads the member has
// paid to see (credits gate warm paths, spec 001 §6).

export const PIPELINE_EXPORT_COLUMNS: SheetColumn[] = [
  { header: "Name", key: "name", width: 28 },
  { header: "Company", key: "company", width: 24 },
  { header: "Role", key: "role", width: 24 },
  { header: "LinkedIn URL", key: "linkedin_url", width: 40 },
  { header: "Email", key: "email", width: 28 },
  { header: "Phone", key: "phone_no", width: 16 },
  { header: "Lists", key: "lists", width: 24 },
  { header: "Warm paths", key: "warm_paths", width: 12 },
  { header: "Best path", key: "best_path", width: 48 },
  { header: "Best path strength", key: "best_strength", width: 18 },
  { header: "Best path score", key: "best_score", width: 16 },
  { header: "Added on", key: "created_at", width: 22 },
];

const PAGE = 200;

export async function* pipelineExportRows(userId: string): AsyncGenerator<Record<string, unknown>> {
  const listNames = new Map((await getLists(userId)).map((l) => [l.id, l.name]));
  for (let skip = 0; ; skip += PAGE) {
    const page = await listLeads(userId, listLeadsSchema.parse({ skip, limit: PAGE, order: [{ created_at: "asc" }], include: { relation_metrics: true, lists: true } }));
    for (const lead of page.data) {
      const metrics = lead.linkedin_user?.relation_metrics_target[0];
      let best: { path: string; strength: string; score: number | string } = { path: "", strength: "", score: "" };
      if (lead.id && (metrics?.total_path ?? 0) > 0 && (await isLeadCharged(userId, lead.id))) {
        const p = (await readLeadPaths(userId, lead.id)).paths[0];
        if (p) best = { path: [p.origin, ...p.path, p.target].map((n) => n.data.alt_name || n.data.name).join(" → "), strength: p.strength, score: p.score };
      }
      yield {
        name: lead.name,
        company: lead.company,
        role: lead.role,
        linkedin_url: lead.linkedin_url,
        email: lead.email,
        phone_no: lead.phone_no,
        lists: (lead.lead_pipeline_list ?? []).map((l) => listNames.get(l.pipeline_list_id) ?? "").filter(Boolean).join("; "),
        warm_paths: metrics?.total_path ?? 0,
        best_path: best.path,
        best_strength: best.strength,
        best_score: best.score,
        created_at: lead.created_at,
      };
    }
    if (page.data.length < PAGE) return;
  }
}
