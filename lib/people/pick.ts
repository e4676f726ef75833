// The one rule that picks whose facts describe a person when several members of a team supplied
// some (DESIGN §4): the viewer's own first, then the most recent supplier's, then the lowest
// supplier id, so the answer is deterministic. SQL readers order by the same three keys
// (`(supplied_by = viewer) desc, <time> desc, supplied_by`); this is the in-memory twin, used by
// the engine's test double and by callers holding rows already.

export type Supplied = { suppliedBy: string; at: number };

export function compareSuppliers(viewerId: string, a: Supplied, b: Supplied): number {
  const own = Number(b.suppliedBy === viewerId) - Number(a.suppliedBy === viewerId);
  if (own) return own;
  if (a.at !== b.at) return b.at - a.at;
  return a.suppliedBy < b.suppliedBy ? -1 : a.suppliedBy > b.suppliedBy ? 1 : 0;
}

/** The supplier whose facts win among `rows` (undefined when there are none). */
export function pickSupplier(rows: readonly Supplied[], viewerId: string): string | undefined {
  let best: Supplied | undefined;
  for (const r of rows) if (!best || compareSuppliers(viewerId, r, best) < 0) best = r;
  return best?.suppliedBy;
}

/** Keeps, per person, only the rows of the winning supplier. */
export function pickPerPerson<T extends Supplied & { personId: string }>(rows: readonly T[], viewerId: string): T[] {
  const byPerson = new Map<string, T[]>();
  for (const r of rows) byPerson.set(r.personId, [...(byPerson.get(r.personId) ?? []), r]);
  const out: T[] = [];
  for (const list of byPerson.values()) {
    const winner = pickSupplier(list, viewerId);
    out.push(...list.filter((r) => r.suppliedBy === winner));
  }
  return out;
}
