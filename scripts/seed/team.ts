import { and, eq, inArray } from "drizzle-orm";
import { getCreditBalance, grantCredits } from "@/lib/credits/service";
import { canonicalLinkedinSlug, companyKey, linkedinUrlFromSlug } from "@/lib/people/keys";
import { pathTargetOf } from "@/lib/leads/path-target";
import { refreshLeadMetrics } from "@/lib/paths/service";
import { SYSTEM_TAGS } from "@/lib/tags/system-tags";
import type { Db } from "@/lib/db/client";
import { collaborators, connections, educations, experiences, leads, personProfiles, persons, tags, userTags, users } from "@/lib/db/schema";

// The demo team (issue 5): two collaborators with their own networks and leads at companies the
// team reaches, so the pipeline shows warm-path counts and a lead opens on Good, Average and Weak
// paths, 4-node and team paths included. Idempotent: every row is found or created by its key.

type Job = [company: string, title: string, from: string, to: string | null];
type PersonSpec = { slug: string; name: string; jobs: Job[]; school?: [string, number, number] };

const P = (slug: string, name: string, jobs: Job[], school?: [string, number, number]): PersonSpec => ({ slug, name, jobs, school });

const DANA = P("dana-demo", "Dana Demo", [["Scuba", "Account Executive", "2022-02-01", null]], ["Stanford University", 2008, 2012]);
const SAM = P("sam-rivera-demo", "Sam Rivera", [["Scuba", "Sales Director", "2020-06-01", null], ["Globex", "Account Manager", "2015-01-01", "2020-05-01"]]);
const KAI = P("kai-jensen-demo", "Kai Jensen", [["Scuba", "Sales Development Rep", "2021-09-01", null], ["Hooli", "SDR", "2016-03-01", "2019-08-01"]]);

// The collaborators' own contacts (private counts stay theirs; the paths show only the tags).
const SAM_NETWORK: [PersonSpec, { emails?: number; meetings?: number }][] = [
  [P("grace-park-demo", "Grace Park", [["Umbrella Health", "CFO", "2017-04-01", null]]), { emails: 25, meetings: 9 }],
  [P("omar-haddad-demo", "Omar Haddad", [["Acme Robotics", "Solutions Architect", "2014-02-01", "2019-06-01"], ["Initech", "Architect", "2019-07-01", null]]), { emails: 8 }],
  [P("lena-fischer-demo", "Lena Fischer", [["Northwind Traders", "Buyer", "2012-01-01", "2016-09-01"]]), {}],
  // Works beside Paul (Kai's contact, once at Contoso with Priya): Sam → Hannah → Paul → Priya is a
  // 4-node team path whose introducers are no teammates (DESIGN §6.3: an origin never introduces).
  [P("hannah-cole-demo", "Hannah Cole", [["Blue Ridge Logistics", "Operations Lead", "2020-05-01", null]]), { emails: 7 }],
];
const KAI_NETWORK: [PersonSpec, { emails?: number; meetings?: number }][] = [
  [P("ivy-turner-demo", "Ivy Turner", [["Hooli", "Sales Engineer", "2018-01-01", null]]), { emails: 6 }],
  [P("raj-patel-demo", "Raj Patel", [["Stark Industries", "Category Manager", "2019-05-01", null]]), {}],
  [P("nina-petrova-demo", "Nina Petrova", [["Pied Piper", "Office Manager", "2018-02-01", "2021-06-01"]]), {}],
  // Half a year at Contoso next to Priya: Kai → Paul → Priya is a Weak path, so opening Priya
  // (the first demo lead) shows Good, Average and Weak paths together.
  [P("paul-weiss-demo", "Paul Weiss", [["Blue Ridge Logistics", "Account Manager", "2021-10-01", null], ["Contoso", "Procurement Analyst", "2021-03-01", "2021-09-01"]]), {}],
];

