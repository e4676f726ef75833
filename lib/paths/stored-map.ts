import "server-only";
import type { CompanyMap, CompanyPerson, WayIn } from "./company-map";
import { pathId } from "./engine";
import { packForm, unpackForm } from "./stored-form";
import type { OriginType, PathStrength } from "./types";

// A company map as company_maps stores it (decision 019): every best way in worded (a page reads 25;
// the refresh words them all), in arrays rather than objects, deflated. A page read on another app
// server reads the whole map, and node-postgres takes ~25 ms per MB of a value: 5,000 people as
// objects were 3 MB, read in ~100 ms; this form is ~0.3 MB.

// 3: no origin is an introducer (DESIGN §6.3); a map stored in an earlier form may have one, so it
// reads as nothing and is computed again.
const FORMAT = 3;
/** origin index, introducer id ('' for none), introducer name, strength, score, reason. */
type StoredWay = [number, string, string, PathStrength, number, string];
/** person id, name, role, current (1/0), strength, rank, way. */
type StoredPerson = [string, string, string, 0 | 1, PathStrength | null, number, StoredWay | null];
type Stored = {
  f: typeof FORMAT;
  key: string;
  company: string;
  knownBy: [string, OriginType][];
  /** origin id, name as the way words it, type. */
  origins: [string, string, OriginType][];
  people: StoredPerson[];
};

/** The stored form of a map whose best ways in are worded by `wayOf`, and everyone it names (for erasure to find). */
export function encodeMap(companyKey: string, map: CompanyMap, wayOf: (p: CompanyPerson) => WayIn | null): { personIds: string[]; bytes: Uint8Array } {
  const origins: Stored["origins"] = [];
  const originAt = new Map<string, number>();
  const named = new Set<string>();
  const people = map.people.map((p): StoredPerson => {
    named.add(p.personId);
    const way = wayOf(p);
    let stored: StoredWay | null = null;
    if (way) {
      const o = JSON.stringify([way.origin.id, way.origin.name, way.origin.type]);
      if (!originAt.has(o)) originAt.set(o, origins.push([way.origin.id, way.origin.name, way.origin.type]) - 1);
      if (way.introducer) named.add(way.introducer.id);
      stored = [originAt.get(o)!, way.introducer?.id ?? "", way.introducer?.name ?? "", way.strength, way.score, way.reason];
    }
    return [p.personId, p.name, p.role, p.current ? 1 : 0, p.strength, p.rank, stored];
  });
  const value: Stored = { f: FORMAT, key: companyKey, company: map.company, knownBy: map.knownBy.map((k) => [k.id, k.type]), origins, people };
  return { personIds: [...named], bytes: packForm(value) };
}

/** The map a stored form says (its people's ways worded: `way`), or null for a form of another version of this code. */
export function decodeMap(bytes: Uint8Array): CompanyMap | null {
  const value = unpackForm<Stored>(bytes, FORMAT);
  if (!value) return null;
  const origins = value.origins.map(([id, name, type]) => ({ id, name, type }));
  return {
    companyKey: value.key,
    company: value.company,
    knownBy: value.knownBy.map(([id, type]) => ({ id, type })),
    people: value.people.map(([personId, name, role, current, strength, rank, w]): CompanyPerson => {
      const origin = w ? origins[w[0]]! : null;
      const way: WayIn | null =
        w && origin
          ? {
              path_id: pathId(w[1] ? [origin.id, w[1], personId] : [origin.id, personId]),
              origin,
              introducer: w[1] ? { id: w[1], name: w[2] } : null,
              strength: w[3],
              score: w[4],
              reason: w[5],
            }
          : null;
      return { personId, name, role, current: current === 1, strength, rank, path: null, way };
    }),
    words: { me: "", origins: new Map(), names: new Map() },
  };
}
