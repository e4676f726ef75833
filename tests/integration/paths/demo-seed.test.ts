import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { seedDemoMember } from "@/lib/db/seed/demo";
import { seedDemoNetwork } from "@/lib/db/seed/network";
import { seedDemoTeam } from "@/lib/db/seed/team";
import { leads, relationMetrics, users } from "@/lib/db/schema";
import { getLeadWarmPaths } from "@/lib/paths/service";

const EMAIL = "demo@scuba.local";

async function seedAll() {
  await seedDemoMember(db, { email: EMAIL, password: "demo-password-1", name: "Dana Demo" });
  await seedDemoNetwork(db, EMAIL);
  return seedDemoTeam(db, EMAIL);
}

describe("demo team seed", () => {
  it("shows warm-path counts and opens leads on Good, Average and Weak, 4-node and team paths; idempotent", async () => {
    const first = await seedAll();
    expect(first.leads).toBeGreaterThanOrEqual(12);
    const [demo] = await db.select().from(users).where(eq(users.email, EMAIL));
    const list = await db.select().from(leads).where(eq(leads.userId, demo!.id));
    const metrics = await db.select().from(relationMetrics).where(eq(relationMetrics.isLatest, true));
    expect(metrics).toHaveLength(list.length);
    expect(metrics.filter((m) => m.totalPath > 0).length).toBeGreaterThanOrEqual(10);

    const strengths = new Set<string>();
    let fourNode = 0;
    let team = 0;
    for (const lead of list) {
      const r = await getLeadWarmPaths({ userId: demo!.id, leadId: lead.id });
      r.paths.forEach((p) => strengths.add(p.strength));
      fourNode += r.paths.filter((p) => p.path.length === 2).length;
      team += r.paths.filter((p) => p.origin.origin_type === "team").length;
    }
    expect([...strengths].sort()).toEqual(["Average", "Good", "Weak"]);
    expect(fourNode).toBeGreaterThan(0);
    expect(team).toBeGreaterThan(0);

    const rita = list.find((l) => l.name === "Rita Gomez")!;
    const paths = (await getLeadWarmPaths({ userId: demo!.id, leadId: rita.id })).paths;
    expect(paths.length).toBeGreaterThan(0);
    // Kai → Nina (LinkedIn) → Rita (brief former colleague): 35, Weak.
    expect(paths.find((p) => p.origin.data.name === "Kai Jensen" && p.path.length === 1)).toMatchObject({ strength: "Weak", score: 35 });

    const again = await seedAll();
    expect(again.leads).toBe(first.leads);
    expect((await db.select().from(leads).where(eq(leads.userId, demo!.id))).length).toBe(list.length);
  }, 120_000);
});
