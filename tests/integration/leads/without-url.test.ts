import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { POST as viewV2 } from "@/app/api/v2/view-relationship-graph/route";
import { getCreditBalance } from "@/lib/credits/service";
import { LEAD_WITHOUT_URL_MESSAGE } from "@/lib/leads/schema";
import type { LeadWarmPaths } from "@/lib/paths/types";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { arrangeNetwork } from "./helpers";

describe("a lead typed without a LinkedIn URL", () => {
  it("is accepted by the form's rule, charged once, reached through its company, and not added twice", async () => {
    const { user, token } = await signedInUser();
    await arrangeNetwork(user.id); // Ivy works at Acme now
    const before = await getCreditBalance(user.id);
    const body = { name: "Tamsin Nourl", company: "Acme", role: "VP Sales", upload_type: "manual" };
    const res = await call<{ id: string }>(createLead, "/api/v2/leads", { token, body });
    expect(res.status).toBe(200);
    expect(await getCreditBalance(user.id)).toBe(before - 1);
    const [row] = await db.select().from(leads).where(eq(leads.id, res.body.data.id));
    expect(row).toMatchObject({ personId: null, linkedinUrl: null, name: "Tamsin Nourl", company: "Acme", role: "VP Sales" });

    const opened = await call<LeadWarmPaths>(viewV2, "/api/v2/view-relationship-graph", { token, body: { targetLink: row!.id, relation_type: "target" } });
    expect(opened.status).toBe(200);
    const viaIvy = opened.body.data.paths.find((p) => p.path.some((n) => n.data.name === "Ivy Introducer"));
    expect(viaIvy?.tag.at(-1)!.tag.map(([label]) => label)).toContain("Current colleague");

    const again = await call(createLead, "/api/v2/leads", { token, body: { ...body, name: "tamsin nourl" } });
    expect(again.status).toBe(409);
  });

  it("is refused without the name, company and designation the rule needs", async () => {
    const { token } = await signedInUser();
    for (const body of [{ name: "Short", company: "Acme", role: "VP Sales" }, { name: "Long Enough", company: "Ac", role: "VP Sales" }, {}]) {
      const res = await call(createLead, "/api/v2/leads", { token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(LEAD_WITHOUT_URL_MESSAGE);
    }
  });
});
