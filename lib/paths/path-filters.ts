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

function values(path: WarmPath): Record<PathFilterKey, string[]> {
  const first = path.tag[0];
  const last = path.tag[path.tag.length - 1];
  return {
    originType: [ORIGIN_TYPE_LABEL[path.origin.origin_type ?? "me"]],
    originName: [displayName(path.origin)],
    originRole: [path.origin.data.role].filter(Boolean),
    originCompany: [path.origin.data.company].filter(Boolean),
    startTags: first ? first.tag.map(([label]) => label) : [],
    introducerName: path.path.map((n) => n.data.name),
    introducerRole: path.path.map((n) => n.data.role).filter(Boolean),
    introducerCompany: path.path.map((n) => n.data.company).filter(Boolean),
    endTags: last ? last.tag.map(([label]) => label) : [],
  };
}

export function hasActiveFilters(f: PathFilters) {
  return Object.values(f).some((v) => v.length > 0);
}

/** Distinct values per filter, sorted with 'Me' first (spec 001 §9). */
export function filterOptions(paths: WarmPath[]): Record<PathFilterKey, string[]> {
  const sets = Object.fromEntries(Object.keys(EMPTY_PATH_FILTERS).map((k) => [k, new Set<string>()])) as Record<PathFilterKey, Set<string>>;
  for (const p of paths) {
    const v = values(p);
    for (const k of Object.keys(v) as PathFilterKey[]) v[k].forEach((x) => sets[k].add(x));
  }
  const sortMeFirst = (a: string, b: string) => (a === "Me" ? -1 : b === "Me" ? 1 : a.localeCompare(b));
  return Object.fromEntries(Object.entries(sets).map(([k, s]) => [k, [...s].sort(sortMeFirst)])) as Record<PathFilterKey, string[]>;
}

export function applyPathFilters(paths: WarmPath[], f: PathFilters): { paths: WarmPath[]; fellBack: boolean } {
  if (!hasActiveFilters(f)) return { paths, fellBack: false };
  const matched = paths.filter((p) => {
    const v = values(p);
    return (Object.keys(f) as PathFilterKey[]).every((k) => f[k].length === 0 || f[k].some((want) => v[k].includes(want)));
  });
  return matched.length ? { paths: matched, fellBack: false } : { paths, fellBack: true };
}
