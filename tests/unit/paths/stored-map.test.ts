import { deflateRawSync, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { CompanyMap, CompanyPerson, WayIn } from "@/lib/paths/company-map";
import { decodeMap, encodeMap } from "@/lib/paths/stored-map";

// The stored form of a company map (decision 019): what is stored is what a page shows again.

const way = (origin: WayIn["origin"], introducer: WayIn["introducer"], target: string, score: number, reason: string): WayIn => ({
  path_id: [origin.id, ...(introducer ? [introducer.id] : []), target].join(">"),
  origin,
  introducer,
  strength: score >= 80 ? "Good" : score >= 50 ? "Average" : "Weak",
  score,
  reason,
});

const me = { id: "00000000-0000-4000-8000-000000000001", name: "You", type: "me" as const };
const dana = { id: "00000000-0000-4000-8000-000000000002", name: "Dana Mate", type: "team" as const };
const person = (n: number, name: string, w: WayIn | null): CompanyPerson => ({
  personId: `00000000-0000-4000-8000-00000000010${n}`,
  name,
  role: n % 2 ? "VP Sales" : "",
  current: n % 2 === 1,
  path: null,
  way: w,
  strength: w?.strength ?? null,
  rank: n,
});

function sample(): CompanyMap {
  const zara = person(1, "Zara Ali", null);
  zara.way = way(me, null, zara.personId, 90, "You met Zara Ali 6 times");
  zara.strength = "Good";
  const ian = person(2, "Ian \"Quoted\" Berg", null);
  ian.way = way(dana, { id: zara.personId, name: "Zara Ali" }, ian.personId, 62, "Zara Ali works with Ian at Acme, 3 years");
  ian.strength = "Average";
  const nobody = person(3, "Nobody Known", null);
  return {
    companyKey: "acme",
    company: "Acme Inc.",
    people: [zara, ian, nobody],
    knownBy: [{ id: me.id, type: "me" }, { id: dana.id, type: "team" }],
    words: { me: me.id, origins: new Map(), names: new Map() },
  };
}

describe("a stored company map", () => {
  it("reads back as the map it was, every way in as worded, and names its people and introducers", () => {
    const map = sample();
    const { personIds, bytes } = encodeMap("acme", map, (p) => p.way ?? null);
    const back = decodeMap(bytes)!;
    expect(back.companyKey).toBe("acme");
    expect(back.company).toBe("Acme Inc.");
    expect(back.knownBy).toEqual(map.knownBy);
    expect(back.people).toEqual(map.people.map((p) => ({ ...p, path: null })));
    expect(personIds.sort()).toEqual(map.people.map((p) => p.personId).sort());
    // An introducer who is not one of the company's people is named too (erasure finds the map by them).
    const outsider = { id: "00000000-0000-4000-8000-000000000999", name: "Out Sider" };
    map.people[2]!.way = way(me, outsider, map.people[2]!.personId, 40, "Out Sider knows them");
    expect(encodeMap("acme", map, (p) => p.way ?? null).personIds).toContain(outsider.id);
  });

  it("is not read when it is of another form or damaged: the map is computed again", () => {
    expect(decodeMap(deflateRawSync(JSON.stringify({ f: 1, people: [] })))).toBeNull();
    // Form 2 was stored while a teammate could be an introducer on a way in (DESIGN §6.3 since).
    const { bytes } = encodeMap("acme", sample(), (p) => p.way ?? null);
    const earlier = JSON.parse(inflateRawSync(bytes).toString("utf8")) as { f: number };
    expect(decodeMap(deflateRawSync(JSON.stringify({ ...earlier, f: 2 })))).toBeNull();
    expect(decodeMap(deflateRawSync(JSON.stringify(earlier)))).not.toBeNull();
    expect(decodeMap(new Uint8Array([1, 2, 3, 4]))).toBeNull();
    expect(decodeMap(deflateRawSync("not json"))).toBeNull();
  });
});
