import { db } from "@/lib/db";
import { creditLedger, leads } from "@/lib/db/schema";
import { getCreditBalance } from "@/lib/credits/service";
import { POST as createLeadRoute } from "@/app/api/v2/leads/route";
import { call } from "../../helpers/api";

export async function addLead(token: string, slug: string, extra: Record<string, unknown> = {}) {
  const res = await call<{ id: string; name: string }>(createLeadRoute, "/api/v2/leads", {
    token,
    body: { linkedin_url: `https://www.linkedin.com/in/${slug}/`, upload_type: "manual", ...extra },
  });
  return res;
}

/** Spends the member's whole balance so the next charge meets 402. */
export async function drainCredits(userId: string) {
  const balance = await getCreditBalance(userId);
  if (balance > 0) await db.insert(creditLedger).values({ userId, delta: -balance, reason: "test_drain", reference: `drain:${userId}:${Date.now()}` });
}

export async function insertUnchargedLead(userId: string, name: string, uploadType: "crm" | "free" = "crm") {
  const [row] = await db
    .insert(leads)
    .values({ userId, name, company: "Acme", role: "VP Sales", linkedinUrl: `https://www.linkedin.com/in/${name.toLowerCase().replace(/\s+/g, "-")}/`, uploadType })
    .returning();
  return row!;
}

/**
 * A small network for path tests (until the network upload lands): the member knows Ivy, who works
 * at Acme now, and Leo (colleague of Ivy in the past); the lead works at Acme. Paths exist
 * Me → Ivy → lead (current colleague).
 */
export async function arrangeNetwork(userId: string) {
  const { connections, users } = await import("@/lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const { insertExperience, insertPerson } = await import("@/tests/helpers/people");
  const me = { id: await insertPerson({ slug: `me-${userId.slice(0, 8)}`, name: "Member Me", suppliedBy: userId }) };
  await db.update(users).set({ personId: me.id }).where(eq(users.id, userId));
  const ivy = { id: await insertPerson({ slug: `ivy-${userId.slice(0, 8)}`, name: "Ivy Introducer", suppliedBy: userId }) };
  await insertExperience(ivy.id, userId, { company: "Acme", title: "Engineer", fromDate: "2019-01-01" });
  await db.insert(connections).values({ ownerUserId: userId, personId: ivy.id, sources: ["linkedin"], connectedOn: "2023-07-04", company: "Acme", position: "Engineer" });
  return { me, ivy };
}
