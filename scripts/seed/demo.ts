import { eq } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { canonicalLinkedinSlug, companyKey, linkedinUrlFromSlug } from "@/lib/people/keys";
import type { Db } from "@/lib/db/client";
import { connections, experiences, leads, personProfiles, persons, users } from "@/lib/db/schema";

// A small demo workspace so a newcomer sees a populated product on first start.
const PEOPLE: [string, string, string, string][] = [
  // slug, full name, company, title
  ["maya-chen-demo", "Maya Chen", "Northwind Traders", "VP Sales"],
  ["liam-osei-demo", "Liam Osei", "Contoso", "Head of Partnerships"],
  ["sofia-rossi-demo", "Sofia Rossi", "Fabrikam", "Account Executive"],
  ["arjun-mehta-demo", "Arjun Mehta", "Globex", "Engineering Manager"],
  ["emma-dubois-demo", "Emma Dubois", "Initech", "Chief Revenue Officer"],
  ["noah-kim-demo", "Noah Kim", "Umbrella Health", "Director of Operations"],
  ["olivia-brown-demo", "Olivia Brown", "Stark Industries", "Procurement Lead"],
  ["lucas-silva-demo", "Lucas Silva", "Wayne Enterprises", "Sales Manager"],
  ["ava-nguyen-demo", "Ava Nguyen", "Hooli", "Product Marketing Manager"],
  ["ethan-wright-demo", "Ethan Wright", "Pied Piper", "CTO"],
  ["zara-ali-demo", "Zara Ali", "Contoso", "Chief Operating Officer"],
  ["ben-cohen-demo", "Ben Cohen", "Globex", "VP Engineering"],
];

const LEADS: [string, string, string, string][] = [
  ["priya-raman-demo", "Priya Raman", "Contoso", "VP Procurement"],
  ["tom-becker-demo", "Tom Becker", "Globex", "Chief Information Officer"],
  ["hana-sato-demo", "Hana Sato", "Initech", "Head of Sales Operations"],
  ["diego-lopez-demo", "Diego Lopez", "Acme Robotics", "Director of IT"],
];

export async function seedDemoMember(db: Db, demo: { email: string; password: string; name: string }) {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email)).limit(1);
  if (existing.length) return { created: false };

  await db.transaction(async (tx) => {
    const [member] = await tx
      .insert(users)
      .values({
        email: demo.email,
        name: demo.name,
        givenName: demo.name.split(" ")[0],
        passwordHash: await hashPassword(demo.password),
        emailVerifiedAt: new Date(),
        welcomedAt: new Date(),
        isFirstLiLogin: false,
      })
      .returning();

    for (const [slug, fullName, company, title] of [...PEOPLE, ...LEADS]) {
      const [person] = await tx.insert(persons).values({ slug }).onConflictDoUpdate({ target: persons.slug, set: { slug } }).returning();
      const facts = { personId: person!.id, suppliedBy: member!.id };
      await tx.insert(personProfiles).values({ ...facts, source: "connections", fullName, firstName: fullName.split(" ")[0], lastName: fullName.split(" ").slice(1).join(" "), headline: `${title} at ${company}` });
      await tx.insert(experiences).values({ ...facts, company, companyKey: companyKey(company), title, isCurrent: true, fromDate: "2021-01-01" });
      if (PEOPLE.some((p) => p[0] === slug)) {
        await tx.insert(connections).values({
          ownerUserId: member!.id,
          personId: person!.id,
          sources: ["linkedin"],
          connectedOn: "2023-07-04",
          company,
          position: title,
        });
      } else {
        const url = linkedinUrlFromSlug(slug);
        await tx.insert(leads).values({
          userId: member!.id,
          personId: person!.id,
          name: fullName,
          company,
          companyKey: companyKey(company),
          role: title,
          linkedinUrl: linkedinUrlFromSlug(canonicalLinkedinSlug(url)!),
          uploadType: "manual",
        });
      }
    }
  });
  return { created: true };
}
