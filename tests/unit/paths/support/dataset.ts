// An in-memory team graph for the engine's tests: the rows the product's tables would hold, a
// GraphSource over them (mirroring lib/paths/queries/), and the Team loadTeam would build.
import type { CoOccurrenceRow, GraphSource, ManualTagRow, Origin, OwnedEdgeRow, Scope, Team } from "@/lib/paths/engine";
import type { EducationFact, ExperienceFact } from "@/lib/paths/rules";
import { pickPerPerson } from "@/lib/people/pick";

export type Dataset = {
  persons: { id: string; name: string }[];
  /** users[0] is the member; users listed in `collaborators` pool with them. */
  users: { id: string; personId: string; name: string }[];
  collaborators: [string, string][];
  exts: { id: string; ownerPersonId: string; uploadedBy: string; name: string }[];
  /** `private`: marked private by its owning member (issue 31); teammates never see it. */
  connections: (OwnedEdgeRow & { private?: boolean })[];
  /** Facts with who supplied them and when (`at`, a comparable time: DESIGN §4's pick rule). */
  experiences: { personId: string; suppliedBy: string; at: number; fact: ExperienceFact }[];
  educations: { personId: string; suppliedBy: string; at: number; fact: EducationFact }[];
  coOccurrences: CoOccurrenceRow[];
  userTags: ManualTagRow[];
  /** What each member shares (issue 31); a user without a row shares all but their tags. */
  sharing?: { userId: string; paused: boolean; shareTags: boolean }[];
};

/** A user's sharing settings: the defaults are sharing, tags hidden. */
export function sharingOf(ds: Dataset, userId: string) {
  return ds.sharing?.find((s) => s.userId === userId) ?? { userId, paused: false, shareTags: false };
}

const RANK = { me: 0, team: 1, indirect: 2 } as const;

/** The team of `memberId` exactly as loadTeam describes it (DESIGN §6.1). */
export function teamOf(ds: Dataset, memberId: string): Team {
  const collab = ds.collaborators.flatMap(([a, b]) => (a === memberId ? [b] : b === memberId ? [a] : []));
  // A collaborator who paused sharing is not in the member's team at all (issue 31).
  const userIds = [memberId, ...new Set(collab.filter((u) => u !== memberId && !sharingOf(ds, u).paused))];
  const tagUserIds = userIds.filter((u) => u === memberId || sharingOf(ds, u).shareTags);
  const origins = new Map<string, Origin>();
  const put = (o: Origin) => {
    const prev = origins.get(o.personId);
    if (!prev) return void origins.set(o.personId, o);
    const keep = RANK[o.type] < RANK[prev.type] ? o : prev;
    origins.set(o.personId, {
      ...keep,
      ownerUserIds: [...new Set([...prev.ownerUserIds, ...o.ownerUserIds])],
      extendedNetworkIds: [...new Set([...prev.extendedNetworkIds, ...o.extendedNetworkIds])],
    });
  };
  for (const id of userIds) {
    const u = ds.users.find((x) => x.id === id)!;
    put({ personId: u.personId, type: id === memberId ? "me" : "team", name: u.name, ownerUserIds: [u.id], extendedNetworkIds: [] });
  }
  const exts = ds.exts.filter((e) => userIds.includes(e.uploadedBy));
  for (const e of exts) {
    const name = ds.persons.find((p) => p.id === e.ownerPersonId)?.name || e.name;
    put({ personId: e.ownerPersonId, type: "indirect", name, ownerUserIds: [], extendedNetworkIds: [e.id] });
  }
  const member = ds.users.find((u) => u.id === memberId)!;
  return { memberUserId: memberId, memberPersonId: member.personId, origins: [...origins.values()], userIds, tagUserIds, extendedNetworkIds: exts.map((e) => e.id) };
}

function teamOwned(team: Team, row: { ownerUserId: string | null; extendedNetworkId: string | null; private?: boolean }) {
  return (row.ownerUserId ? team.userIds.includes(row.ownerUserId) : team.extendedNetworkIds.includes(row.extendedNetworkId!)) && shared(team, row);
}

/** A connection the member may see: their own, or one its owner did not mark private (issue 31). */
export function shared(team: Team, row: { ownerUserId: string | null; private?: boolean }) {
  return !row.private || row.ownerUserId === team.memberUserId;
}

