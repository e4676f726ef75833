import { readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import {
  coOccurrences,
  collaborators,
  connections,
  educations,
  experiences,
  extendedNetworks,
  leads,
  personProfiles,
  persons,
  sharingSettings,
  tags,
  userTags,
} from "@/lib/db/schema";
import { companyKey } from "@/lib/people/keys";
import { createUser } from "@/tests/helpers/factories";
import type { Dataset } from "@/tests/unit/paths/support/dataset";
import { uuid } from "@/tests/unit/paths/support/generate";

// Puts an in-memory Dataset into the real tables, the way the product's imports would.

async function chunks<T>(rows: T[], size: number, fn: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
}

export async function insertDataset(ds: Dataset) {
  // Persons are slug-keyed here (a public identity any member may know); names are the users' facts.
  await chunks(ds.persons, 500, (part) => db.insert(persons).values(part.map((p) => ({ id: p.id, slug: `p-${p.id}` }))));
  for (const u of ds.users) await createUser({ id: u.id, name: u.name, personId: u.personId });
  await chunks(ds.persons, 500, (part) =>
    db.insert(personProfiles).values(ds.users.flatMap((u) => part.map((p) => ({ personId: p.id, suppliedBy: u.id, source: "connections", fullName: p.name })))),
  );
  if (ds.collaborators.length) await db.insert(collaborators).values(ds.collaborators.map(([inviterId, inviteeId]) => ({ inviterId, inviteeId })));
  if (ds.exts.length) await db.insert(extendedNetworks).values(ds.exts);
  if (ds.sharing?.length) await db.insert(sharingSettings).values(ds.sharing);
  await chunks(ds.connections, 500, (part) =>
    db.insert(connections).values(part.map((c) => ({ ...c, lastInteractionAt: c.lastInteractionAt ? new Date(`${c.lastInteractionAt}T00:00:00Z`) : null }))),
  );
  // `at` becomes the fact's time, so the pick rule sees the same order as the in-memory oracle.
  const time = (at: number) => new Date(Date.UTC(2026, 0, 1 + at));
  await chunks(ds.experiences, 500, (part) => db.insert(experiences).values(part.map((e) => ({ personId: e.personId, suppliedBy: e.suppliedBy, createdAt: time(e.at), ...e.fact }))));
  await chunks(ds.educations, 500, (part) => db.insert(educations).values(part.map((e) => ({ personId: e.personId, suppliedBy: e.suppliedBy, createdAt: time(e.at), ...e.fact }))));
  if (ds.coOccurrences.length) {
    await db.insert(coOccurrences).values(ds.coOccurrences.map((c) => ({ ...c, lastAt: c.lastAt ? new Date(`${c.lastAt}T00:00:00Z`) : null })));
  }
  const tagIds = new Map<string, string>();
  for (const t of ds.userTags) {
    if (!tagIds.has(t.tag)) {
      const [row] = await db.insert(tags).values({ tag: t.tag, tagColour: t.colour ?? "#808080", tagScore: t.score, isSystem: false }).returning();
      tagIds.set(t.tag, row!.id);
    }
    await db.insert(userTags).values({ ownerUserId: t.ownerUserId, personId: t.personId, tagId: tagIds.get(t.tag)!, status: "accepted" });
  }
}

export async function insertLead(input: { userId: string; personId: string | null; name: string; company?: string; role?: string }) {
  const [lead] = await db
    .insert(leads)
    .values({
      userId: input.userId,
      personId: input.personId,
      name: input.name,
      company: input.company ?? "",
      companyKey: companyKey(input.company ?? ""),
      role: input.role ?? "",
      linkedinUrl: `https://www.linkedin.com/in/lead-${Math.random().toString(36).slice(2)}/`,
    })
    .returning();
  return lead!;
}

// ---------------------------------------------------------------- the LDBC SNB tiny graph

const LDBC = path.join(process.cwd(), "../shared/data/ldbc-snb-tiny");

function table(file: string): string[][] {
  return readFileSync(path.join(LDBC, file), "utf8")
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((l) => l.split("|"));
}

/**
 * LDBC persons as the directory; person 0 the member, persons 1–3 collaborators, and every fourth
 * other person the owner of an extended network the member uploaded: their `knows` edges are
 * connections. The rest are the people between them — never origins, so they can be introducers
 * (DESIGN §6.3): a `knows` edge between two of them is a co-occurrence in a member's mail.
 * Employment years become experiences (each job ends when the next starts), class years education.
 */
const OWNER_EVERY = 4;
export function ldbcDataset(): Dataset {
  const people = table("person_0_0.csv");
  const idOf = new Map(people.map((p, i) => [p[0]!, uuid(1, i)]));
  const persons = people.map((p, i) => ({ id: uuid(1, i), name: `${p[1]} ${p[2]}` }));
  const users = [0, 1, 2, 3].map((i) => ({ id: uuid(2, i), personId: persons[i]!.id, name: persons[i]!.name }));
  const collaborators: [string, string][] = [
    [users[0]!.id, users[1]!.id],
    [users[2]!.id, users[0]!.id],
    [users[0]!.id, users[3]!.id],
  ];
  const exts = persons
    .slice(4)
    .filter((_, i) => i % OWNER_EVERY === 0)
    .map((p, i) => ({ id: uuid(3, i), ownerPersonId: p.id, uploadedBy: users[0]!.id, name: p.name }));
  const owner = new Map<string, { ownerUserId: string | null; extendedNetworkId: string | null }>();
  users.forEach((u) => owner.set(u.personId, { ownerUserId: u.id, extendedNetworkId: null }));
  exts.forEach((e) => owner.set(e.ownerPersonId, { ownerUserId: null, extendedNetworkId: e.id }));
  const connections: Dataset["connections"] = [];
  const coOccurrences: Dataset["coOccurrences"] = [];
  for (const [a, b, created] of table("person_knows_person_0_0.csv")) {
    const pa = idOf.get(a!)!;
    const pb = idOf.get(b!)!;
    const day = new Date(Number(created)).toISOString().slice(0, 10);
    if (!owner.has(pa) && !owner.has(pb)) {
      // Two people who are not origins: on the same e-mail threads in a member's mail.
      const [x, y] = pa < pb ? [pa, pb] : [pb, pa];
      coOccurrences.push({ ownerUserId: users[coOccurrences.length % users.length]!.id, personAId: x, personBId: y, emailThreads: 3, meetings: 0, lastAt: day });
      continue;
    }
    for (const [x, y] of [
      [pa, pb],
      [pb, pa],
    ] as const) {
      const by = owner.get(x);
      if (by) connections.push({ ...by, personId: y, sources: ["linkedin"], connectedOn: day, emailCount: 0, meetingCount: 0, lastInteractionAt: null });
    }
  }
  const orgs = new Map(table("organisation_0_0.csv").map((o) => [o[0]!, o[2]!.replace(/_/g, " ")]));
  const jobs = new Map<string, { org: string; year: number }[]>();
  for (const [p, o, year] of table("person_workAt_organisation_0_0.csv")) {
    jobs.set(p!, [...(jobs.get(p!) ?? []), { org: orgs.get(o!)!, year: Number(year) }]);
  }
  const experiencesList: Dataset["experiences"] = [];
  for (const [p, list] of jobs) {
    list.sort((x, y) => x.year - y.year);
    list.forEach((j, k) => {
      const next = list[k + 1];
      experiencesList.push({
        personId: idOf.get(p)!,
        suppliedBy: users[0]!.id,
        at: 0,
        fact: { companyKey: companyKey(j.org), company: j.org, title: null, fromDate: `${j.year}-01-01`, toDate: next ? `${next.year}-01-01` : null, isCurrent: !next },
      });
    });
  }
  const educationsList: Dataset["educations"] = table("person_studyAt_organisation_0_0.csv").map(([p, o, year]) => ({
    personId: idOf.get(p!)!,
    suppliedBy: users[0]!.id,
    at: 0,
    fact: { schoolKey: companyKey(orgs.get(o!)!), school: orgs.get(o!)!, fromYear: Number(year) - 3, toYear: Number(year) },
  }));
  return { persons, users, collaborators, exts, connections, experiences: experiencesList, educations: educationsList, coOccurrences, userTags: [] };
}
