import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { getCreditBalance } from "@/lib/credits/service";
import { PUT as editLead } from "@/app/api/v1/leads/[id]/route";
import { POST as listLeadsRoute } from "@/app/api/v1/list-leads/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { addLead, drainCredits, insertUnchargedLead } from "./helpers";

// Issue 12 items 5 and 11: credit abuse and hostile lead / connection queries.

const url = (slug: string) => `https://www.linkedin.com/in/${slug}/`;
const edit = (token: string, id: string, body: Record<string, unknown>) =>
  call<{ linkedin_url: string }>(editLead, `/api/v1/leads/${id}`, { token, method: "PUT", body, params: { id } });

describe("a charged lead's LinkedIn URL", () => {
  it("costs one more credit per new target, in the same transaction as the edit", async () => {
    const { user, token } = await signedInUser();
    const lead = (await addLead(token, "first-target")).body.data.id;
    const afterAdd = await getCreditBalance(user.id);

    // Re-pointing the paid lead at someone else is a new lead: one credit.
    expect((await edit(token, lead, { linkedin_url: url("second-target") })).status).toBe(200);
    expect(await getCreditBalance(user.id)).toBe(afterAdd - 1);
    // Other fields stay free, and so does a target this lead already paid for.
    expect((await edit(token, lead, { name: "New Name", company: "Acme" })).status).toBe(200);
    expect((await edit(token, lead, { linkedin_url: url("third-target") })).status).toBe(200);
    expect((await edit(token, lead, { linkedin_url: url("second-target") })).status).toBe(200);
    expect(await getCreditBalance(user.id)).toBe(afterAdd - 2);

    // Out of credits: 402 with the spec's text, and the lead still points where it did.
    await drainCredits(user.id);
    const refused = await edit(token, lead, { linkedin_url: url("fourth-target") });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe("You're out of credits. Buy more credits to add or open leads.");
    const [row] = await db.select().from(leads).where(eq(leads.id, lead));
    expect(row!.linkedinUrl).toBe(url("second-target"));
    expect(await getCreditBalance(user.id)).toBe(0);
  });

  it("leaves a lead not yet paid for to pay when first opened", async () => {
    const { user, token } = await signedInUser();
    const lead = await insertUnchargedLead(user.id, "Crm Person");
    const before = await getCreditBalance(user.id);
    expect((await edit(token, lead.id, { linkedin_url: url("crm-person-2") })).status).toBe(200);
    expect(await getCreditBalance(user.id)).toBe(before);
  });
});

describe("hostile lead and connection queries", () => {
  // The race shows on PostgreSQL (integration-pg: 500s before the fix); PGlite runs one query at a time.
  it("answers 409, not 500, to the same lead added concurrently, and charges once", async () => {
    const { user, token } = await signedInUser();
    const before = await getCreditBalance(user.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => addLead(token, "raced-lead")));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe("This lead is already in your pipeline");
    expect(await getCreditBalance(user.id)).toBe(before - 1);
    expect(await db.$count(leads, eq(leads.userId, user.id))).toBe(1);
  });

  it("caps AND / OR nesting of list-leads with a 400", async () => {
    const { token } = await signedInUser();
    const nest = (depth: number): Record<string, unknown> => (depth === 0 ? { name: { contains: "a" } } : { AND: [nest(depth - 1)] });
    const ok = await call(listLeadsRoute, "/api/v1/list-leads", { token, body: { where: nest(4) } });
    expect(ok.status).toBe(200);
    for (const depth of [5, 60, 500]) {
      const res = await call(listLeadsRoute, "/api/v1/list-leads", { token, body: { where: nest(depth) } });
      expect(res.status).toBe(400);
    }
    // Wide trees are bounded too: 20 branches on each of 3 levels is 8,000 conditions.
    const wide = (depth: number): Record<string, unknown> => (depth === 0 ? { name: { contains: "a" } } : { OR: Array.from({ length: 20 }, () => wide(depth - 1)) });
    expect((await call(listLeadsRoute, "/api/v1/list-leads", { token, body: { where: wide(3) } })).status).toBe(400);
  });

  it("answers 400 to a tag id that is not a UUID in list-connections", async () => {
    const { token } = await signedInUser();
    for (const tag of ["not-a-uuid", "1; drop table tags", ""]) {
      const res = await call(listConnections, "/api/v1/list-connections", { token, body: { tag: [tag] } });
      expect(res.status).toBe(400);
    }
    const fine = await call(listConnections, "/api/v1/list-connections", { token, body: { tag: ["00000000-0000-4000-8000-000000000001"] } });
    expect(fine.status).toBe(200);
  });
});
