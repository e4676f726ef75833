import { db } from "@/lib/db";
import { experiences, personProfiles, persons } from "@/lib/db/schema";

// Person rows for tests that arrange a graph by hand: an identity (a slug, or one owned by the
// supplier) and the supplier's facts about it (DESIGN §1: every fact carries who supplied it).

export async function insertPerson(input: { name: string; suppliedBy: string; slug?: string }): Promise<string> {
  const [p] = await db
    .insert(persons)
    .values(input.slug ? { slug: input.slug } : { ownerUserId: input.suppliedBy })
    .returning({ id: persons.id });
  await db.insert(personProfiles).values({ personId: p!.id, suppliedBy: input.suppliedBy, source: "manual", fullName: input.name });
  return p!.id;
}

export async function insertExperience(personId: string, suppliedBy: string, job: { company: string; title?: string; fromDate?: string; toDate?: string | null; companyKey?: string }) {
  await db.insert(experiences).values({
    personId,
    suppliedBy,
    company: job.company,
    companyKey: job.companyKey ?? job.company.toLowerCase(),
    title: job.title ?? null,
    fromDate: job.fromDate ?? null,
    toDate: job.toDate ?? null,
    isCurrent: !job.toDate,
  });
}
