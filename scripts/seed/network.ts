import { and, count, eq, inArray } from "drizzle-orm";
import { companyKey } from "@/lib/people/keys";
import { SYSTEM_TAG_IDS, SYSTEM_TAG_LIST } from "@/lib/tags/system-tags";
import type { Db } from "@/lib/db/client";
import { connections, experiences, personProfiles, persons, tags, userTags, users } from "@/lib/db/schema";

// The demo member's uploaded network: a few hundred people across many companies, some with
// e-mail and meeting counts, some tagged, so a newcomer sees a full network page on first start.

const FIRST = ["Aaliyah", "Ben", "Carla", "Dmitri", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jonas", "Kemi", "Luca", "Mei", "Nikhil", "Olga", "Pablo", "Quinn", "Rania", "Sven", "Tara", "Umar", "Vera", "Wen", "Ximena", "Yusuf", "Zoe", "Amara", "Bruno", "Chloé", "Diego", "Eitan", "Fatima"];
const LAST = ["Andersen", "Bianchi", "Chowdhury", "Delgado", "Eriksen", "Fischer", "García", "Haddad", "Ito", "Jensen", "Kowalski", "Larsen", "Moreau", "Novak", "O'Connor", "Petrov", "Quintero", "Rossi", "Schmidt", "Tanaka", "Umarov", "Varga", "Weber", "Xu", "Yilmaz", "Zhang"];
const COMPANIES = ["Contoso", "Globex", "Initech", "Northwind Traders", "Fabrikam", "Umbrella Health", "Stark Industries", "Wayne Enterprises", "Hooli", "Pied Piper", "Acme Robotics", "Soylent", "Tyrell Corp", "Cyberdyne Systems", "Vandelay Industries", "Wonka Foods", "Gringotts Bank", "Oscorp", "Massive Dynamic", "Aperture Science", "Blue Sun", "Dunder Mifflin", "Prestige Worldwide", "Monarch Solutions"];
const TITLES = ["VP Sales", "Account Executive", "Head of Partnerships", "Chief Revenue Officer", "Sales Manager", "Procurement Lead", "CTO", "Engineering Manager", "Director of Operations", "Product Marketing Manager", "Customer Success Lead", "Chief Operating Officer", "Solutions Engineer", "Head of Growth", "CFO", "Business Development Rep"];

export const DEMO_NETWORK_SIZE = 320;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedDemoNetwork(db: Db, demoEmail: string): Promise<{ created: number }> {
  const [member] = await db.select().from(users).where(eq(users.email, demoEmail)).limit(1);
  if (!member) return { created: 0 };
  const [existing] = await db.select({ n: count() }).from(connections).where(eq(connections.ownerUserId, member.id));
  if ((existing?.n ?? 0) >= 100) return { created: 0 };

  await db
    .insert(tags)
    .values(SYSTEM_TAG_LIST.map((t) => ({ id: t.id, tag: t.tag, tagType: t.tag_type, tagColour: t.tag_colour, tagScore: t.tag_score, isSystem: true })))
    .onConflictDoNothing();

  const rand = rng(42);
  const pick = <T,>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const people = Array.from({ length: DEMO_NETWORK_SIZE }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const company = COMPANIES[i % COMPANIES.length]!;
    const slug = `${first}-${last}-${i}-demo`.toLowerCase().normalize("NFKD").replace(/[^a-z0-9-]/g, "");
    const year = 2012 + Math.floor(rand() * 13);
    return { first, last, company, title: pick(TITLES), slug, connectedOn: `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, "0")}-${String(1 + Math.floor(rand() * 28)).padStart(2, "0")}` };
  });

  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(persons)
      .values(people.map((p) => ({ slug: p.slug })))
      .onConflictDoNothing()
      .returning({ id: persons.id, slug: persons.slug });
    const idOf = new Map(rows.map((r) => [r.slug!, r.id]));
    const fresh = people.filter((p) => idOf.has(p.slug));
    if (!fresh.length) return;
    // The member's Connections.csv facts about them (DESIGN §1).
    await tx.insert(personProfiles).values(
      fresh.map((p) => ({ personId: idOf.get(p.slug)!, suppliedBy: member.id, source: "connections", fullName: `${p.first} ${p.last}`, firstName: p.first, lastName: p.last, headline: `${p.title} at ${p.company}` })),
    );
    await tx.insert(experiences).values(
      fresh.map((p) => ({ personId: idOf.get(p.slug)!, suppliedBy: member.id, company: p.company, companyKey: companyKey(p.company), title: p.title, isCurrent: true, source: "connections" })),
    );
    await tx.insert(connections).values(
      fresh.map((p, i) => {
        const talks = i % 5 === 0;
        const meets = i % 9 === 0;
        return {
          ownerUserId: member.id,
          personId: idOf.get(p.slug)!,
          sources: talks || meets ? ["gmail", "linkedin"] : ["linkedin"],
          connectedOn: p.connectedOn,
          company: p.company,
          position: p.title,
          emailCount: talks ? 1 + Math.floor(rand() * 40) : 0,
          meetingCount: meets ? 1 + Math.floor(rand() * 8) : 0,
          lastInteractionAt: talks || meets ? new Date(Date.UTC(2026, Math.floor(rand() * 10), 1 + Math.floor(rand() * 27))) : null,
        };
      }),
    );
    const tagged = fresh.filter((_, i) => i % 7 === 0);
    await tx.insert(userTags).values(
      tagged.map((p, i) => ({ ownerUserId: member.id, personId: idOf.get(p.slug)!, tagId: i % 3 === 0 ? SYSTEM_TAG_IDS.customer : SYSTEM_TAG_IDS.salesTeam })),
    );
    const suggested = fresh.filter((p, i) => i % 11 === 3 && p.company === "Contoso");
    if (suggested.length) {
      await tx.insert(userTags).values(
        suggested.map((p) => ({ ownerUserId: member.id, personId: idOf.get(p.slug)!, tagId: SYSTEM_TAG_IDS.formerColleague, status: "suggested" as const, evidence: `you worked at Contoso (2016–2020); they work there now` })),
      );
    }
  });

  // The demo member's own history, so colleague suggestions have something to stand on.
  if (!member.personId) {
    const [me] = await db.insert(persons).values({ ownerUserId: member.id }).returning({ id: persons.id });
    await db.update(users).set({ personId: me!.id }).where(eq(users.id, member.id));
    const own = { personId: me!.id, suppliedBy: member.id };
    await db.insert(personProfiles).values({ ...own, source: "account", fullName: member.name, firstName: member.givenName, headline: "Account Executive at Northwind Traders" });
    await db.insert(experiences).values([
      { ...own, company: "Northwind Traders", companyKey: companyKey("Northwind Traders"), title: "Account Executive", fromDate: "2020-06-01", isCurrent: true, source: "positions", sortOrder: 0 },
      { ...own, company: "Contoso", companyKey: companyKey("Contoso"), title: "Sales Development Rep", fromDate: "2016-02-01", toDate: "2020-05-01", source: "positions", sortOrder: 1 },
    ]);
  }
  // Tag a few of the people demo.ts seeded, too.
  const seeded = await db.select({ id: persons.id }).from(persons).where(inArray(persons.slug, ["maya-chen-demo", "zara-ali-demo"]));
  for (const p of seeded) {
    const [edge] = await db.select({ id: connections.id }).from(connections).where(and(eq(connections.ownerUserId, member.id), eq(connections.personId, p.id)));
    if (edge) await db.insert(userTags).values({ ownerUserId: member.id, personId: p.id, tagId: SYSTEM_TAG_IDS.salesTeam }).onConflictDoNothing();
  }
  return { created: DEMO_NETWORK_SIZE };
}
