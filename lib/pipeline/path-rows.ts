import { pipelineHref, stripProfileUrn } from "@/lib/links/codec";
import type { BookmarkEntry, PathTargetRow, TagPair, WarmPath } from "@/lib/paths/types";

// Pure shapes built from engine paths: the bookmarked-path row of home (spec 001 §3 'Path-target
// row') and the bookmark flags of the detail table.

export function pathLink(leadId: string, targetUrn: string | null | undefined) {
  return pipelineHref({ id: leadId, target: stripProfileUrn(targetUrn), can_process: true });
}

export function toPathTargetRow(leadId: string, path: WarmPath): PathTargetRow {
  const nodes = [path.origin, ...path.path, path.target];
  const seen = new Set<string>();
  const tags: TagPair[] = [];
  for (const segment of path.tag)
    for (const pair of segment.tag)
      if (!seen.has(pair[0])) {
        seen.add(pair[0]);
        tags.push(pair);
      }
  return {
    lead_id: leadId,
    path_id: path.path_id,
    available: true,
    path: nodes.map((n) => ({ type: n.type, data: n.data })),
    path_link: pathLink(leadId, path.target.data.entity_urn),
    tag: { tag: tags },
  };
}

/** A bookmarked path that no longer exists: it names nobody (spec: 'This path is no longer available'). */
export function unavailablePathRow(leadId: string, pathId: string): PathTargetRow {
  return { lead_id: leadId, path_id: pathId, available: false, path: [], path_link: pathLink(leadId, null), tag: { tag: [] } };
}

/** The path with the member's bookmark on it, if they made one. */
export function withBookmark(leadId: string, p: WarmPath, bookmarked: Set<string>): WarmPath {
  const entry: BookmarkEntry[] = bookmarked.has(p.path_id) ? [{ path_id: p.path_id, bookmark: true, lead_id: leadId }] : [];
  return { ...p, bookmark: entry };
}
