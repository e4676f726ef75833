// A path's id is its person ids joined by ">" (origin first, the target last). Bookmarks keep only
// the id and are shown from live data, so a bookmark is checked for shape here, not by a search.

/** A person id in its canonical form. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A 3- or 4-node path id of distinct persons that ends at `targetId` (DESIGN §6.3). */
export function isPathIdFor(pathId: string, targetId: string): boolean {
  const nodes = pathId.split(">");
  if (nodes.length < 3 || nodes.length > 4) return false;
  if (nodes[nodes.length - 1] !== targetId) return false;
  return nodes.every((n) => UUID.test(n)) && new Set(nodes).size === nodes.length;
}
