import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { collaborators, connections, relationMetrics } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { POST as markPrivate } from "@/app/api/v2/connections/private/route";
import { GET as getSharing, PUT as putSharing } from "@/app/api/v2/sharing/route";
import type { SharingSummary } from "@/lib/collaborators/schema";
import type { MarkPrivateResult, NetworkConnection } from "@/lib/network/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

// Private connections and sharing settings (issue 31): what the calls accept and refuse, marking by
// company and by e-mail domain, the figures the collaborators dialog reads, and the teammates'
// cached path figures refreshed by the teamNetworkChanged signal.

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";

type Member = Awaited<ReturnType<typeof signedInUser>>;

async function importNetwork(token: string, lines: string[]) {
  const res = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "Connections.csv", content: `${HEADER}\n${lines.join("\n")}\n` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
}

async function team() {
  const ana = await signedInUser({ name: "Ana Owner", email: "ana@team.example" });
  const ben = await signedInUser({ name: "Ben Mate", email: "ben@team.example" });
  await importNetwork(ana.token, [
    "Ivy,Globexer,https://www.linkedin.com/in/ivy-globexer,ivy@globex.example,Globex Inc.,Account Director,04 Jul 2023",
    "Gus,Globexer,https://www.linkedin.com/in/gus-globexer,gus@personal.example,GLOBEX,Engineer,04 Jul 2023",
    "Pia,Partner,https://www.linkedin.com/in/pia-partner,pia@globex.example,Initech,Partner,04 Jul 2023",
    "Ned,Neutral,https://www.linkedin.com/in/ned-neutral,ned@neutral.example,Neutral Co,Advisor,04 Jul 2023",
  ]);
  await db.insert(collaborators).values({ inviterId: ana.user.id, inviteeId: ben.user.id });
  return { ana, ben };
}

async function mark(who: Member, body: unknown) {
  return call<MarkPrivateResult>(markPrivate, "/api/v2/connections/private", { token: who.token, body });
}

async function privateNames(who: Member) {
  const list = await call<{ data: NetworkConnection[] }>(listConnections, "/api/v1/list-connections", { token: who.token, body: { query: ["base"], limit: 100 } });
  return list.body.data.data.filter((c) => c.private).map((c) => c.connected_li_user.full_name).sort();
}

describe("POST v2/connections/private", () => {
  it("marks every own connection at a company (by its normalised key, from the row or a current job) or an e-mail domain, and back", async () => {
    const { ana } = await team();
    // 'Globex Inc.' and 'GLOBEX' are one company key.
    const byCompany = await mark(ana, { company_key: "Globex", private: true });
    expect(byCompany.status, JSON.stringify(byCompany.body)).toBe(200);
    expect(byCompany.body.data).toEqual({ updated: 2, ignored: 0, private: true });
    expect(await privateNames(ana)).toEqual(["Gus Globexer", "Ivy Globexer"]);
    // Marking again changes nothing (and says so).
    expect((await mark(ana, { company_key: "globex inc", private: true })).body.data.updated).toBe(0);
    // By e-mail domain: Pia's address is at globex.example too; '@' and case are forgiven.
    const byDomain = await mark(ana, { domain: "@GLOBEX.example", private: true });
    expect(byDomain.body.data).toEqual({ updated: 1, ignored: 0, private: true });
    expect(await privateNames(ana)).toEqual(["Gus Globexer", "Ivy Globexer", "Pia Partner"]);
    expect((await mark(ana, { domain: "globex.example", private: false })).body.data.updated).toBe(2);
    expect(await privateNames(ana)).toEqual(["Gus Globexer"]);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const { ana } = await team();
    const cases: [unknown, string][] = [
      [{ ids: [], private: true }, "Choose at least one connection."],
      [{ ids: ["not-a-uuid"], private: true }, "Invalid connection id"],
      [{ domain: "not a domain", private: true }, "Enter an e-mail domain, like acme.com."],
      [{ company_key: "  ", private: true }, "Enter a company."],
      [{ ids: [crypto.randomUUID()] }, ""],
      [{ ids: [crypto.randomUUID()], domain: "acme.com", private: true }, ""],
    ];
    for (const [body, message] of cases) {
      const res = await mark(ana, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await db.select().from(connections).where(eq(connections.private, true))).toEqual([]);
  });

  it("refreshes the teammates' cached path figures (teamNetworkChanged) and tells the team what each member shares", async () => {
    const { ana, ben } = await team();
    const lead = await call<{ id: string }>(createLead, "/api/v2/leads", {
      token: ben.token,
      body: { linkedin_url: "https://www.linkedin.com/in/tara-target/", name: "Tara Target", company: "Globex", role: "VP Sales" },
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(200);
    await runPendingJobs();
    const figures = async () =>
      (await db.select().from(relationMetrics).where(and(eq(relationMetrics.leadId, lead.body.data.id), eq(relationMetrics.isLatest, true))))[0]?.totalPath ?? 0;
    // Ben reaches Tara (Globex) through Ana's colleagues-of-Tara at Globex.
    const before = await figures();
    expect(before).toBeGreaterThan(0);

    await mark(ana, { company_key: "Globex", private: true });
    await runPendingJobs();
    expect(await figures()).toBeLessThan(before);

    const summary = await call<SharingSummary>(getSharing, "/api/v2/sharing", { token: ana.token });
    expect(summary.body.data).toEqual({ paused: false, share_tags: false, connections: 4, private: 2, team: [{ user_id: ben.user.id, paused: false, share_tags: false, shared: 0 }] });
    // Ben is told what Ana shares: her shared connections, not how many she keeps private.
    const seen = await call<SharingSummary>(getSharing, "/api/v2/sharing", { token: ben.token });
    expect(seen.body.data.team).toEqual([{ user_id: ana.user.id, paused: false, share_tags: false, shared: 2 }]);

    await mark(ana, { company_key: "Globex", private: false });
    await runPendingJobs();
    expect(await figures()).toBe(before);
    const paused = await call<SharingSummary>(putSharing, "/api/v2/sharing", { method: "PUT", token: ana.token, body: { paused: true, share_tags: true } });
    expect(paused.body.data).toMatchObject({ paused: true, share_tags: true });
    await runPendingJobs();
    expect(await figures()).toBe(0);
    // A bad body is refused; the settings stay.
    expect((await call(putSharing, "/api/v2/sharing", { method: "PUT", token: ana.token, body: { paused: "yes" } })).status).toBe(400);
    expect((await call<SharingSummary>(getSharing, "/api/v2/sharing", { token: ana.token })).body.data).toMatchObject({ paused: true, share_tags: true });
  });
});