const TARGETS: PersonSpec[] = [
  P("chloe-martin-demo", "Chloe Martin", [["Northwind Traders", "Head of Procurement", "2019-03-01", null]]),
  P("victor-hale-demo", "Victor Hale", [["Umbrella Health", "VP Operations", "2018-01-01", null]]),
  P("mei-lin-demo", "Mei Lin", [["Acme Robotics", "CTO", "2012-09-01", null]]),
  P("jonas-berg-demo", "Jonas Berg", [["Hooli", "Director of Sales", "2020-02-01", null]]),
  P("elena-sokolova-demo", "Elena Sokolova", [["Stark Industries", "COO", "2016-01-01", null]]),
  P("rita-gomez-demo", "Rita Gomez", [["Hyperion Labs", "VP Sales", "2020-01-01", null], ["Pied Piper", "Sales Lead", "2019-01-01", "2019-10-01"]]),
  P("hugo-laurent-demo", "Hugo Laurent", [["Fabrikam", "VP Engineering", "2019-01-01", null]], ["Stanford University", 2009, 2013]),
  P("sara-novak-demo", "Sara Novak", [["Contoso", "General Counsel", "2020-04-01", null]]),
];

/** The person of a spec, and each supplier's facts about them (DESIGN §1: facts carry who gave them). */
async function upsertPerson(db: Db, spec: PersonSpec, suppliers: string[]): Promise<string> {
  const [first, ...rest] = spec.name.split(" ");
  const head = spec.jobs.find((j) => !j[3]) ?? spec.jobs[0];
  await db.insert(persons).values({ slug: spec.slug }).onConflictDoNothing();
  const [row] = await db.select({ id: persons.id }).from(persons).where(eq(persons.slug, spec.slug));
  const id = row!.id;
  for (const suppliedBy of suppliers) {
    await db
      .insert(personProfiles)
      .values({ personId: id, suppliedBy, source: "connections", fullName: spec.name, firstName: first, lastName: rest.join(" "), headline: head ? `${head[1]} at ${head[0]}` : null })
      .onConflictDoNothing();
    const has = await db.select({ id: experiences.id }).from(experiences).where(and(eq(experiences.personId, id), eq(experiences.suppliedBy, suppliedBy))).limit(1);
    if (has.length) continue;
    await db.insert(experiences).values(
      spec.jobs.map(([company, title, from, to], i) => ({ personId: id, suppliedBy, company, companyKey: companyKey(company), title, fromDate: from, toDate: to, isCurrent: !to, sortOrder: i })),
    );
    if (spec.school) {
      const [school, fromYear, toYear] = spec.school;
      await db.insert(educations).values({ personId: id, suppliedBy, school, schoolKey: companyKey(school), fromYear, toYear });
    }
  }
  return id;
}

/** A teammate's account, linked to their own node (facts about it: theirs and the demo member's). */
async function upsertUser(db: Db, email: string, spec: PersonSpec, demoId: string): Promise<{ id: string; personId: string }> {
  await db
    .insert(users)
    .values({ email, name: spec.name, givenName: spec.name.split(" ")[0], emailVerifiedAt: new Date(), welcomedAt: new Date(), linkedinUrl: linkedinUrlFromSlug(spec.slug), isFirstLiLogin: false })
    .onConflictDoNothing();
  const [row] = await db.select({ id: users.id, personId: users.personId }).from(users).where(eq(users.email, email));
  const personId = await upsertPerson(db, spec, [row!.id, demoId]);
  if (!row!.personId) await db.update(users).set({ personId, linkedinUrl: linkedinUrlFromSlug(spec.slug) }).where(eq(users.id, row!.id));
  return { id: row!.id, personId };
}

async function connect(db: Db, ownerUserId: string, personId: string, extra: { emails?: number; meetings?: number; connectedOn?: string } = {}) {
  await db
    .insert(connections)
    .values({
      ownerUserId,
      personId,
      sources: extra.emails || extra.meetings ? ["linkedin", "gmail"] : ["linkedin"],
      connectedOn: extra.connectedOn ?? "2022-05-12",
      emailCount: extra.emails ?? 0,
      meetingCount: extra.meetings ?? 0,
      lastInteractionAt: extra.emails || extra.meetings ? new Date("2026-03-18T10:00:00Z") : null,
    })
    .onConflictDoNothing();
}

