import { describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, connections, persons, users } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as linkProfile } from "@/app/api/v2/linkedin/profile/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { PROFILE_TAKEN_MESSAGE } from "@/lib/people/schema";
import { ensureEveryOwnNode } from "@/lib/auth/own-node";
import { loadTeam } from "@/lib/paths/team";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

// A member's own node (DESIGN §4): a member who signed up with a LinkedIn URL and a teammate whose
// Connections.csv holds that URL are one person, whichever touches the member first.

const URL_OF_M = "https://www.linkedin.com/in/mia-member";
const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";

type Touch = "teammate upload" | "lead creation" | "profile completion";

async function arrange() {
  const m = await signedInUser({ name: "Mia Member", email: "mia@acme-corp.com", linkedinUrl: URL_OF_M });
  const t = await signedInUser({ name: "Tom Teammate", email: "tom@acme-corp.com" });
  await db.insert(collaborators).values({ inviterId: t.user.id, inviteeId: m.user.id });
  const touches: Record<Touch, () => Promise<void>> = {
    "teammate upload": async () => {
      const content = Buffer.from(`${HEADER}\nMia,Member,${URL_OF_M},,Acme,AE,04 Jul 2023\n`).toString("base64");
      expect((await call(upload, "/api/v2/linkedin/network-bulk", { token: t.token, body: { file_name: "Connections.csv", content_base64: content } })).status).toBe(200);
      await runPendingJobs();
    },
    "lead creation": async () => {
      const res = await call(createLead, "/api/v2/leads", { token: m.token, body: { linkedin_url: "https://www.linkedin.com/in/some-lead" } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await runPendingJobs();
    },
    "profile completion": async () => {
      expect((await call(linkProfile, "/api/v2/linkedin/profile", { token: m.token, body: { linkedin_url: URL_OF_M } })).status).toBe(200);
    },
  };
  return { m, t, touches };
}

async function expectOneNode(mId: string, tId: string) {
  const slugged = await db.select().from(persons).where(eq(persons.slug, "mia-member"));
  expect(slugged).toHaveLength(1);
  const [mRow] = await db.select().from(users).where(eq(users.id, mId));
  expect(mRow!.personId).toBe(slugged[0]!.id);
  const [edge] = await db.select().from(connections).where(eq(connections.ownerUserId, tId));
  expect(edge!.personId).toBe(slugged[0]!.id);
  // No stray node of the member's own was left behind.
  expect(await db.$count(persons, and(eq(persons.ownerUserId, mId), isNull(persons.slug)))).toBe(0);
}

describe("a member's own node", () => {
  const orders: Touch[][] = [
    ["teammate upload", "lead creation", "profile completion"],
    ["lead creation", "teammate upload", "profile completion"],
    ["profile completion", "teammate upload", "lead creation"],
  ];
  for (const order of orders) {
    it(`is one node when the ${order[0]} touches the member first`, async () => {
      const { m, t, touches } = await arrange();
      for (const touch of order) await touches[touch]();
      await expectOneNode(m.user.id, t.user.id);
    });
  }

  it("cannot be claimed by another member: a profile someone holds answers 409 and nothing moves", async () => {
    const { m, touches } = await arrange();
    await touches["profile completion"]();
    const other = await signedInUser({ name: "Claire Claimer", email: "claire@other-corp.com" });
    const res = await call(linkProfile, "/api/v2/linkedin/profile", { token: other.token, body: { linkedin_url: URL_OF_M } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PROFILE_TAKEN_MESSAGE);
    const [mRow] = await db.select().from(users).where(eq(users.id, m.user.id));
    const [oRow] = await db.select().from(users).where(eq(users.id, other.user.id));
    expect(oRow!.personId).not.toBe(mRow!.personId);
    // Concurrent claims of one free profile: exactly one wins.
    const a = await signedInUser({ email: "a@x-corp.com" });
    const b = await signedInUser({ email: "b@y-corp.com" });
    const body = { linkedin_url: "https://www.linkedin.com/in/free-profile" };
    const results = await Promise.all([a, b].map((u) => call(linkProfile, "/api/v2/linkedin/profile", { token: u.token, body })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("is made for accounts that have none at start, once; a search never makes one", async () => {
    const m = await signedInUser({ name: "Old Account" });
    // An account from before nodes were made with accounts.
    await db.update(users).set({ personId: null }).where(eq(users.id, m.user.id));
    const before = await db.$count(persons);
    await expect(loadTeam(m.user.id)).rejects.toThrow(/no node of their own/);
    expect(await db.$count(persons)).toBe(before);
    expect(await ensureEveryOwnNode()).toBe(1);
    expect(await ensureEveryOwnNode()).toBe(0);
    const [row] = await db.select().from(users).where(eq(users.id, m.user.id));
    expect(row!.personId).not.toBeNull();
    expect((await loadTeam(m.user.id))!.memberPersonId).toBe(row!.personId);
  });
});
