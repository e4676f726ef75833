// Turns the engine's raw paths into the spec's shapes (spec 001 §3 'Path (detail)', 'Path-target
// row') and the relation_metrics summary. Pure.
import { orderWithKeys, toSegment, type EngineResult, type Origin } from "./engine";
import { highestFor, rawScore, strengthOf } from "./strength";
import { pathReason, type Named } from "./reason";
import type { Reason } from "./rules";
import { matchesTopNetwork } from "./top-network";
import type { BestPath, DirectConnect, LeadTarget, NodeType, OriginType, PathNode, PathNodeData, PathSegment, RelationMetricsSummary, WarmPath } from "./types";

export type Card = { name: string; role: string; company: string; linkedinUrl: string | null; picture: string | null; entityUrn: string | null };

/** Labels of the relation filter's start group (DESIGN §6.4). */
export const ORIGIN_LABELS: Record<OriginType, string> = { me: "Me", team: "Team member", indirect: "Indirect" };

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
 * The engine's paths in the spec's shape, ordered (DESIGN §6.6). A lead at a large company has tens
 * of thousands of paths through a few thousand people and edges, so each person's node, each
 * segment and each segment's sentence is made once and shared by the paths it is on (callers copy
 * a path or node to change it, never write into one). People whose role a superadmin listed in the
 * top network (`topNames`) are marked on every path they are on.
 */
export function presentPaths(input: {
  result: EngineResult;
  origins: Origin[];
  memberPersonId: string;
  target: LeadTarget;
  cards: Map<string, Card>;
  topNames?: string[];
}): { paths: WarmPath[]; direct: DirectConnect[] } {
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
  const paths = ordered.map(({ p, k: keys }, i): WarmPath => {
    const raw = rawScore(keys.highestTags);
    const ids = p.nodes;
    const made = p.segments.map((reasons, k) => segmentOf(reasons, ids[k]!, ids[k + 1]!));
    return {
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
    };
  });
  const direct = input.result.direct
    .map((d) => ({
      origin: node(d.originPersonId, "origin"),
      target: targetNode(target.person_id ?? target.lead_id),
      segment: toSegment(d.reasons, d.originPersonId, target.person_id ?? target.lead_id),
      reason: pathReason([named(d.originPersonId), named(targetId)], [d.reasons]),
    }))
    .sort((a, b) => (a.origin.origin_type === "me" ? 0 : 1) - (b.origin.origin_type === "me" ? 0 : 1) || a.origin.data.name.localeCompare(b.origin.data.name));
  return { paths, direct };
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

export function summarise(paths: WarmPath[], direct: DirectConnect[]): RelationMetricsSummary {
  const start = new Set<string>();
  const middle = new Set<string>();
  const end = new Set<string>();
  for (const p of paths) {
    start.add(ORIGIN_LABELS[p.origin.origin_type ?? "me"]);
    p.tag.slice(0, -1).forEach((s) => s.tag.forEach(([label]) => middle.add(label)));
    p.tag[p.tag.length - 1]?.tag.forEach(([label]) => end.add(label));
  }
  return {
    total_path: paths.length,
    start_tags: [...start].sort(),
    middle_tags: [...middle].sort(),
    end_tags: [...end].sort(),
    best_score: paths.reduce((m, p) => Math.max(m, p.score), 0),
    good_paths: paths.filter((p) => p.strength === "Good").length,
    best_path: paths[0] ? bestPathOf(paths[0]) : null,
    strength_counts: {
      good: paths.filter((p) => p.strength === "Good").length,
      average: paths.filter((p) => p.strength === "Average").length,
      weak: paths.filter((p) => p.strength === "Weak").length,
    },
    direct_count: direct.length,
    direct_start_tags: [...new Set(direct.map((d) => ORIGIN_LABELS[d.origin.origin_type ?? "me"]))].sort(),
    direct_end_tags: [...new Set(direct.flatMap((d) => d.segment.tag.map(([label]) => label)))].sort(),
  };
}
