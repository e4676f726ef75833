import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { experiences, users } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { GET as uploadStatus } from "@/app/api/v2/linkedin/upload-status/route";
import { POST as addUser } from "@/app/api/v2/linkedin/add-user/route";
import { POST as linkProfile } from "@/app/api/v2/linkedin/profile/route";
import { POST as uploadExtended } from "@/app/api/v2/extended-network/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import { POST as listExperience } from "@/app/api/v1/list-experience/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { POST as listLeads } from "@/app/api/v1/list-leads/route";
import { POST as viewGraph } from "@/app/api/v2/view-relationship-graph/route";
import { GET as listBookmarks, POST as toggleBookmark } from "@/app/api/v2/leads/bookmark/route";
import { GET as bookmarkTop } from "@/app/api/v2/leads/bookmark-top/route";
import { GET as notifications } from "@/app/api/v2/notifications/route";
import { PROFILE_TAKEN_MESSAGE } from "@/lib/people/schema";
import type { LeadWarmPaths } from "@/lib/paths/types";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

// DESIGN §1, §4, §5: what one customer supplies never shows to, or changes the results of, another.
// Tenant B (Bravo) builds a network and a pipeline; tenant A (unrelated) then supplies facts about
// the very same people through every way data gets in. B's every read must hold nothing of A's, and
// B's warm paths must be identical before and after.

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const li = (slug: string) => `https://www.linkedin.com/in/${slug}`;
const b64 = (text: string) => Buffer.from(text).toString("base64");
/** Everything A supplies carries this marker; B must never see it. */
const MARK = "Zsecret";

type Member = Awaited<ReturnType<typeof signedInUser>>;

async function uploadFile(token: string, fileName: string, text: string) {
  const res = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: fileName, content_base64: b64(text) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
}

