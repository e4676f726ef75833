// The warm-path engine's public shapes (spec 001 §3 'Path (detail)' and 'Path-target row',
// DESIGN §6). Shared by the engine (lib/paths), the pipeline domain and the pages: no server code here.
//
// The callers (lib/leads, which owns the lead row, and lib/pipeline above it) hand the engine a
// lead as its PathTarget; lib/paths/service.ts is the engine's server entry point.

/** A lead's best way in as its figures keep it (relation_metrics.best_path; the shape lives with the table). */
export type { BestPath, StrengthCounts } from "@/lib/db/schema/leads";
import type { BestPath, StrengthCounts } from "@/lib/db/schema/leads";

/** How busy an introducer is with the team's asks (lib/intros counts it; the pipeline sets it on a path). */
export type IntroducerLoad = { open_requests: number; declined_recently: boolean };

/** The start group of the relation filter (DESIGN §6.4): who the origin is to the member. */
export type OriginType = "me" | "team" | "indirect";

export type NodeType = "origin" | "introducer" | "target";

/** Public profile facts of a node as a path shows them (never private edge fields). */
export type PathNodeData = {
  name: string;
  /** Shown instead of the name where the spec's 'Me' rule applies ("Me" for the member's own node). */
  alt_name: string;
  role: string;
  company: string;
  emoji: string;
  linkedin_url: string | null;
  /** Profile picture URL when known. */
  profile: string | null;
  entity_urn: string | null;
};

export type PathNode = {
  /** persons.id of the node. */
  id: string;
  type: NodeType;
  /** Set on the origin node only. */
  origin_type?: OriginType;
  /** The person's role matches an active top-network position (set only when true). */
  top_network?: boolean;
  data: PathNodeData;
};

/** A tag as the spec draws it: [label, colour]. */
export type TagPair = [label: string, colour: string];

/** Why a segment exists, one entry per reason, with the words a person can check. */
export type SegmentTagDetail = {
  tag: string;
  colour: string;
  score: number;
  /** e.g. "worked together at Acme, 2015–2018, 38 months", "connected on LinkedIn 04 Jul 2023". */
  evidence: string;
};

/** One segment of a path (origin→introducer, introducer→introducer, introducer→target). */
export type PathSegment = {
  /** Labels and colours, best score first. */
  tag: TagPair[];
  /** Same order as `tag`, with score and evidence. */
  details: SegmentTagDetail[];
  /** The segment's best tag score (0–10). */
  highest_tag: number;
  connected_on_linkedin: boolean;
  emailContact: boolean;
  calendarContact: boolean;
  /** persons.id of the segment's two ends. */
  from: string;
  to: string;
};

export type PathStrength = "Good" | "Average" | "Weak";

export type BookmarkEntry = { path_id: string; bookmark: boolean; lead_id: string };

/** spec 001 §3 'Path (detail)', plus the engine's derived fields. */
export type WarmPath = {
  /** Stable id: the person ids of the path joined by ">" (used by bookmarks). */
  path_id: string;
  /** 1-based rank of the path in the deterministic order (DESIGN §6.6); 0 for a known path verified on its own. */
  option: number;
  origin: PathNode;
  /** The introducers: one (3-node path) or two (4-node path). */
  path: PathNode[];
  target: PathNode;
  /** Two (3-node) or three (4-node) segments, in path order. */
  tag: PathSegment[];
  /** 10 × number of segments: the denominator of the strength score (DESIGN §6.5). */
  highest: number;
  /** round(100 × Σ highest_tag / highest), 0–100. */
  score: number;
  strength: PathStrength;
  /**
   * One line from each segment's decisive evidence, in the member's words ('You met Zara 3 times,
   * last in March 2026 · Zara works with Sara at Contoso since 2019'); a teammate's counts stay private.
   */
  reason: string;
  /** Filled by the caller (bookmarks domain); the engine returns an empty list. */
  bookmark: BookmarkEntry[];
  /** Set by the caller when the first introducer accepted one of the member's intro requests before. */
  introducer_accepted_before?: boolean;
  /** Set by the caller (lib/pipeline): the team's open requests through the first introducer, and a recent decline. */
  introducer_load?: IntroducerLoad;
  /** Set by the caller (lib/pipeline) on a page's path whose first introducer is crowded: the lead's path to suggest instead. */
  next_best?: WarmPath;
};

/** A direct edge origin → target: a 'Direct Connect' (relation filter tab), not a warm path row. */
export type DirectConnect = {
  origin: PathNode;
  target: PathNode;
  segment: PathSegment;
  /** The edge's decisive evidence in the member's words ('You met Sara 4 times, last in May 2026'). */
  reason: string;
  /** A teammate's direct connect: how busy that teammate is with the team's asks (set by lib/pipeline). */
  introducer_load?: IntroducerLoad;
};

/**
 * What the engine needs of a lead, handed over by its caller (the leads room owns the lead row: the
 * engine never reads it).
 */
export type PathTarget = {
  leadId: string;
  /** The member whose lead it is (their team's network is searched). */
  ownerId: string;
  /** persons.id of the target when the lead is linked to a person; else the lead id stands in. */
  personId: string | null;
  name: string;
  role: string;
  company: string;
  companyKey: string | null;
  linkedinUrl: string | null;
};

export type LeadTarget = {
  lead_id: string;
  /** persons.id of the target when the lead is linked to a person. */
  person_id: string | null;
  name: string;
  role: string;
  company: string;
  linkedin_url: string | null;
  entity_urn: string | null;
  profile: string | null;
};

export type LeadWarmPaths = {
  target: LeadTarget;
  /** Every 3- and 4-node path, ordered (DESIGN §6.6). */
  paths: WarmPath[];
  direct: DirectConnect[];
  total_path: number;
  computed_at: string;
};

/** The cached counts of one lead (relation_metrics, is_latest). */
export type RelationMetricsSummary = {
  total_path: number;
  start_tags: string[];
  middle_tags: string[];
  end_tags: string[];
  best_score: number;
  good_paths: number;
  /** The best way in: the first path in the order (its id is verified by its edges where it is shown again), or null. */
  best_path: BestPath | null;
  /** The paths per strength. */
  strength_counts: StrengthCounts;
  /** Direct connects: how many, and the origin types and tags of their origin → target edges. */
  direct_count: number;
  direct_start_tags: string[];
  direct_end_tags: string[];
};

/** spec 001 §3 'Path-target row' (home's bookmarked paths table). */
export type PathTargetRow = {
  lead_id: string;
  /** The bookmarked path's id (its person ids), to remove the bookmark. */
  path_id: string;
  /** false when the bookmarked path no longer exists in the member's team network: `path` is empty. */
  available: boolean;
  path: { type: NodeType; data: PathNodeData }[];
  path_link: string;
  tag: { tag: TagPair[] };
};

/** The factors of the Scuba AI sort (DESIGN §6.10), stored in leads.scuba_sort_factors. */
export type ScubaSortFactors = {
  best_score: number;
  good_paths: number;
  /** Days since the origin's last interaction with the best path's first introducer; null if never. */
  interaction_days: number | null;
  top_network_match: boolean;
  /** An intro request for the lead was accepted (or went further): the path is already working. */
  accepted_intro: boolean;
  /** The combined ranking score (higher ranks first). */
  total: number;
};

/** A known path checked by its edges (DESIGN §6.7): as the search would show it now, or null when it no longer exists. */
export type VerifiedPath = { kind: "path"; path: WarmPath } | { kind: "direct"; direct: DirectConnect } | null;
