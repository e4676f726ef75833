import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { leads, relationMetrics } from "@/lib/db/schema";
import { DELETE as deleteList, GET as getLists, POST as createList, PUT as renameList } from "@/app/api/v2/list/route";
import { DELETE as unlink, POST as link } from "@/app/api/v2/lead-pipeline/route";
import { POST as listLeadsRoute } from "@/app/api/v1/list-leads/route";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { addLead } from "./helpers";

type Page = { data: { id: string; name: string; has_visited: boolean; linkedin_user: { relation_metrics_target: { total_path: number }[] } }[]; count: number };

describe("pipeline lists", () => {
  it("creates, renames and lists lists; a duplicate name is 400 'List name already exists'", async () => {
    const { token } = await signedInUser();
    const created = await call<{ id: string }>(createList, "/api/v2/list", { token, body: { name: "Enterprise" } });
    expect(created.body.message).toBe("List saved successfully!");
    const dup = await call(createList, "/api/v2/list", { token, body: { name: "enterprise" } });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe("List name already exists");
    await call(createList, "/api/v2/list", { token, body: { name: "SMB" } });
    const clash = await call(renameList, "/api/v2/list", { method: "PUT", token, query: { id: created.body.data.id }, body: { name: "SMB" } });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe("List name already exists");
    const renamed = await call(renameList, "/api/v2/list", { method: "PUT", token, query: { id: created.body.data.id }, body: { name: "Big logos" } });
    expect(renamed.body.message).toBe("List updated successfully!");
    const all = await call<{ name: string }[]>(getLists, "/api/v2/list", { token });
    expect(all.body.data.map((l) => l.name)).toEqual(["Big logos", "SMB"]);
    const empty = await call(createList, "/api/v2/list", { token, body: { name: "  " } });
    expect(empty.status).toBe(400);
  });

  it("adds leads to a list, filters by it, removes them, and deletes the list alone or with its leads", async () => {
    const { token } = await signedInUser();
    const listId = (await call<{ id: string }>(createList, "/api/v2/list", { token, body: { name: "Hot" } })).body.data.id;
    const a = (await addLead(token, "list-a")).body.data.id;
    const b = (await addLead(token, "list-b")).body.data.id;
    await addLead(token, "list-c");
    const added = await call(link, "/api/v2/lead-pipeline", { token, body: { id: listId, lead_ids: [a, b] } });
    expect(added.body.message).toBe("Lead Saved Successfully!");
    const inList = await call<Page>(listLeadsRoute, "/api/v1/list-leads", {
      token,
      body: { where: { lead_pipeline_list: { some: { pipeline_list_id: { equals: listId } } } } },
    });
    expect(inList.body.data.count).toBe(2);
    const removed = await call(unlink, "/api/v2/lead-pipeline", { method: "DELETE", token, body: { id: listId, lead_ids: [b] } });
    expect(removed.body.message).toBe("Lead(s) removed from the list");

    const keep = await call(deleteList, "/api/v2/list", { method: "DELETE", token, query: { id: listId }, body: { type: "default" } });
    expect(keep.body.message).toBe("List deleted successfully");
    expect(await db.select().from(leads)).toHaveLength(3);

    const list2 = (await call<{ id: string }>(createList, "/api/v2/list", { token, body: { name: "Cold" } })).body.data.id;
    await call(link, "/api/v2/lead-pipeline", { token, body: { id: list2, lead_ids: [a] } });
    await call(deleteList, "/api/v2/list", { method: "DELETE", token, query: { id: list2 }, body: { type: "all" } });
    expect((await db.select().from(leads)).map((l) => l.id)).not.toContain(a);
    expect(await db.select().from(leads)).toHaveLength(2);
  });

  it("hides another member's lists and leads behind 404", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const listId = (await call<{ id: string }>(createList, "/api/v2/list", { token: owner.token, body: { name: "Mine" } })).body.data.id;
    const leadId = (await addLead(owner.token, "owned-lead")).body.data.id;
    const otherLead = (await addLead(other.token, "other-lead")).body.data.id;
    expect((await call(renameList, "/api/v2/list", { method: "PUT", token: other.token, query: { id: listId }, body: { name: "x" } })).status).toBe(404);
    expect((await call(deleteList, "/api/v2/list", { method: "DELETE", token: other.token, query: { id: listId }, body: {} })).status).toBe(404);
    expect((await call(link, "/api/v2/lead-pipeline", { token: other.token, body: { id: listId, lead_ids: [otherLead] } })).status).toBe(404);
    // Own list, someone else's lead.
    expect((await call(link, "/api/v2/lead-pipeline", { token: owner.token, body: { id: listId, lead_ids: [otherLead] } })).status).toBe(404);
    const others = await call<{ id: string }[]>(getLists, "/api/v2/list", { token: other.token });
    expect(others.body.data).toHaveLength(0);
    const page = await call<Page>(listLeadsRoute, "/api/v1/list-leads", { token: other.token, body: { where: { user_id: owner.user.id } } });
    expect(page.body.data.data.map((l) => l.id)).toEqual([otherLead]);
    expect(page.body.data.data.map((l) => l.id)).not.toContain(leadId);
  });
});