async function salesTeamTag(db: Db, ownerUserId: string, personId: string) {
  const t = SYSTEM_TAGS.salesTeam;
  await db.insert(tags).values({ id: t.id, tag: t.tag, tagType: t.tag_type, tagColour: t.tag_colour, tagScore: t.tag_score, isSystem: true }).onConflictDoNothing();
  const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.id, t.id));
  if (!tag) return;
  await db.insert(userTags).values({ ownerUserId, personId, tagId: tag.id, status: "accepted", evidence: "demo" }).onConflictDoNothing();
}

export async function seedDemoTeam(db: Db, demoEmail: string): Promise<{ leads: number }> {
  const [demo] = await db.select({ id: users.id, personId: users.personId }).from(users).where(eq(users.email, demoEmail));
  if (!demo) return { leads: 0 };

  // The member's own node (the network seed may have made it already, with its own history).
  let meNode = demo.personId;
  if (!meNode) {
    meNode = await upsertPerson(db, DANA, [demo.id]);
    await db.update(users).set({ personId: meNode, linkedinUrl: linkedinUrlFromSlug(DANA.slug) }).where(eq(users.id, demo.id));
  }
  const { id: sam, personId: samPerson } = await upsertUser(db, "sam.rivera@scuba.local", SAM, demo.id);
  const { id: kai, personId: kaiPerson } = await upsertUser(db, "kai.jensen@scuba.local", KAI, demo.id);
  for (const invitee of [sam, kai]) await db.insert(collaborators).values({ inviterId: demo.id, inviteeId: invitee }).onConflictDoNothing();

  // Team edges: Dana knows both teammates (tagged Sales Team); they know her back.
  await connect(db, demo.id, samPerson);
  await connect(db, demo.id, kaiPerson);
  await salesTeamTag(db, demo.id, samPerson);
  await salesTeamTag(db, demo.id, kaiPerson);
  await connect(db, sam, meNode);
  await connect(db, kai, meNode);

  // Dana's own network came from seedDemoMember; make a few of its edges richer.
  const bySlug = async (slug: string) => (await db.select({ id: persons.id }).from(persons).where(eq(persons.slug, slug)))[0]?.id;
  const maya = await bySlug("maya-chen-demo");
  if (maya) await salesTeamTag(db, demo.id, maya);
  const emma = await bySlug("emma-dubois-demo");
  if (emma) {
    await db
      .update(connections)
      .set({ emailCount: 14, sources: ["linkedin", "gmail"], lastInteractionAt: new Date("2026-03-02T09:00:00Z") })
      .where(and(eq(connections.ownerUserId, demo.id), eq(connections.personId, emma), eq(connections.emailCount, 0)));
  }

  for (const [spec, extra] of SAM_NETWORK) await connect(db, sam, await upsertPerson(db, spec, [sam]), extra);
  for (const [spec, extra] of KAI_NETWORK) await connect(db, kai, await upsertPerson(db, spec, [kai]), extra);

  for (const spec of TARGETS) {
    const personId = await upsertPerson(db, spec, [demo.id]);
    const current = spec.jobs.find((j) => !j[3])!;
    const url = linkedinUrlFromSlug(canonicalLinkedinSlug(linkedinUrlFromSlug(spec.slug))!);
    await db
      .insert(leads)
      .values({ userId: demo.id, personId, name: spec.name, company: current[0], companyKey: companyKey(current[0]), role: current[1], linkedinUrl: url, uploadType: "free" })
      .onConflictDoNothing();
  }

  // Credits to open the leads (welcome grant plus a demo top-up, both once).
  await getCreditBalance(demo.id);
  await grantCredits({ userId: demo.id, amount: 20, reason: "admin_grant", reference: `seed:demo-team:${demo.id}` });

  const all = await db.select().from(leads).where(inArray(leads.userId, [demo.id]));
  for (const lead of all) await refreshLeadMetrics({ userId: demo.id, target: pathTargetOf(lead) });
  return { leads: all.length };
}
