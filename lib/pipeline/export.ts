import "server-only";
import { isLeadCharged } from "@/lib/credits/service";
import type { SheetColumn } from "@/lib/export/writers";
import { getLists, leadTargets } from "@/lib/leads/service";
import { listLeadsSchema } from "@/lib/leads/list-leads";
import { verifyLeadPaths } from "@/lib/paths/service";
import type { WarmPath } from "@/lib/paths/types";
import { listLeads } from "./list-leads";
import type { LeadFilters } from "./schema";

// A member's own pipeline as rows for an export (no lock-in, issue 14): their leads (all, or what the
// page's filters show), lists,
// warm-path counts and best path — only their own rows, with the facts their team supplied (the
// same reads the pipeline page uses). The best path is the one the lead's figures name, verified by
// its edges as it is now, and only for leads the member has paid to see (spec 001 §6).

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

/** The lead's best path as its figures name it, verified by its edges now (no new search); null when gone. */
async function bestPaths(userId: string, leads: { id: string; bestPathId: string }[]): Promise<Map<string, WarmPath>> {
  const targets = await leadTargets(userId, leads.map((l) => l.id));
  const out = new Map<string, WarmPath>();
  for (const { id, bestPathId } of leads) {
    const target = targets.get(id);
    if (!target) continue;
    const v = (await verifyLeadPaths({ userId, target, pathIds: [bestPathId] })).paths.get(bestPathId);
    if (v?.kind === "path") out.set(id, v.path);
  }
  return out;
}

/** Every lead of the member, oldest first. */
const WHOLE_PIPELINE: LeadFilters = { where: {}, order: [{ created_at: "asc" }] };

/** The member's leads — all of them, or those the page's filters show, in its order — as export rows. */
export async function* pipelineExportRows(userId: string, filters: LeadFilters = WHOLE_PIPELINE): AsyncGenerator<Record<string, unknown>> {
  const listNames = new Map((await getLists(userId)).map((l) => [l.id, l.name]));
  const order = filters.order ?? WHOLE_PIPELINE.order;
  for (let skip = 0; ; skip += PAGE) {
    const page = await listLeads(userId, listLeadsSchema.parse({ skip, limit: PAGE, where: filters.where, order, include: { relation_metrics: true, lists: true } }));
    const wanted: { id: string; bestPathId: string }[] = [];
    for (const lead of page.data) {
      const bestPathId = lead.linkedin_user?.relation_metrics_target[0]?.best_path?.path_id;
      if (lead.id && bestPathId && (await isLeadCharged(userId, lead.id))) wanted.push({ id: lead.id, bestPathId });
    }
    const best = await bestPaths(userId, wanted);
    for (const lead of page.data) {
      const metrics = lead.linkedin_user?.relation_metrics_target[0];
      const p = lead.id ? best.get(lead.id) : undefined;
      yield {
        name: lead.name,
        company: lead.company,
        role: lead.role,
        linkedin_url: lead.linkedin_url,
        email: lead.email,
        phone_no: lead.phone_no,
        lists: (lead.lead_pipeline_list ?? []).map((l) => listNames.get(l.pipeline_list_id) ?? "").filter(Boolean).join("; "),
        warm_paths: metrics?.total_path ?? 0,
        best_path: p ? [p.origin, ...p.path, p.target].map((n) => n.data.alt_name || n.data.name).join(" → ") : "",
        best_strength: p?.strength ?? "",
        best_score: p?.score ?? "",
        created_at: lead.created_at,
      };
    }
    if (page.data.length < PAGE) return;
  }
}
