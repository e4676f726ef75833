import fc from "fast-check";
import type { Dataset } from "./dataset";

// fast-check arbitrary of small team graphs with every kind of edge: owned connections (members,
// collaborators, extended networks, a stranger outside the team), colleagues, alumni,
// co-occurrences and manual tags. Ids are uuids so the same data can go into the database.

const NAMES = ["Ana", "Ben", "Cai", "Dee", "Eli", "Fay", "Gus", "Ana"];
const COMPANIES = [
  ["acme", "Acme"],
  ["globex", "Globex"],
  ["initech", "Initech"],
] as const;
const SCHOOLS = [
  ["mit", "MIT"],
  ["ucla", "UCLA"],
] as const;

export const uuid = (kind: number, n: number) => `00000000-0000-4000-8${kind.toString(16).padStart(3, "0")}-${n.toString(16).padStart(12, "0")}`;

const monthDay = (y: number, m: number) => `${y}-${String(m).padStart(2, "0")}-01`;

export const datasetArb = fc
  .record({
    nPersons: fc.integer({ min: 4, max: 12 }),
    nUsers: fc.integer({ min: 1, max: 3 }),
    nExts: fc.integer({ min: 0, max: 2 }),
    seed: fc.array(fc.nat(1000), { minLength: 200, maxLength: 200 }),
    connDensity: fc.integer({ min: 15, max: 55 }),
  })
  .map(({ nPersons, nUsers, nExts, seed, connDensity }): { ds: Dataset; targetIndex: number; fallback: boolean } => {
    let i = 0;
    const r = (n: number) => seed[i++ % seed.length]! % n;
    const persons = Array.from({ length: nPersons }, (_, k) => ({ id: uuid(1, k), name: NAMES[k % NAMES.length]! + (k >= NAMES.length ? k : "") }));
    // One extra user (the stranger) whose network must never be used.
    const users = Array.from({ length: nUsers + 1 }, (_, k) => ({ id: uuid(2, k), personId: persons[k % nPersons]!.id, name: persons[k % nPersons]!.name }));
    const stranger = users[nUsers]!;
    const collaborators: [string, string][] = users.slice(1, nUsers).map((u, k) => (k % 2 ? [u.id, users[0]!.id] : [users[0]!.id, u.id]));
    const exts = Array.from({ length: nExts }, (_, k) => ({
      id: uuid(3, k),
      ownerPersonId: persons[(nUsers + k) % nPersons]!.id,
      uploadedBy: users[r(nUsers)]!.id,
      name: `Portfolio ${k}`,
    }));
    const owners = [...users.map((u) => ({ ownerUserId: u.id, extendedNetworkId: null, personId: u.personId })), ...exts.map((e) => ({ ownerUserId: null, extendedNetworkId: e.id, personId: e.ownerPersonId }))];
    const connections: Dataset["connections"] = [];
    for (const o of owners) {
      for (const p of persons) {
        if (p.id === o.personId || r(100) >= connDensity) continue;
        const kind = r(4);
        connections.push({
          ownerUserId: o.ownerUserId,
          extendedNetworkId: o.extendedNetworkId,
          personId: p.id,
          sources: kind === 0 ? ["gmail"] : ["linkedin"],
          connectedOn: kind === 0 ? null : monthDay(2015 + r(10), 1 + r(12)),
          emailCount: kind >= 2 ? r(30) : 0,
          meetingCount: kind === 3 ? r(8) : 0,
          lastInteractionAt: kind >= 2 ? monthDay(2025, 1 + r(12)) : null,
          // Some of a member's connections are private (issue 31): only the member's own paths use them.
          private: o.ownerUserId !== null && r(7) === 0,
        });
      }
    }
    const experiences: Dataset["experiences"] = [];
    const educations: Dataset["educations"] = [];
    // Who supplied each fact (DESIGN §1): a team user or the stranger, at a time that decides the pick.
    const supplier = () => ({ suppliedBy: users[r(users.length)]!.id, at: r(5) });
    for (const p of persons) {
      const exp = supplier();
      for (let k = r(3); k > 0; k--) {
        const [key, name] = COMPANIES[r(COMPANIES.length)]!;
        const from = 2008 + r(16);
        const current = r(2) === 0;
        experiences.push({
          personId: p.id,
          ...(r(3) === 0 ? supplier() : exp),
          fact: {
            companyKey: key,
            company: name,
            title: "Engineer",
            fromDate: r(6) === 0 ? null : monthDay(from, 1 + r(12)),
            toDate: current ? null : monthDay(Math.min(2026, from + r(6)), 1 + r(12)),
            isCurrent: current,
          },
        });
      }
      if (r(2) === 0) {
        const [key, name] = SCHOOLS[r(SCHOOLS.length)]!;
        const from = 2000 + r(10);
        educations.push({ personId: p.id, ...supplier(), fact: { schoolKey: key, school: name, fromYear: from, toYear: from + r(5) } });
      }
    }
    const coOccurrences: Dataset["coOccurrences"] = [];
    for (let k = r(4); k > 0; k--) {
      const a = persons[r(nPersons)]!.id;
      const b = persons[r(nPersons)]!.id;
      if (a === b) continue;
      const [x, y] = a < b ? [a, b] : [b, a];
      const owner = r(5) === 0 ? stranger.id : users[r(nUsers)]!.id;
      if (coOccurrences.some((c) => c.ownerUserId === owner && c.personAId === x && c.personBId === y)) continue;
      coOccurrences.push({ ownerUserId: owner, personAId: x, personBId: y, emailThreads: r(25), meetings: 1 + r(7), lastAt: monthDay(2026, 1 + r(5)) });
    }
    const userTags: Dataset["userTags"] = [];
    for (let k = r(4); k > 0; k--) {
      const c = connections[r(Math.max(1, connections.length))];
      if (!c?.ownerUserId) continue;
      const [tag, colour, score] = [["Sales Team", "#6366F1", 10], ["Customer", "#10B981", 9], ["Investor", "#808080", 6]][r(3)] as [string, string, number];
      if (userTags.some((t) => t.ownerUserId === c.ownerUserId && t.personId === c.personId && t.tag === tag)) continue;
      userTags.push({ ownerUserId: c.ownerUserId, personId: c.personId, tag, colour, score });
    }
    // What each member shares (issue 31): some pause, some show their tags; most keep the defaults.
    const sharing = users.slice(0, nUsers).map((u) => ({ userId: u.id, paused: r(5) === 0, shareTags: r(2) === 0 }));
    return { ds: { persons, users, collaborators, exts, connections, experiences, educations, coOccurrences, userTags, sharing }, targetIndex: r(nPersons), fallback: r(3) === 0 };
  });
