// Turns the engine's raw paths into the spec's shapes (spec 001 §3 'Path (detail)', 'Path-target
// row') and the relation_metrics summary. Pure.
import { orderWithKeys, segmentLabels, toSegment, type EngineResult, type Origin, type RawPath } from "./engine";
import { ORIGIN_TYPE_LABEL, type PathFacets } from "./path-filters";
import { highestFor, rawScore, strengthOf, type Orderable } from "./strength";
import { pathReason, type Named } from "./reason";
import type { Reason } from "./rules";
import { matchesTopNetwork } from "./top-network";
import type { BestPath, DirectConnect, LeadTarget, NodeType, PathNode, PathNodeData, PathSegment, PathStrength, RelationMetricsSummary, StrengthCounts, WarmPath } from "./types";

export type Card = { name: string; role: string; company: string; linkedinUrl: string | null; picture: string | null; entityUrn: string | null };

export function nodeData(card: Card | undefined, isMe: boolean): PathNodeData {
  const name = card?.name ?? "";
  return {
    name,
    alt_name: isMe ? "Me" : name,
    role: card?.role ?? "",
    company: card?.company ?? "",
    emoji: "",
    linkedin_url: card?.linkedinUrl ?? null,
    profile: card?.picture ?? null,
    entity_urn: card?.entityUrn ?? null,
  };
}

/**
 * Every path of a lead, ordered (DESIGN §6.6), each put into the spec's shape only when asked for:
 * a lead at a large company has tens of thousands of paths and the detail shows 8 of them, while
 * its figures and the column filters need only the people and the tags' labels.
 */
export type PathList = {
  length: number;
  /** The path at `i` as the engine found it, and the keys it was ordered by (its id and segments' highest tags). */
  entry(i: number): { p: RawPath; k: Orderable };
  /** The path at `i` in the spec's shape, 1-based `option` its rank. */
  at(i: number): WarmPath;
  /** What the column filters read of the path at `i` (`lib/paths/path-filters.ts`), without its shape. */
  facets(i: number): PathFacets;
  strength(i: number): PathStrength;
  direct: DirectConnect[];
};

/**
 * The engine's paths, ordered, in the spec's shape when asked for. Each person's node, each segment
 * and each segment's sentence is made once and shared by the paths it is on (callers copy a path or
 * node to change it, never write into one). People whose role a superadmin listed in the top
 * network (`topNames`) are marked on every path they are on.
 */
export function listPaths(input: PresentInput): PathList {
  const { cards, memberPersonId, target } = input;
  const topNames = input.topNames ?? [];
  const originType = new Map(input.origins.map((o) => [o.personId, o.type]));
  const targetNode = (id: string): PathNode => ({
    id,
    type: "target",
    data: {
      ...nodeData(cards.get(id), false),
      name: target.name || cards.get(id)?.name || "",
      alt_name: target.name || cards.get(id)?.name || "",
      role: target.role || cards.get(id)?.role || "",
      company: target.company || cards.get(id)?.company || "",
      linkedin_url: target.linkedin_url,
    },
  });
  const node = (id: string, type: NodeType): PathNode => ({
    id,
    type,
    ...(type === "origin" ? { origin_type: originType.get(id) } : {}),
    data: nodeData(cards.get(id), id === memberPersonId),
  });
  const marked = (n: PathNode): PathNode => (topNames.length && matchesTopNetwork(n.data.role, topNames) ? { ...n, top_network: true } : n);
  // Looked up by the ids the rows brought (their hashes are kept), never by a key built per path.
  const nodes: Record<NodeType, Map<string, PathNode>> = { origin: new Map(), introducer: new Map(), target: new Map() };
  const pathNode = (id: string, type: NodeType): PathNode => {
    let n = nodes[type].get(id);
    if (!n) nodes[type].set(id, (n = marked(type === "target" ? targetNode(id) : node(id, type))));
    return n;
  };
  const nameOf = (id: string) => (id === memberPersonId ? "" : (cards.get(id)?.name ?? ""));
  const targetId = target.person_id ?? target.lead_id;
  const names = new Map<string, Named>();
  const named = (id: string): Named => {
    let n = names.get(id);
    if (!n) names.set(id, (n = { id, isMe: id === memberPersonId, name: id === targetId ? target.name || (cards.get(id)?.name ?? "") : (cards.get(id)?.name ?? "") }));
    return n;
  };
  // An edge's reasons are one array shared by every path on it: its segment and sentence per direction.
  const segments = new Map<Reason[], Map<string, { segment: PathSegment; sentence: string }>>();
  const segmentOf = (reasons: Reason[], from: string, to: string) => {
    let byDirection = segments.get(reasons);
    if (!byDirection) segments.set(reasons, (byDirection = new Map()));
    // An edge has two ends: its direction is the end it is read from.
    let made = byDirection.get(from);
    if (!made) byDirection.set(from, (made = { segment: toSegment(reasons, from, to), sentence: pathReason([named(from), named(to)], [reasons]) }));
    return made;
  };
  const ordered = orderWithKeys(input.result.paths, nameOf);
  const shaped: WarmPath[] = [];
  const at = (i: number): WarmPath => {
    if (shaped[i]) return shaped[i];
    const { p, k: keys } = ordered[i]!;
    const raw = rawScore(keys.highestTags);
    const ids = p.nodes;
    const made = p.segments.map((reasons, k) => segmentOf(reasons, ids[k]!, ids[k + 1]!));
    return (shaped[i] = {
      path_id: keys.pathId,
      option: i + 1,
      origin: pathNode(ids[0]!, "origin"),
      path: ids.slice(1, -1).map((id) => pathNode(id, "introducer")),
      target: pathNode(ids[ids.length - 1]!, "target"),
      tag: made.map((m) => m.segment),
      highest: highestFor(keys.highestTags.length),
      score: Math.round(raw),
      strength: strengthOf(raw),
      reason: made
        .map((m) => m.sentence)
        .filter(Boolean)
        .join(" · "),
      bookmark: [],
    });
  };
  // A segment's labels are one list per edge, shared like its segment (the filters collect each list
  // once), and read without wording the path: the filters read every path, the page shows 8.
  const facets = (i: number): PathFacets => {
    const { p } = ordered[i]!;
    const ids = p.nodes;
    const introducers = ids.length === 4 ? [pathNode(ids[1]!, "introducer"), pathNode(ids[2]!, "introducer")] : [pathNode(ids[1]!, "introducer")];
    return { origin: pathNode(ids[0]!, "origin"), introducers, firstTags: segmentLabels(p, 0), lastTags: segmentLabels(p, ids.length - 2) };
  };
  const direct = input.result.direct
    .map((d) => ({
      origin: node(d.originPersonId, "origin"),
      target: targetNode(target.person_id ?? target.lead_id),
      segment: toSegment(d.reasons, d.originPersonId, target.person_id ?? target.lead_id),
      reason: pathReason([named(d.originPersonId), named(targetId)], [d.reasons]),
    }))
    .sort((a, b) => (a.origin.origin_type === "me" ? 0 : 1) - (b.origin.origin_type === "me" ? 0 : 1) || a.origin.data.name.localeCompare(b.origin.data.name));
  return {
    length: ordered.length,
    entry: (i) => ordered[i]!,
    at,
    facets,
    strength: (i) => strengthOf(rawScore(ordered[i]!.k.highestTags)),
    direct,
  };
}

