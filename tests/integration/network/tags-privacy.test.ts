import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { db } from "@/lib/db";
import { persons, userTags } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import { POST as listTags } from "@/app/api/v1/list-tags/route";
import { POST as listDefaultTags } from "@/app/api/v1/list-default-tags/route";
import { POST as createTag } from "@/app/api/v1/create-tag/route";
import { POST as addMulti } from "@/app/api/v1/add-user-tags-multi/route";
import { PUT as setTags } from "@/app/api/v1/user-tags-multi/route";
import { DELETE as deleteUserTag } from "@/app/api/v1/usertags/[id]/route";
import { PUT as rejectSuggestion } from "@/app/api/v1/reject-suggestion/[id]/route";
import { DELETE as deleteOne } from "@/app/api/v1/delete-connection/[id]/route";
import { DELETE as deleteMany } from "@/app/api/v1/delete-connection/route";
import { POST as listExperience } from "@/app/api/v1/list-experience/route";
import type { NetworkConnection } from "@/lib/network/schema";
import type { TagDto } from "@/lib/tags/schema";
import { SYSTEM_TAG_IDS } from "@/lib/tags/system-tags";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const csv = (...rows: string[]) => ({ file_name: "Connections.csv", content: [HEADER, ...rows].join("\n") });

async function importCsv(token: string, ...rows: string[]) {
  expect((await call(upload, "/api/v2/linkedin/network-bulk", { token, body: csv(...rows) })).status).toBe(200);
  await runPendingJobs();
}

async function list(token: string, body: Record<string, unknown> = {}) {
  const res = await call<{ data: NetworkConnection[]; count: number }>(listConnections, "/api/v1/list-connections", { token, body });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("privacy of the network", () => {
  it("keeps e-mail and phone on the owner's edge: visible to the owner only, never in the directory", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    await importCsv(a.token, "Kim,Park,https://www.linkedin.com/in/kim-park,kim@private.example,Acme,CEO,01 Jan 2024");
    await importCsv(b.token, "Kim,Park,https://www.linkedin.com/in/kim-park,,Acme,CEO,02 Feb 2024");

    const mine = await list(a.token);
    expect(mine.data[0]).toMatchObject({ email_address: "kim@private.example", connected_on: "2024-01-01" });
    const theirs = await list(b.token);
    expect(theirs.count).toBe(1);
    expect(theirs.data[0]).toMatchObject({ email_address: null, connected_on: "2024-02-02" });
    expect(theirs.data[0]!.connected_user).toBe(mine.data[0]!.connected_user);

    // The shared person row holds no address, phone or counts.
    expect(Object.keys(getTableColumns(persons))).not.toEqual(expect.arrayContaining(["emailAddress"]));
    const rows = await db.select().from(persons);
    expect(JSON.stringify(rows)).not.toContain("kim@private.example");

    // Another member cannot delete my edge: 404.
    const other = await call(deleteOne, "/api/v1/delete-connection/x", { token: b.token, method: "DELETE", params: { id: mine.data[0]!.id } });
    expect(other.status).toBe(404);
    expect((await list(a.token)).count).toBe(1);
  });
});

describe("network list, filters and deletion", () => {
  it("filters by name, company, designation and tag, pages with skip/limit, looks up experience values", async () => {
    const { token } = await signedInUser();
    await importCsv(
      token,
      "Ana,Bell,https://www.linkedin.com/in/ana-bell,,Acme,CTO,01 Jan 2024",
      "Ben,Cole,https://www.linkedin.com/in/ben-cole,,Acme Inc.,VP Sales,01 Jan 2024",
      "Cara,Diaz,https://www.linkedin.com/in/cara-diaz,,Globex,CTO,01 Jan 2024",
    );
    expect((await list(token, { search: "ben" })).data.map((c) => c.connected_li_user.full_name)).toEqual(["Ben Cole"]);
    expect((await list(token, { company: ["Acme"] })).count).toBe(1);
    expect((await list(token, { title: ["CTO"] })).data.map((c) => c.connected_li_user.full_name)).toEqual(["Ana Bell", "Cara Diaz"]);
    const page2 = await list(token, { skip: 2, limit: 2 });
    expect(page2).toMatchObject({ count: 3 });
    expect(page2.data.map((c) => c.connected_li_user.full_name)).toEqual(["Cara Diaz"]);
    const companies = await call<string[]>(listExperience, "/api/v1/list-experience", { token, body: { field: "company", search: "ac" } });
    expect(companies.body.data).toEqual(["Acme", "Acme Inc."]);

    const all = await list(token);
    const ids = all.data.slice(0, 2).map((c) => c.id);
    const del = await call(deleteMany, "/api/v1/delete-connection", { token, method: "DELETE", body: { ids } });
    expect(del.body.message).toBe("Network deleted successfully");
    expect((await list(token)).count).toBe(1);
  });
});