describe("list-leads query language", () => {
  it("filters with contains / in / equals / has_some, orders, pages and includes the latest metrics", async () => {
    const { user, token } = await signedInUser();
    const ids: Record<string, string> = {};
    for (const [slug, name, company] of [
      ["ada-l", "Ada Lovelace", "Analytical Engines"],
      ["alan-t", "Alan Turing", "Bletchley"],
      ["grace-h", "Grace Hopper", "Navy"],
    ] as const)
      ids[slug] = (await addLead(token, slug, { upload_type: "csv", name, company, role: "Engineer" })).body.data.id;
    await db.insert(relationMetrics).values([
      { leadId: ids["ada-l"]!, userId: user.id, totalPath: 7, startTags: ["Me"], endTags: ["Former colleague"], isLatest: true },
      { leadId: ids["ada-l"]!, userId: user.id, totalPath: 99, isLatest: false },
      { leadId: ids["alan-t"]!, userId: user.id, totalPath: 2, startTags: ["Team member"], endTags: ["LinkedIn connection"], isLatest: true },
    ]);

    const contains = await call<Page>(listLeadsRoute, "/api/v1/list-leads", { token, body: { where: { name: { contains: "al" } }, order: { name: "asc" } } });
    expect(contains.body.data.data.map((l) => l.name)).toEqual(["Alan Turing"]);
    const or = await call<Page>(listLeadsRoute, "/api/v1/list-leads", {
      token,
      body: { where: { OR: [{ name: { contains: "navy" } }, { company: { contains: "NAVY" } }] } },
    });
    expect(or.body.data.data.map((l) => l.name)).toEqual(["Grace Hopper"]);
    const inOp = await call<Page>(listLeadsRoute, "/api/v1/list-leads", { token, body: { where: { company: { in: ["Bletchley", "Navy"] } }, order: [{ name: "desc" }] } });
    expect(inOp.body.data.data.map((l) => l.name)).toEqual(["Grace Hopper", "Alan Turing"]);
    const tags = await call<Page>(listLeadsRoute, "/api/v1/list-leads", {
      token,
      body: { where: { relation_metrics: { end_tags: { has_some: ["Former colleague", "Calendar contact"] } } } },
    });
    expect(tags.body.data.data.map((l) => l.name)).toEqual(["Ada Lovelace"]);
    expect(tags.body.data.data[0]!.linkedin_user.relation_metrics_target[0]).toMatchObject({ total_path: 7, is_latest: true, type: "new" });
    const byPaths = await call<Page>(listLeadsRoute, "/api/v1/list-leads", { token, body: { order: { total_path: "desc" }, limit: 2, skip: 0 } });
    expect(byPaths.body.data.data.map((l) => l.name)).toEqual(["Ada Lovelace", "Alan Turing"]);
    expect(byPaths.body.data.count).toBe(3);
    const page2 = await call<Page>(listLeadsRoute, "/api/v1/list-leads", { token, body: { order: { total_path: "desc" }, limit: 2, skip: 2 } });
    expect(page2.body.data.data.map((l) => l.name)).toEqual(["Grace Hopper"]);
    const selected = await call<{ data: Record<string, unknown>[] }>(listLeadsRoute, "/api/v1/list-leads", { token, body: { select: { name: true }, limit: 1 } });
    expect(selected.body.data.data[0]).not.toHaveProperty("company");
    expect(selected.body.data.data[0]).toHaveProperty("name");
  });

  it("treats search text literally (no LIKE wildcards, no SQL)", async () => {
    const { token } = await signedInUser();
    await addLead(token, "pct", { upload_type: "csv", name: "Percent Person", company: "100% Co", role: "CEO" });
    await addLead(token, "other", { upload_type: "csv", name: "Other Person", company: "Plain", role: "CEO" });
    const pct = await call<Page>(listLeadsRoute, "/api/v1/list-leads", { token, body: { where: { company: { contains: "%" } } } });
    expect(pct.body.data.data.map((l) => l.name)).toEqual(["Percent Person"]);
    const inj = await call<Page>(listLeadsRoute, "/api/v1/list-leads", { token, body: { where: { name: { contains: "' or 1=1 --" } } } });
    expect(inj.body.data.count).toBe(0);
  });

  it("refuses fields and operators outside the allow-list with 400", async () => {
    const { token } = await signedInUser();
    for (const body of [
      { where: { password_hash: { contains: "a" } } },
      { where: { name: { startsWith: "a" } } },
      { where: { name: { contains: "a", raw: "1=1" } } },
      { order: { "name; drop table leads": "asc" } },
      { order: { name: "sideways" } },
      { include: { user: true } },
      { limit: 100000 },
    ]) {
      const res = await call(listLeadsRoute, "/api/v1/list-leads", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
