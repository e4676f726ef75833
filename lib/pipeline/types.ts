import type { IntroStatus } from "@/lib/intros/status";
import type { PathsPage } from "./paths-view";
import type { BestPath, LeadWarmPaths, OriginType, PathSegment, PathStrength, StrengthCounts } from "@/lib/paths/types";
// What list-leads answers per lead (spec 001 §3 'Lead'): the lead with what the rooms below know
// of it — its latest warm-path figures (lib/paths), its lists (lib/leads), its intro status (lib/intros).
export type RelationMetricsTarget = {
  type: string;
  is_latest: boolean;
  source_link: string | null;
  total_path: number;
  /** The best way in when the figures were computed (its path is verified again where it is shown as a path). */
  best_path: BestPath | null;
  /** '48 paths · 12 Good': the paths per strength. */
  strength_counts: StrengthCounts;
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
  /** Its warm-path figures are being computed or are about to change (a refresh queued or running, issue 27 §2). */
  figures_pending: boolean;
};

export type LeadPage = { data: Partial<LeadRow>[]; count: number };

/**
 * POST v2/view-relationship-graph: the lead with one page of its paths (`paths`, as `view` places
 * it: ./paths-view.ts), every direct connect, and `total_path`, the count of all its paths.
 */
export type OpenedLead = LeadWarmPaths & { lead: { id: string; name: string }; view: PathsPage };

/** The relation filter's options: tag values per group of the caller's latest metrics. */
export type RelationTagValues = { start: string[]; middle: string[]; end: string[]; direct_start: string[]; direct_end: string[] };

/** The member's latest AI-sort job (GET/POST v2/leads/scuba-sort). */
export type ScubaSortStatus = { job_id: string | null; status: string | null; total: number; completed: number; error: string | null };

/** GET v2/people/{id}: one person as the member's team knows them (issue 28's person panel). */
export type PersonPanel = {
  person: { id: string; name: string; role: string; company: string; headline: string | null; linkedin_url: string | null; profile: string | null };
  /** Who in the team knows them and how: each origin with the edge's tags and evidence (a teammate's counts stay private). */
  known_by: { origin: { id: string; name: string; type: OriginType }; segment: PathSegment; reason: string }[];
  /** Their history as the team's facts tell it. */
  history: {
    experiences: { company: string; title: string | null; from_date: string | null; to_date: string | null; is_current: boolean }[];
    educations: { school: string; degree: string | null; from_year: number | null; to_year: number | null }[];
  };
  /** The member's leads they introduce on a 3-node path, strongest first. */
  can_introduce: { lead_id: string; lead_name: string; path_id: string; strength: PathStrength; score: number; reason: string }[];
  /** The member's own connection to them (its counts and dates are the member's), or null. */
  my_connection: { emails: number; meetings: number; last_interaction_at: string | null; connected_on: string | null; sources: string[] } | null;
  /** Open intro requests through them that the member asked or was asked. */
  intro_requests: { id: string; lead_id: string; lead_name: string; status: string; side: "requester" | "responder" }[];
};
