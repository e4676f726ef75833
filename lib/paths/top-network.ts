// The top network (spec 001 §7): positions a superadmin lists; the people on a path whose role
// matches one are marked, and the AI sort counts a lead whose role matches. Pure.
import type { WarmPath } from "./types";

/** Does a role name one of the superadmin's active top-network positions ("VP Sales" in "VP Sales EMEA")? */
export function matchesTopNetwork(role: string, topNames: string[]): boolean {
  const r = role.toLowerCase();
  return !!r && topNames.some((n) => n.trim() && r.includes(n.trim().toLowerCase()));
}

/** Marks the people on the paths whose role matches an active top-network position. */
export function markTopNetwork(paths: WarmPath[], topNames: string[]): WarmPath[] {
  if (!topNames.length) return paths;
  const mark = (n: WarmPath["origin"]) => (matchesTopNetwork(n.data.role, topNames) ? { ...n, top_network: true } : n);
  return paths.map((p) => ({ ...p, origin: mark(p.origin), path: p.path.map(mark), target: mark(p.target) }));
}
