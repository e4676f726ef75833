import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, userTags, users } from "@/lib/db/schema";
import { seedDemoMember } from "@/scripts/seed/demo";
import { seedDemoNetwork, DEMO_NETWORK_SIZE } from "@/scripts/seed/network";

describe("demo network seed", () => {
  it("gives the demo member a few hundred connections across companies, some with counts and tags, once", async () => {
    await seedDemoMember(db, { email: "demo@scuba.local", password: "demo-password", name: "Dana Demo" });
    await seedDemoNetwork(db, "demo@scuba.local");
    await seedDemoNetwork(db, "demo@scuba.local");
    const [member] = await db.select().from(users).where(eq(users.email, "demo@scuba.local"));
    const edges = await db.select().from(connections).where(eq(connections.ownerUserId, member!.id));
    expect(edges.length).toBe(DEMO_NETWORK_SIZE + 12);
    expect(new Set(edges.map((e) => e.company)).size).toBeGreaterThanOrEqual(20);
    expect(edges.filter((e) => e.emailCount > 0).length).toBeGreaterThan(30);
    expect(edges.filter((e) => e.meetingCount > 0).length).toBeGreaterThan(20);
    const tags = await db.select().from(userTags).where(eq(userTags.ownerUserId, member!.id));
    expect(tags.length).toBeGreaterThan(40);
    // Every tag is on one of the member's own connections (a tag on anyone else would never show).
    const connected = new Set(edges.map((e) => e.personId));
    expect(tags.filter((t) => !connected.has(t.personId))).toEqual([]);
  });
});
