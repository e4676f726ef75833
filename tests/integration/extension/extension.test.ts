import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, leads } from "@/lib/db/schema";
import { getCreditBalance } from "@/lib/credits/service";
import { createLead } from "@/lib/leads/service";
import { readExperiences } from "@/lib/people/service";
import { POST as saveProfile } from "@/app/api/v2/extension/profile/route";
import { POST as addLead } from "@/app/api/v2/extension/lead/route";
import { GET as unsynced } from "@/app/api/v2/leads/unsynced/route";
import { POST as sync } from "@/app/api/v2/leads/sync/route";
import type { UnsyncedLead } from "@/lib/leads/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

// The extension's calls (issue 16): a viewed profile page becomes the member's facts only; leads
// without profile facts are listed for 'Sync Leads' and synced one by one.

const profile = (slug: string, over: Record<string, unknown> = {}) => ({
  linkedin_url: `https://www.linkedin.com/in/${slug}/`,
  name: "Mei Target",
  headline: "VP Sales at Globex",
  positions: [
    { title: "VP Sales", company: "Globex", dates: "Jan 2021 - Present · 4 yrs" },
    { title: "Account Director", company: "Acme", dates: "Mar 2015 - Dec 2020 · 5 yrs 10 mos" },
  ],
  educations: [{ school: "Leeds University", degree: "BSc", dates: "2008 - 2011" }],
  ...over,
});

describe("the extension's calls", () => {
  it("lists leads without profile facts, syncs one with the page's facts (the member's only), and refuses another lead's profile", async () => {
    const m = await signedInUser();
    const other = await signedInUser();
    // What the member typed in the lead form is not a profile: the lead still counts as unsynced.
    const lead = await createLead(m.user.id, { linkedin_url: "https://www.linkedin.com/in/mei-target-ext/", name: "Mei Target", company: "Globex", role: "VP Sales", upload_type: "manual" });
    const before = await call<UnsyncedLead[]>(unsynced, "/api/v2/leads/unsynced", { token: m.token });
    expect(before.body.data).toEqual([{ id: lead.id, name: "Mei Target", linkedin_url: "https://www.linkedin.com/in/mei-target-ext/" }]);

    const wrong = await call(sync, "/api/v2/leads/sync", { token: m.token, query: { id: lead.id }, body: profile("someone-else-ext") });
    expect(wrong.status).toBe(400);
    expect((await call(sync, "/api/v2/leads/sync", { token: other.token, query: { id: lead.id }, body: profile("mei-target-ext") })).status).toBe(404);

    const ok = await call(sync, "/api/v2/leads/sync", { token: m.token, query: { id: lead.id }, body: profile("mei-target-ext") });
    expect(ok.status).toBe(200);
    expect((await call<UnsyncedLead[]>(unsynced, "/api/v2/leads/unsynced", { token: m.token })).body.data).toEqual([]);

    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    const mine = await readExperiences({ userId: m.user.id, teamIds: [m.user.id] }, [row!.personId!]);
    expect(mine.map((e) => [e.company, e.title, e.from_date, e.to_date, e.is_current])).toEqual([
      ["Globex", "VP Sales", "2021-01-01", null, true],
      ["Acme", "Account Director", "2015-03-01", "2020-12-01", false],
    ]);
    // Another tenant reads none of it (DESIGN §1).
    expect(await readExperiences({ userId: other.user.id, teamIds: [other.user.id] }, [row!.personId!])).toEqual([]);
  });

  it("'Save to my network' adds the connection; 'Add as lead' charges one credit and refuses a second copy", async () => {
    const m = await signedInUser();
    const saved = await call(saveProfile, "/api/v2/extension/profile", { token: m.token, body: profile("net-person-ext", { name: "Nora Network" }) });
    expect(saved.status).toBe(200);
    expect(await db.select().from(connections).where(eq(connections.ownerUserId, m.user.id))).toHaveLength(1);

    const balance = await getCreditBalance(m.user.id);
    const added = await call<{ id: string; name: string }>(addLead, "/api/v2/extension/lead", { token: m.token, body: profile("lead-person-ext", { name: "Leo Lead" }) });
    expect(added.status).toBe(200);
    expect(added.body.data.name).toBe("Leo Lead");
    const [row] = await db.select().from(leads).where(eq(leads.id, added.body.data.id));
    expect([row!.company, row!.role]).toEqual(["Globex", "VP Sales"]);
    expect(await getCreditBalance(m.user.id)).toBe(balance - 1);
    expect((await call(addLead, "/api/v2/extension/lead", { token: m.token, body: profile("lead-person-ext") })).status).toBe(409);

    // Oversized pages are refused before anything is written.
    const huge = await call(saveProfile, "/api/v2/extension/profile", { token: m.token, body: profile("x-ext", { positions: Array.from({ length: 51 }, () => ({ title: "t", company: "c", dates: "" })) }) });
    expect(huge.status).toBe(400);
  });
});