describe("tags", () => {
  it("lists system tags with fixed ids and scores, creates, applies, replaces, removes and rejects tags", async () => {
    const { user, token } = await signedInUser();
    await importCsv(token, "Ana,Bell,https://www.linkedin.com/in/ana-bell,,Acme,CTO,01 Jan 2024", "Ben,Cole,https://www.linkedin.com/in/ben-cole,,Globex,VP,01 Jan 2024");

    const tags = await call<{ data: TagDto[]; count: number }>(listTags, "/api/v1/list-tags", { token, body: { limit: 100 } });
    const sales = tags.body.data.data.find((t) => t.tag === "Sales Team");
    expect(sales).toEqual({ id: SYSTEM_TAG_IDS.salesTeam, tag: "Sales Team", tag_type: "Manual Tagging only", tag_colour: "#6366F1", tag_score: 10, is_system: true, status: "active" });
    expect(tags.body.data.data.find((t) => t.tag === "LinkedIn connection")?.tag_score).toBe(3);
    expect((await call<{ data: TagDto[] }>(listTags, "/api/v1/list-tags", { token, body: {} })).body.data.data.length).toBeLessThanOrEqual(20);

    const created = await call<TagDto>(createTag, "/api/v1/create-tag", { token, body: { tag: "Investor" } });
    expect(created.body.data).toMatchObject({ tag: "Investor", tag_colour: "#808080", is_system: false });
    expect((await call(createTag, "/api/v1/create-tag", { token, body: { tag: "investor" } })).status).toBe(409);
    const defaults = await call<{ data: TagDto[] }>(listDefaultTags, "/api/v1/list-default-tags", { token, body: { limit: 1000 } });
    expect(defaults.body.data.data.map((t) => t.tag)).toEqual(["Customer", "Investor", "Sales Team"]);

    // Another member does not see my custom tag.
    const other = await signedInUser();
    const theirs = await call<{ data: TagDto[] }>(listTags, "/api/v1/list-tags", { token: other.token, body: { limit: 100 } });
    expect(theirs.body.data.data.some((t) => t.tag === "Investor")).toBe(false);

    const rel = await call(addMulti, "/api/v1/add-user-tags-multi", {
      token,
      body: { user_id: user.id, profile_link: ["https://www.linkedin.com/in/ana-bell", "https://www.linkedin.com/in/ben-cole"], tags: [SYSTEM_TAG_IDS.salesTeam, created.body.data.id] },
    });
    expect(rel.status).toBe(200);
    expect(rel.body.message).toBe("Relationship Added Successfully!");
    // No tag chosen: refused, not a success that changes nothing (issue 27 §11).
    const none = await call(addMulti, "/api/v1/add-user-tags-multi", { token, body: { profile_link: ["https://www.linkedin.com/in/ana-bell"], tags: [] } });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain("Choose at least one relationship tag.");
    expect((await list(token, { tag: [SYSTEM_TAG_IDS.salesTeam] })).count).toBe(2);

    const ana = (await list(token, { search: "ana" })).data[0]!;
    const set = await call(setTags, "/api/v1/user-tags-multi", { token, method: "PUT", body: { profile_link: ana.connected_user, tags: [created.body.data.id] } });
    expect(set.body.message).toBe("Tags updated successfully");
    expect((await list(token, { tag: [SYSTEM_TAG_IDS.salesTeam] })).data.map((c) => c.connected_li_user.full_name)).toEqual(["Ben Cole"]);
    const anaTags = (await list(token, { search: "ana" })).data[0]!.connected_li_user.user_tags_v2;
    expect(anaTags.map((t) => [t.tag, t.status])).toEqual([["Investor", "accepted"], ["LinkedIn connection", "system"]]);

    // Someone else's tag id → 404; mine → removed.
    expect((await call(deleteUserTag, "/x", { token: other.token, method: "DELETE", params: { id: anaTags[0]!.id } })).status).toBe(404);
    expect((await call(deleteUserTag, "/x", { token, method: "DELETE", params: { id: anaTags[0]!.id } })).status).toBe(200);
    expect((await list(token, { tag: [created.body.data.id] })).count).toBe(1);

    // Tagging a person outside my network → 404.
    const outside = await call(addMulti, "/api/v1/add-user-tags-multi", { token: other.token, body: { profile_link: [ana.connected_user], tags: [SYSTEM_TAG_IDS.salesTeam] } });
    expect(outside.status).toBe(404);

    // A suggestion can be rejected; a rejected one stays rejected and disappears from the list.
    const [suggestion] = await db
      .insert(userTags)
      .values({ ownerUserId: user.id, personId: ana.connected_user, tagId: SYSTEM_TAG_IDS.formerColleague, status: "suggested", evidence: "worked together at Acme" })
      .returning();
    expect((await list(token, { search: "ana" })).data[0]!.connected_li_user.user_tags_v2.some((t) => t.status === "suggested")).toBe(true);
    expect((await call(rejectSuggestion, "/x", { token, method: "PUT", params: { id: suggestion!.id } })).status).toBe(200);
    expect((await list(token, { search: "ana" })).data[0]!.connected_li_user.user_tags_v2.some((t) => t.tag === "Former colleague")).toBe(false);
  });
});