/** A team user's co-occurrence the member may see: their own, or about people its owner did not mark private. */
export function coOccurrenceShared(ds: Dataset, team: Team, c: CoOccurrenceRow) {
  if (!team.userIds.includes(c.ownerUserId)) return false;
  if (c.ownerUserId === team.memberUserId) return true;
  return !ds.connections.some((pc) => pc.private && pc.ownerUserId === c.ownerUserId && (pc.personId === c.personAId || pc.personId === c.personBId));
}

/** Origins ∪ persons of the team's connections ∪ persons of its co-occurrences. */
export function teamNetwork(ds: Dataset, team: Team): Set<string> {
  const n = new Set(team.origins.map((o) => o.personId));
  for (const c of ds.connections) if (teamOwned(team, c)) n.add(c.personId);
  for (const c of ds.coOccurrences) if (coOccurrenceShared(ds, team, c)) n.add(c.personAId).add(c.personBId);
  return n;
}

export function memorySource(ds: Dataset): GraphSource & { calls: number } {
  const src = {
    calls: 0,
    async ownedEdgesTouching(team: Team, personIds: string[], scope: Scope) {
      src.calls++;
      const X = new Set(personIds);
      const oset = new Set(team.origins.map((o) => o.personId));
      const owners = team.origins.filter((o) => X.has(o.personId));
      const ou = new Set(owners.flatMap((o) => o.ownerUserIds));
      const oe = new Set(owners.flatMap((o) => o.extendedNetworkIds));
      return ds.connections.filter(
        (c) =>
          (X.has(c.personId) && teamOwned(team, c)) ||
          ((c.ownerUserId ? ou.has(c.ownerUserId) : oe.has(c.extendedNetworkId!)) && shared(team, c) && (scope === "network" || oset.has(c.personId))),
      );
    },
    async experiencesOf(team: Team, personIds: string[]) {
      return group(teamFacts(ds.experiences, team).filter((e) => personIds.includes(e.personId)));
    },
    async educationsOf(team: Team, personIds: string[]) {
      return group(teamFacts(ds.educations, team).filter((e) => personIds.includes(e.personId)));
    },
    async experiencesAt(team: Team, keys: string[], except?: Set<string>) {
      const ok = scopeSet(ds, team, "network");
      return teamFacts(ds.experiences, team).filter((e) => keys.includes(e.fact.companyKey) && ok.has(e.personId) && !except?.has(e.personId));
    },
    async educationsAt(team: Team, keys: string[], except?: Set<string>) {
      const ok = scopeSet(ds, team, "network");
      return teamFacts(ds.educations, team).filter((e) => keys.includes(e.fact.schoolKey) && ok.has(e.personId) && !except?.has(e.personId));
    },
    async coOccurrencesTouching(team: Team, personIds: string[]) {
      return ds.coOccurrences.filter((c) => coOccurrenceShared(ds, team, c) && (personIds.includes(c.personAId) || personIds.includes(c.personBId)));
    },
    async around(team: Team, personIds: string[]) {
      const [exps, edus, cos, tags] = await Promise.all([src.experiencesOf(team, personIds), src.educationsOf(team, personIds), src.coOccurrencesTouching(team, personIds), src.manualTags(team, personIds)]);
      return { incoming: ds.connections.filter((c) => personIds.includes(c.personId) && teamOwned(team, c)), exps, edus, cos, tags };
    },
    async manualTags(team: Team, personIds: string[]) {
      return ds.userTags.filter((t) => team.tagUserIds.includes(t.ownerUserId) && personIds.includes(t.personId));
    },
  };
  return src;
}

/** The facts a team reads (DESIGN §1, §4): its users' only, and per person the winning supplier's. */
export function teamFacts<T extends { personId: string; suppliedBy: string; at: number }>(list: T[], team: Team): T[] {
  return pickPerPerson(
    list.filter((f) => team.userIds.includes(f.suppliedBy)),
    team.memberUserId,
  );
}

function scopeSet(ds: Dataset, team: Team, scope: Scope): Set<string> {
  return scope === "origins" ? new Set(team.origins.map((o) => o.personId)) : teamNetwork(ds, team);
}

function group<T>(list: { personId: string; fact: T }[]): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const { personId, fact } of list) m.set(personId, [...(m.get(personId) ?? []), fact]);
  return m;
}
