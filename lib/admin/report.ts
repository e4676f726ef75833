import "server-only";
import * as accounts from "@/lib/auth/admin";
import { iterateActiveLeads } from "@/lib/leads/admin";
import { readLeadPaths } from "@/lib/pipeline/lead-paths";
import { ORIGIN_TYPE_LABEL } from "@/lib/paths/path-filters";
import type { PathSegment, WarmPath } from "@/lib/paths/types";
import { log } from "@/lib/log";
import { type ReportFilters } from "./schema";
import { LINKEDIN_SOURCE } from "./constants";
import { audit, type AdminActor } from "./service";
import { streamXlsx, type SheetColumn } from "@/lib/export/writers";

// The superadmin's lead report (spec 001 §2 'User Report', §7 `POST v1/leads-report-leads-based`):
// one row per lead and warm path. Paths are computed as the lead's owner sees them (their team
// network, their team's facts), exactly what the owner's pipeline shows.

export const REPORT_COLUMNS: SheetColumn[] = [
  { header: "Lead", key: "lead", width: 28 },
  { header: "Company", key: "company", width: 24 },
  { header: "Role", key: "role", width: 24 },
  { header: "Owner", key: "owner", width: 30 },
  { header: "Rank", key: "rank", width: 8 },
  { header: "Origin", key: "origin", width: 24 },
  { header: "Origin type", key: "origin_type", width: 14 },
  { header: "Introducer 1", key: "introducer_1", width: 24 },
  { header: "Introducer 2", key: "introducer_2", width: 24 },
  { header: "Target", key: "target", width: 24 },
  { header: "Start tags", key: "start_tags", width: 32 },
  { header: "Middle tags", key: "middle_tags", width: 32 },
  { header: "End tags", key: "end_tags", width: 32 },
  { header: "Strength", key: "strength", width: 10 },
  { header: "Score", key: "score", width: 8 },
];

const labels = (segments: PathSegment[]) => segments.flatMap((s) => s.tag.map(([label]) => label));

function segmentMatches(segments: PathSegment[], wanted: string[]): boolean {
  if (!wanted.length) return true;
  const set = new Set(wanted.map((w) => w.toLowerCase()));
  return segments.some((s) => (set.has(LINKEDIN_SOURCE.toLowerCase()) && s.connected_on_linkedin) || s.tag.some(([label]) => set.has(label.toLowerCase())));
}

/**
 * Does a path pass the filters? Nodes: the number of introducers ('1' or '2'). Start: the first
 * segment's tags; end: the last segment's; middle: the segments in between — a path without a
 * middle segment (one introducer) is not held back by a middle filter. Empty list = any.
 */
export function pathMatches(path: WarmPath, filters: ReportFilters): boolean {
  if (filters.Nodes.length && !filters.Nodes.includes(String(path.path.length) as "1" | "2")) return false;
  const first = path.tag[0];
  const last = path.tag[path.tag.length - 1];
  const middle = path.tag.slice(1, -1);
  if (first && !segmentMatches([first], filters.start)) return false;
  if (last && !segmentMatches([last], filters.end)) return false;
  if (middle.length && !segmentMatches(middle, filters.middle)) return false;
  return true;
}

async function* reportRows(filters: ReportFilters, range: { start: number; end: number }): AsyncGenerator<Record<string, unknown>> {
  const owners = new Map<string, string>();
  for await (const lead of iterateActiveLeads(filters.company)) {
    let paths: WarmPath[];
    try {
      paths = (await readLeadPaths(lead.user_id, lead.id)).paths;
    } catch (error) {
      // One lead whose owner vanished mid-report must not end the download.
      log.warn("admin.report_lead_skipped", { leadId: lead.id, error: error instanceof Error ? error.message : String(error) });
      continue;
    }
    const chosen = paths.filter((p) => pathMatches(p, filters)).slice(range.start, range.end);
    if (!chosen.length) continue;
    if (!owners.has(lead.user_id)) owners.set(lead.user_id, await accounts.findAccount(lead.user_id).then((a) => a.email, () => ""));
    for (const p of chosen) {
      yield {
        lead: lead.name,
        company: lead.company,
        role: lead.role,
        owner: owners.get(lead.user_id),
        rank: p.option,
        origin: p.origin.data.name,
        origin_type: ORIGIN_TYPE_LABEL[p.origin.origin_type ?? "me"],
        introducer_1: p.path[0]?.data.name ?? "",
        introducer_2: p.path[1]?.data.name ?? "",
        target: p.target.data.name,
        start_tags: labels(p.tag.slice(0, 1)).join("; "),
        middle_tags: labels(p.tag.slice(1, -1)).join("; "),
        end_tags: labels(p.tag.slice(-1)).join("; "),
        strength: p.strength,
        score: p.score,
      };
    }
  }
}

/** The report as a streamed XLSX body; the audit entry is written before the first byte. */
export async function generateLeadReport(actor: AdminActor, filters: ReportFilters, range: { start: number; end: number }) {
  await audit(actor, "report.generate", { filters, range });
  return streamXlsx({
    sheetName: "Report",
    columns: REPORT_COLUMNS,
    rows: reportRows(filters, range),
    onDone: (rows) => log.info("admin.report_done", { requestId: actor.requestId, rows }),
  });
}
