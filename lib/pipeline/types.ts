import type { IntroStatus } from "@/lib/intros/status";
import type { LeadWarmPaths } from "@/lib/paths/types";
// What list-leads answers per lead (spec 001 §3 'Lead'): the lead with what the rooms below know
// of it — its latest warm-path figures (lib/paths), its lists (lib/leads), its intro status (lib/intros).
export type RelationMetricsTarget = {
  type: string;
  is_latest: boolean;
  source_link: string | null;
  total_path: number;
  /** The first path in the order when the figures were computed (verified again where it is shown). */
  best_path_id: string | null;
  start_tags: string[];
  middle_tags: string[];
  end_tags: string[];
  /** Direct connects (origin → target) and their origin types and tags. */
  direct_count: number;
  direct_start_tags: string[];
  direct_end_tags: string[];
};

export type LeadRow = {
  id: string;
  user_id: string;
  is_active: boolean;
  name: string;
  company: string;
  role: string;
  linkedin_url: string | null;
  email: string | null;
  phone_no: string | null;
  status: boolean;
  has_visited: boolean;
  visited_at: string | null;
  created_at: string;
  scuba_sort_order: number | null;
  scuba_sort_factors: Record<string, unknown> | null;
  sort_order: number;
  upload_type: string;
  connected_user: string | null;
  linkedin_user: { profile: string | null; entity_urn: string | null; relation_metrics_target: RelationMetricsTarget[] } | null;
  user_tags_v2: { tag: string; colour: string }[];
  lead_pipeline_list: { pipeline_list_id: string }[];
  /** The furthest status of the member's intro requests for this lead (issue 17), or null. */
  intro_status: IntroStatus | null;
};

export type LeadPage = { data: Partial<LeadRow>[]; count: number };

/** POST v2/view-relationship-graph: the lead's paths, with the lead's id and name. */
export type OpenedLead = LeadWarmPaths & { lead: { id: string; name: string } };

/** The relation filter's options: tag values per group of the caller's latest metrics. */
export type RelationTagValues = { start: string[]; middle: string[]; end: string[]; direct_start: string[]; direct_end: string[] };

/** The member's latest AI-sort job (GET/POST v2/leads/scuba-sort). */
export type ScubaSortStatus = { job_id: string | null; status: string | null; total: number; completed: number; error: string | null };
