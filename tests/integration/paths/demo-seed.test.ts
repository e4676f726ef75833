import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { seed } from "@/scripts/seed";
import { leads, relationMetrics, users } from "@/lib/db/schema";
import { computeLeadPaths } from "@/lib/pipeline/lead-paths";
import type { LeadWarmPaths } from "@/lib/paths/types";

const EMAIL = "demo@scuba.local";

// The whole seed `npm start` (and the e2e server) runs, on a fresh database.
const seedAll = () => seed(db, { contactEmail: "sales@scuba.local", meetingUrl: "https://example.com/meet" });

describe("demo workspace seed", () => {
  it("gives every demo lead warm paths: Good, Average and Weak, 4-node and team paths; idempotent", async () => {
    await seedAll();
    const [demo] = await db.select().from(users).where(eq(users.email, EMAIL));
    const list = await db.select().from(leads).where(eq(leads.userId, demo!.id));
    expect(list.length).toBeGreaterThanOrEqual(12);

    // The pipeline's '# Warm Paths' comes from relation_metrics: the seed fills it for every lead.
    const metrics = await db.select().from(relationMetrics).where(eq(relationMetrics.isLatest, true));
    expect(metrics).toHaveLength(list.length);

    const byName = new Map<string, LeadWarmPaths>();
    for (const lead of list) byName.set(lead.name, await computeLeadPaths(demo!.id, lead.id));
    const all = [...byName.values()].flatMap((r) => r.paths);
    for (const [name, r] of byName) expect(r.paths.length, `paths to ${name}`).toBeGreaterThan(0);
    for (const m of metrics) expect(m.totalPath).toBeGreaterThan(0);

    expect(new Set(all.map((p) => p.strength))).toEqual(new Set(["Good", "Average", "Weak"]));
    expect(all.some((p) => p.path.length === 2)).toBe(true);
    expect(all.some((p) => p.origin.origin_type === "team")).toBe(true);

    // Priya Raman, the lead a newcomer opens first, shows every strength on one page of paths.
    const priya = byName.get("Priya Raman")!.paths;
    expect(new Set(priya.map((p) => p.strength))).toEqual(new Set(["Good", "Average", "Weak"]));
    expect(priya.some((p) => p.path.length === 2 && p.origin.origin_type === "team")).toBe(true);
    // Kai → Paul (LinkedIn, 3) → Priya (half a year at Contoso together, 4): 35, Weak.
    expect(priya.find((p) => p.origin.data.name === "Kai Jensen" && p.path.map((n) => n.data.name).join() === "Paul Weiss")).toMatchObject({ strength: "Weak", score: 35 });
    // Kai → Nina (LinkedIn) → Rita (brief former colleague): 35, Weak.
    const rita = byName.get("Rita Gomez")!.paths;
    expect(rita.find((p) => p.origin.data.name === "Kai Jensen" && p.path.length === 1)).toMatchObject({ strength: "Weak", score: 35 });

    await seedAll();
    expect((await db.select().from(leads).where(eq(leads.userId, demo!.id))).length).toBe(list.length);
    expect(await db.select().from(relationMetrics).where(eq(relationMetrics.isLatest, true))).toHaveLength(list.length);
  }, 120_000);
});
