// The top network (spec 001 §7): positions a superadmin lists; the people on a path whose role
// matches one are marked, and the AI sort counts a lead whose role matches. Pure.

/** Does a role name one of the superadmin's active top-network positions ("VP Sales" in "VP Sales EMEA")? */
export function matchesTopNetwork(role: string, topNames: string[]): boolean {
  const r = role.toLowerCase();
  return !!r && topNames.some((n) => n.trim() && r.includes(n.trim().toLowerCase()));
}