async function addLeadOf(token: string, body: Record<string, string>) {
  const res = await call<{ id: string }>(createLead, "/api/v2/leads", { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await runPendingJobs();
  return res.body.data.id;
}

const paths = (token: string, leadId: string) => call<LeadWarmPaths>(viewGraph, "/api/v2/view-relationship-graph", { token, body: { lead_id: leadId } });

/** B's every read, as JSON: what B's screens show. */
async function readsOf(b: Member, leadId: string) {
  const token = b.token;
  const graph = await paths(token, leadId);
  expect(graph.status).toBe(200);
  return {
    connections: (await call(listConnections, "/api/v1/list-connections", { token, body: {} })).body.data,
    search: (await call(listConnections, "/api/v1/list-connections", { token, body: { search: "secret" } })).body.data,
    companies: (await call(listExperience, "/api/v1/list-experience", { token, body: { field: "company", search: "" } })).body.data,
    titles: (await call(listExperience, "/api/v1/list-experience", { token, body: { field: "title", search: "" } })).body.data,
    leads: (await call(listLeads, "/api/v1/list-leads", { token, body: {} })).body.data,
    paths: graph.body.data,
    bookmarks: (await call(listBookmarks, "/api/v2/leads/bookmark", { token, query: { lead_id: leadId } })).body.data,
    top: (await call(bookmarkTop, "/api/v2/leads/bookmark-top", { token })).body.data,
    status: (await call(uploadStatus, "/api/v2/linkedin/upload-status", { token })).body.data,
    notifications: (await call(notifications, "/api/v2/notifications", { token })).body.data,
  };
}

/** The parts of a read that do not move with the clock (upload times, relative dates). */
function stable(reads: Awaited<ReturnType<typeof readsOf>>) {
  const { status: _status, notifications: _n, ...rest } = reads;
  return JSON.parse(JSON.stringify(rest, (k, v) => (/(_at|_on|At|updated|created|time)$/i.test(k) ? undefined : v)));
}

describe("what one tenant supplies, another never sees or uses", () => {
  let a: Member;
  let b: Member;
  let bLead: string;

  beforeEach(async () => {
    b = await signedInUser({ name: "Bravo Member", email: "member@bravo-corp.com" });
    a = await signedInUser({ name: "Alpha Member", email: "member@alpha-corp.com" });

    // B: their own profile and history, a network (Ivy works at Globex now), a vCard holding only
    // Jane's address, and a lead at Globex reached through Ivy.
    expect((await call(linkProfile, "/api/v2/linkedin/profile", { token: b.token, body: { linkedin_url: li("bravo-self") } })).status).toBe(200);
    await uploadFile(b.token, "Positions.csv", "Company Name,Title,Description,Location,Started On,Finished On\nGlobex,Account Executive,,,Jan 2019,\n");
    await uploadFile(
      b.token,
      "Connections.csv",
      [HEADER, `Ivy,Bravoknown,${li("ivy-shared")},,Globex,Engineer,04 Jul 2023`, `Sam,Bravoknown,${li("sam-shared")},,Neutral Co,Advisor,04 Jul 2023`].join("\n") + "\n",
    );
    await uploadFile(b.token, "jane.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nEMAIL:jane.secret@gmail.com\r\nEND:VCARD\r\n");
    bLead = await addLeadOf(b.token, { linkedin_url: li("tara-target"), name: "Tara Target", company: "Globex", role: "VP Sales" });
    const before = await paths(b.token, bLead);
    expect(before.body.data.paths.length).toBeGreaterThan(0);
    expect((await call(toggleBookmark, "/api/v2/leads/bookmark", { token: b.token, query: { lead_id: bLead }, body: { path_id: before.body.data.paths[0]!.path_id } })).status).toBe(200);
  });

  it("B's reads and warm paths are the same before and after A supplies facts about B's people every way there is", async () => {
    const before = await readsOf(b, bLead);
    expect(JSON.stringify(before)).not.toContain(MARK);
    expect(JSON.stringify(before.connections)).toContain("Ivy Bravoknown");

    // 1. Profile completion: B's own profile is taken (the claim attack), A links their own.
    const claim = await call(linkProfile, "/api/v2/linkedin/profile", { token: a.token, body: { linkedin_url: li("bravo-self") } });
    expect(claim.status).toBe(409);
    expect(claim.body.message).toBe(PROFILE_TAKEN_MESSAGE);
    expect((await call(linkProfile, "/api/v2/linkedin/profile", { token: a.token, body: { linkedin_url: li("alpha-self") } })).status).toBe(200);
    // 2. Positions and Education: A's own history only (the rewrite attack).
    await uploadFile(a.token, "Positions.csv", `Company Name,Title,Description,Location,Started On,Finished On\n${MARK} Holdings,${MARK} Chief,,,Jan 2010,\nGlobex,${MARK} Seller,,,Jan 2012,\n`);
    await uploadFile(a.token, "Education.csv", `School Name,Start Date,End Date,Notes,Degree Name,Activities\n${MARK} University,2001,2005,,BSc,\n`);
    // 3. Connections.csv renaming and re-employing B's people, and adding B's lead's target.
    await uploadFile(
      a.token,
      "Connections.csv",
      [
        HEADER,
        `Ivy,${MARK},${li("ivy-shared")},ivy@${MARK}.com,${MARK} Holdings,${MARK} Spy,04 Jul 2023`,
        `Sam,${MARK},${li("sam-shared")},,Globex,${MARK} Insider,04 Jul 2023`,
        `Tara,${MARK},${li("tara-target")},,${MARK} Holdings,${MARK} Head,04 Jul 2023`,
        `Bravo,${MARK},${li("bravo-self")},,Globex,${MARK} Fake,04 Jul 2023`,
      ].join("\n") + "\n",
    );
    // 4. vCard with the address B knows, and 5. a Google Contacts CSV with it too.
    await uploadFile(
      a.token,
      "jane.vcf",
      `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane ${MARK}\r\nORG:${MARK} Inc\r\nTITLE:Acquisition lead - ${MARK}\r\nEMAIL:jane.secret@gmail.com\r\nEND:VCARD\r\n`,
    );
    await uploadFile(
      a.token,
      "contacts.csv",
      `Name,Given Name,Family Name,E-mail 1 - Value,Organization 1 - Name,Organization 1 - Title\nJane ${MARK},Jane,${MARK},jane.secret@gmail.com,${MARK} Inc,${MARK} Buyer\n`,
    );
    // 6. Add contact with typed facts, 7. the lead form and a lead CSV row about B's people.
    expect(
      (await call(addUser, "/api/v2/linkedin/add-user", { token: a.token, body: { linkedin_url: li("sam-shared"), name: `Sam ${MARK}`, company: `${MARK} Added`, designation: `${MARK} Role` } })).status,
    ).toBe(200);
    await addLeadOf(a.token, { linkedin_url: li("tara-target"), name: `Tara ${MARK}`, company: `${MARK} Corp`, role: `${MARK} Role` });
    await addLeadOf(a.token, { linkedin_url: li("ivy-shared"), upload_type: "csv", name: `Ivy ${MARK}`, company: "Globex", role: `${MARK} Lead` });
    // 8. An extended network whose owner is B's own profile, knowing B's people.
    const ext = await call(uploadExtended, "/api/v2/extended-network", {
      token: a.token,
      body: {
        file_name: "Connections.csv",
        owner_name: `Owner ${MARK}`,
        owner_linkedin_url: li("bravo-self"),
        content_base64: b64(`${HEADER}\nTara,${MARK},${li("tara-target")},,Globex,${MARK} Ext,04 Jul 2023\nIvy,${MARK},${li("ivy-shared")},,Globex,${MARK} Ext,04 Jul 2023\n`),
      },
    });
    expect(ext.status, JSON.stringify(ext.body)).toBe(200);
    await runPendingJobs();

    // A does see what A supplied (the test is not vacuous)…
    const aSees = JSON.stringify((await call(listConnections, "/api/v1/list-connections", { token: a.token, body: {} })).body.data);
    expect(aSees).toContain(`Ivy ${MARK}`);
    expect(aSees).toContain(`Jane ${MARK}`);

    // …and B sees exactly what B saw before: nothing A supplied, the same paths.
    const after = await readsOf(b, bLead);
    expect(JSON.stringify(after)).not.toContain(MARK);
    expect(JSON.stringify(after)).not.toContain("Acquisition lead");
    expect(stable(after)).toEqual(stable(before));
    const { computed_at: _t1, ...pathsAfter } = after.paths;
    const { computed_at: _t0, ...pathsBefore } = before.paths;
    expect(pathsAfter).toEqual(pathsBefore);

    // The rewrite attack: B's own positions are as B uploaded them.
    const [bRow] = await db.select().from(users).where(eq(users.id, b.user.id));
    const own = await db.select().from(experiences).where(eq(experiences.personId, bRow!.personId!));
    expect(own.filter((e) => e.suppliedBy === b.user.id).map((e) => e.company)).toEqual(["Globex"]);
  });

  it("an e-mail contact is a different person in each tenant", async () => {
    await uploadFile(a.token, "jane.vcf", `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane ${MARK}\r\nEMAIL:jane.secret@gmail.com\r\nEND:VCARD\r\n`);
    type Row = { connected_user: string; connected_li_user: { full_name: string } };
    const find = async (token: string) =>
      ((await call<{ data: Row[] }>(listConnections, "/api/v1/list-connections", { token, body: {} })).body.data.data).find((c) => /jane/i.test(c.connected_li_user.full_name));
    const aJane = await find(a.token);
    const bJane = await find(b.token);
    expect(aJane?.connected_li_user.full_name).toBe(`Jane ${MARK}`);
    expect(bJane?.connected_li_user.full_name).not.toContain(MARK);
    expect(bJane!.connected_user).toBeTruthy();
    expect(bJane!.connected_user).not.toBe(aJane!.connected_user);
  });
});
