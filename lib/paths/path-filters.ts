import type { OriginType, PathNode, WarmPath } from "@/lib/paths/types";

// The pipeline detail's four column filters (spec 001 §2, §4): origin (type, name, role, company),
// origin→introducer tags, introducer (name, role, company), introducer→target tags. Values OR within
// a filter, AND across filters; when nothing matches, every path is shown again. Pure.

export type PathFilters = {
  originType: string[];
  originName: string[];
  originRole: string[];
  originCompany: string[];
  startTags: string[];
  introducerName: string[];
  introducerRole: string[];
  introducerCompany: string[];
  endTags: string[];
};
export type PathFilterKey = keyof PathFilters;

export const EMPTY_PATH_FILTERS: PathFilters = {
  originType: [],
  originName: [],
  originRole: [],
  originCompany: [],
  startTags: [],
  introducerName: [],
  introducerRole: [],
  introducerCompany: [],
  endTags: [],
};

export const ORIGIN_TYPE_LABEL: Record<OriginType, string> = { me: "Me", team: "Team member", indirect: "Indirect" };

/** The 'Me' rule: the member's own node is shown as 'Me'. */
export function displayName(node: PathNode) {
  return node.data.alt_name || node.data.name;
}

export type PathFilterValues = Record<PathFilterKey, string[]>;

/**
 * What the filters read of a path: its origin, its introducers and the tags' labels of its first and
 * last segment. A lead's paths share these (a person's node, a segment's labels), so the values of
 * every filter are collected once per person and segment, not once per path.
 */
export type PathFacets = { origin: PathNode; introducers: readonly PathNode[]; firstTags: readonly string[]; lastTags: readonly string[] };

const labelsOf = (segment: WarmPath["tag"][number] | undefined) => (segment ? segment.tag.map(([label]) => label) : []);

/** The facets of a path in the spec's shape. */
export function facetsOf(path: WarmPath): PathFacets {
  return { origin: path.origin, introducers: path.path, firstTags: labelsOf(path.tag[0]), lastTags: labelsOf(path.tag[path.tag.length - 1]) };
}

function originValues(origin: PathNode) {
  return {
    originType: [ORIGIN_TYPE_LABEL[origin.origin_type ?? "me"]],
    originName: [displayName(origin)],
    originRole: [origin.data.role].filter(Boolean),
    originCompany: [origin.data.company].filter(Boolean),
  };
}

function introducerValues(introducers: readonly PathNode[]) {
  return {
    introducerName: introducers.map((n) => n.data.name),
    introducerRole: introducers.map((n) => n.data.role).filter(Boolean),
    introducerCompany: introducers.map((n) => n.data.company).filter(Boolean),
  };
}

/** A path's values for each filter. */
export function filterValues(f: PathFacets): PathFilterValues {
  return { ...originValues(f.origin), startTags: [...f.firstTags], ...introducerValues(f.introducers), endTags: [...f.lastTags] };
}

export function hasActiveFilters(f: PathFilters) {
  return Object.values(f).some((v) => v.length > 0);
}

const sortMeFirst = (a: string, b: string) => (a === "Me" ? -1 : b === "Me" ? 1 : a.localeCompare(b));

/** Distinct values per filter, sorted with 'Me' first (spec 001 §9). */
export function filterOptions(paths: WarmPath[]): Record<PathFilterKey, string[]> {
  return optionsOf(paths.length, (i) => facetsOf(paths[i]!));
}

/** The same over `count` paths whose facets `facetsAt` answers; each shared node and label list is read once. */
export function optionsOf(count: number, facetsAt: (i: number) => PathFacets): Record<PathFilterKey, string[]> {
  const sets = Object.fromEntries(Object.keys(EMPTY_PATH_FILTERS).map((k) => [k, new Set<string>()])) as Record<PathFilterKey, Set<string>>;
  // Per kind: one label list may be both a path's first and its last (a shared list of labels).
  const seen = new Set<object>();
  const seenStart = new Set<readonly string[]>();
  const seenEnd = new Set<readonly string[]>();
  const add = (values: Partial<PathFilterValues>) => {
    for (const k of Object.keys(values) as PathFilterKey[]) for (const x of values[k]!) sets[k].add(x);
  };
  for (let i = 0; i < count; i++) {
    const f = facetsAt(i);
    if (!seen.has(f.origin)) {
      seen.add(f.origin);
      add(originValues(f.origin));
    }
    for (const n of f.introducers) {
      if (seen.has(n)) continue;
      seen.add(n);
      add(introducerValues([n]));
    }
    if (!seenStart.has(f.firstTags)) {
      seenStart.add(f.firstTags);
      add({ startTags: [...f.firstTags] });
    }
    if (!seenEnd.has(f.lastTags)) {
      seenEnd.add(f.lastTags);
      add({ endTags: [...f.lastTags] });
    }
  }
  return Object.fromEntries(Object.entries(sets).map(([k, s]) => [k, [...s].sort(sortMeFirst)])) as Record<PathFilterKey, string[]>;
}

export function applyPathFilters(paths: WarmPath[], f: PathFilters): { paths: WarmPath[]; fellBack: boolean } {
  const { matched, fellBack } = matchFilters(paths.length, (i) => facetsOf(paths[i]!), f);
  return { paths: matched.map((i) => paths[i]!), fellBack };
}

/** The indices of the paths the filters keep, in order (every index when none matches all of them). */
export function matchFilters(count: number, facetsAt: (i: number) => PathFacets, f: PathFilters): { matched: number[]; fellBack: boolean } {
  const all = Array.from({ length: count }, (_, i) => i);
  if (!hasActiveFilters(f)) return { matched: all, fellBack: false };
  const keys = (Object.keys(f) as PathFilterKey[]).filter((k) => f[k].length > 0);
  const matched = all.filter((i) => {
    const v = filterValues(facetsAt(i));
    return keys.every((k) => f[k].some((want) => v[k].includes(want)));
  });
  return matched.length ? { matched, fellBack: false } : { matched: all, fellBack: true };
}
