import type { BestPath, PathStrength } from "@/lib/paths/types";
import type { WayIn } from "@/lib/paths/company-map";

// The company calls' answers (issue 29; docs/api.md).

export type CompanyHitRow = { company_key: string; company: string; people: number; good_paths: number };

/** `GET v2/companies`: one page of companies. */
export type CompanySearch = {
  data: CompanyHitRow[];
  count: number;
  /**
   * Not null while some rows are counted from the maps of the team network as it was at `computed_at`
   * (the earliest of them) — a teammate has added to it since, and the refresh is computing them again.
   */
  updating: { computed_at: string } | null;
};

export type CompanyPersonRow = {
  person_id: string;
  name: string;
  role: string;
  seniority: string;
  best_path: WayIn | null;
  strength: PathStrength | null;
  /** Already one of the member's leads (not offered again). */
  is_lead: boolean;
};

export type CompanyLead = { lead_id: string; name: string; role: string; best_path: BestPath | null; good_paths: number; total_path: number; figures_pending: boolean };

export type CompanyCounts = { people: number; current: number; former: number; reachable: number; good_paths: number; teammates: number };

export type CompanyPage = {
  company: { company_key: string; name: string };
  people: CompanyPersonRow[];
  leads: CompanyLead[];
  count: number;
  counts: CompanyCounts;
  /**
   * Not null while the page shows the map of the team network as it was at `computed_at` — a teammate
   * has added to it since, and the refresh is computing the map again (decision 019).
   */
  updating: { computed_at: string } | null;
};

export type AddLeadsResult = { added: number; duplicates: number; invalid: number; out_of_credits: number };