type PresentInput = {
  result: EngineResult;
  origins: Origin[];
  memberPersonId: string;
  target: LeadTarget;
  cards: Map<string, Card>;
  topNames?: string[];
};

/** Every path in the spec's shape, ordered (callers that show or export them all). */
export function presentPaths(input: PresentInput): { paths: WarmPath[]; direct: DirectConnect[] } {
  const list = listPaths(input);
  return { paths: Array.from({ length: list.length }, (_, i) => list.at(i)), direct: list.direct };
}

/** A path as a lead's figures keep it: who to ask, how strong, and why. */
export function bestPathOf(p: WarmPath): BestPath {
  return {
    path_id: p.path_id,
    introducers: p.path.map((n) => ({ name: n.data.name, role: n.data.role, company: n.data.company })),
    strength: p.strength,
    score: p.score,
    reason: p.reason,
  };
}

/** A lead's figures (relation_metrics) from its paths' origins, tags and scores; only the best path is shaped. */
export function summarise(list: PathList): RelationMetricsSummary {
  const start = new Set<string>();
  const middle = new Set<string>();
  const end = new Set<string>();
  const counts: StrengthCounts = { good: 0, average: 0, weak: 0 };
  let best = 0;
  for (let i = 0; i < list.length; i++) {
    const { p, k } = list.entry(i);
    start.add(ORIGIN_TYPE_LABEL[p.originType]);
    const last = p.nodes.length - 2;
    for (let s = 0; s < last; s++) for (const label of segmentLabels(p, s)) middle.add(label);
    for (const label of segmentLabels(p, last)) end.add(label);
    const raw = rawScore(k.highestTags);
    best = Math.max(best, Math.round(raw));
    counts[STRENGTH_COUNT[strengthOf(raw)]]++;
  }
  const direct = list.direct;
  return {
    total_path: list.length,
    start_tags: [...start].sort(),
    middle_tags: [...middle].sort(),
    end_tags: [...end].sort(),
    best_score: best,
    good_paths: counts.good,
    best_path: list.length ? bestPathOf(list.at(0)) : null,
    strength_counts: counts,
    direct_count: direct.length,
    direct_start_tags: [...new Set(direct.map((d) => ORIGIN_TYPE_LABEL[d.origin.origin_type ?? "me"]))].sort(),
    direct_end_tags: [...new Set(direct.flatMap((d) => d.segment.tag.map(([label]) => label)))].sort(),
  };
}

const STRENGTH_COUNT: Record<PathStrength, keyof StrengthCounts> = { Good: "good", Average: "average", Weak: "weak" };
