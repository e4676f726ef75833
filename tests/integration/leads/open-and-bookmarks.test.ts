import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { collaborators, creditLedger, leads, notifications, relationMetrics } from "@/lib/db/schema";
import { DELETE as revoke } from "@/app/api/v2/collaborator/route";
import { getCreditBalance } from "@/lib/credits/service";
import { POST as viewV1 } from "@/app/api/v1/view-relationship-graph/route";
import { POST as viewV2 } from "@/app/api/v2/view-relationship-graph/route";
import { GET as getBookmarks, POST as toggleBookmark } from "@/app/api/v2/leads/bookmark/route";
import { GET as bookmarkTop } from "@/app/api/v2/leads/bookmark-top/route";
import { POST as listLeadsRoute } from "@/app/api/v1/list-leads/route";
import { GET as listNotifications } from "@/app/api/v2/notifications/route";
import { PUT as markRead } from "@/app/api/v2/notifications/read/route";
import type { PathSegment, PathTargetRow, WarmPath } from "@/lib/paths/types";
import { EMPTY_PATH_FILTERS, applyPathFilters, type PathFilterKey } from "@/lib/paths/path-filters";
import { decodePipelineLink } from "@/lib/links/decode";
import type { RelationMetricsTarget } from "@/lib/pipeline/types";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { addLead, arrangeNetwork, drainCredits, insertUnchargedLead } from "./helpers";

type Opened = { paths: WarmPath[]; total_path: number; lead: { id: string; name: string }; target: { name: string } };

async function leadAtAcme(token: string) {
  return (await addLead(token, "target-at-acme", { upload_type: "csv", name: "Tara Target", company: "Acme", role: "VP Sales" })).body.data.id;
}

describe("opening a lead", () => {
  it("charges a lead that arrived uncharged once, however often it is opened, and marks it visited", async () => {
    const { user, token } = await signedInUser();
    const lead = await insertUnchargedLead(user.id, "Crm Person");
    const before = await getCreditBalance(user.id);
    const first = await call<Opened>(viewV2, "/api/v2/view-relationship-graph", { token, body: { targetLink: lead.id, relation_type: "target" } });
    expect(first.status).toBe(200);
    expect(first.body.data.lead.name).toBe("Crm Person");
    expect(await getCreditBalance(user.id)).toBe(before - 1);
    const again = await Promise.all([1, 2, 3].map(() => call(viewV1, "/api/v1/view-relationship-graph", { token, body: { id: lead.id } })));
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await getCreditBalance(user.id)).toBe(before - 1);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.reference, `lead:${lead.id}`))).toHaveLength(1);
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.hasVisited).toBe(true);
    expect(row!.visitedAt).toBeInstanceOf(Date);
  });

  it("charges once when many opens of an uncharged lead race", async () => {
    const { user, token } = await signedInUser();
    const lead = await insertUnchargedLead(user.id, "Race Person");
    const before = await getCreditBalance(user.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(viewV2, "/api/v2/view-relationship-graph", { token, body: { targetLink: lead.id } })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await getCreditBalance(user.id)).toBe(before - 1);
    expect(await db.select().from(creditLedger).where(eq(creditLedger.reference, `lead:${lead.id}`))).toHaveLength(1);
  });

  it("answers 402 for an uncharged lead when out of credits and leaves it unvisited; a paid lead still opens", async () => {
    const { user, token } = await signedInUser();
    const paid = (await addLead(token, "paid-lead")).body.data.id;
    const crm = await insertUnchargedLead(user.id, "Free Person", "free");
    await drainCredits(user.id);
    const blocked = await call(viewV2, "/api/v2/view-relationship-graph", { token, body: { targetLink: crm.id } });
    expect(blocked.status).toBe(402);
    expect(blocked.body.detail).toMatchObject({ statusCode: 402 });
    const [row] = await db.select().from(leads).where(eq(leads.id, crm.id));
    expect(row!.hasVisited).toBe(false);
    expect((await call(viewV2, "/api/v2/view-relationship-graph", { token, body: { targetLink: paid } })).status).toBe(200);
  });

  it("hides another member's lead behind 404 and refuses a malformed id with 400", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const lead = (await addLead(owner.token, "private-lead")).body.data.id;
    expect((await call(viewV2, "/api/v2/view-relationship-graph", { token: other.token, body: { targetLink: lead } })).status).toBe(404);
    expect((await call(viewV2, "/api/v2/view-relationship-graph", { token: other.token, body: { targetLink: "nope" } })).status).toBe(400);
  });

  it("fills the '# Warm Paths' count (relation_metrics) in the background once a lead is added", async () => {
    const { user, token } = await signedInUser();
    await arrangeNetwork(user.id);
    await leadAtAcme(token);
    // Adding answers at once: the count is computed by a queued job (DESIGN §6.7).
    const before = await call<{ data: { linkedin_user: { relation_metrics_target: unknown[] } }[] }>(listLeadsRoute, "/api/v1/list-leads", { token, body: {} });
    expect(before.body.data.data[0]!.linkedin_user.relation_metrics_target).toEqual([]);
    await runPendingJobs();
    const page = await call<{ data: { linkedin_user: { relation_metrics_target: RelationMetricsTarget[] } }[] }>(listLeadsRoute, "/api/v1/list-leads", {
      token,
      body: {},
    });
    const metrics = page.body.data.data[0]!.linkedin_user.relation_metrics_target[0]!;
    expect(metrics.total_path).toBeGreaterThan(0);
    expect(metrics.start_tags.length).toBeGreaterThan(0);
    // The row says who to ask and why (issue 28), from the figures, not a search in the request.
    expect(metrics.best_path).toMatchObject({ introducers: [{ name: "Ivy Introducer" }], strength: expect.any(String), reason: expect.stringMatching(/^You are connected with Ivy Introducer on LinkedIn/) });
    const counts = metrics.strength_counts;
    expect(counts.good + counts.average + counts.weak).toBe(metrics.total_path);
  });

  it("answers the warm paths in the spec's shape", async () => {
    const { user, token } = await signedInUser();
    await arrangeNetwork(user.id);
    const leadId = await leadAtAcme(token);
    const res = await call<Opened>(viewV2, "/api/v2/view-relationship-graph", { token, body: { targetLink: leadId } });
    expect(res.status).toBe(200);
    expect(res.body.data.target.name).toBe("Tara Target");
    expect(res.body.data.paths.length).toBeGreaterThan(0);
    const path = res.body.data.paths[0]!;
    expect(path.path[0]!.data.name).toBe("Ivy Introducer");
    expect(path.tag.length).toBe(path.path.length + 1);
    expect(path.bookmark).toEqual([]);
  });
});

describe("a page of a lead's paths", () => {
  /** Eleven colleagues of the lead at Acme, each a LinkedIn connection of the member: eleven paths. */
  async function leadWithElevenPaths(userId: string, token: string) {
    const { connections } = await import("@/lib/db/schema");
    const { insertExperience, insertPerson } = await import("@/tests/helpers/people");
    await arrangeNetwork(userId);
    for (let i = 0; i < 10; i++) {
      const id = await insertPerson({ slug: `colleague-${i}-${userId.slice(0, 8)}`, name: `Colleague ${String(i).padStart(2, "0")}`, suppliedBy: userId });
      await insertExperience(id, userId, { company: "Acme", title: i < 4 ? "Director" : "Engineer", fromDate: `201${i}-01-01` });
      await db.insert(connections).values({ ownerUserId: userId, personId: id, sources: ["linkedin"], connectedOn: `2022-0${(i % 9) + 1}-01` });
    }
    return leadAtAcme(token);
  }
  type Page = Opened & { view: { count: number; skip: number; limit: number; fell_back: boolean; bookmarked_count: number; base_count: number; options: Record<string, string[]> } };
  const open = (token: string, body: Record<string, unknown>) => call<Page>(viewV2, "/api/v2/view-relationship-graph", { token, body });

  it("answers the page asked for, in the order of all the paths, with the counts of the whole view", async () => {
    const { user, token } = await signedInUser();
    const leadId = await leadWithElevenPaths(user.id, token);
    const all = (await open(token, { targetLink: leadId })).body.data;
    expect(all.total_path).toBe(11);
    expect(all.paths).toHaveLength(11);
    const second = await open(token, { targetLink: leadId, skip: 8, limit: 8 });
    expect(second.status).toBe(200);
    expect(second.body.data.paths.map((p) => p.path_id)).toEqual(all.paths.slice(8).map((p) => p.path_id));
    expect(second.body.data.paths.map((p) => p.option)).toEqual([9, 10, 11]);
    expect(second.body.data.view).toMatchObject({ count: 11, skip: 8, limit: 8, fell_back: false, base_count: 11, bookmarked_count: 0 });
    expect(second.body.data.total_path).toBe(11);
    expect(second.body.data.view.options.introducerName).toHaveLength(11);

    // Filtered on the server: the Directors (four colleagues) only, paged by 8.
    const directors = await open(token, { targetLink: leadId, limit: 8, filters: { introducerRole: ["Director"] } });
    expect(directors.body.data.view).toMatchObject({ count: 4, base_count: 11 });
    expect(directors.body.data.paths.every((p) => p.path[0]!.data.role === "Director")).toBe(true);
    expect(directors.body.data.paths.map((p) => p.path_id)).toEqual(all.paths.filter((p) => p.path[0]!.data.role === "Director").map((p) => p.path_id));

    // The bookmarked view: the two bookmarked paths, in the lead's order.
    const [a, b] = [all.paths[9]!.path_id, all.paths[2]!.path_id];
    for (const pathId of [a, b]) await call(toggleBookmark, "/api/v2/leads/bookmark", { token, query: { lead_id: leadId }, body: { path_id: pathId } });
    const marked = await open(token, { targetLink: leadId, limit: 8, bookmarked: true });
    expect(marked.body.data.paths.map((p) => p.path_id)).toEqual([b, a]);
    expect(marked.body.data.view).toMatchObject({ count: 2, base_count: 2, bookmarked_count: 2 });

    // Each filter value the answer offers keeps the paths the column filter keeps among every shaped path.
    const options = second.body.data.view.options as Record<PathFilterKey, string[]>;
    for (const key of Object.keys(options) as PathFilterKey[]) {
      for (const value of options[key]) {
        const filters = { ...EMPTY_PATH_FILTERS, [key]: [value] };
        const page = await open(token, { targetLink: leadId, limit: 50, filters });
        expect(page.body.data.paths.map((p) => p.path_id), `${key} = ${value}`).toEqual(applyPathFilters(all.paths, filters).paths.map((p) => p.path_id));
      }
    }

    // The figures written on opening agree with every path in the spec's shape.
    const [row] = await db.select().from(relationMetrics).where(and(eq(relationMetrics.leadId, leadId), eq(relationMetrics.isLatest, true)));
    const labels = (ps: WarmPath[], pick: (p: WarmPath) => PathSegment[]) => [...new Set(ps.flatMap((p) => pick(p).flatMap((s) => s.tag.map(([l]) => l))))].sort();
    expect(row).toMatchObject({
      totalPath: 11,
      startTags: [...new Set(all.paths.map((p) => ({ me: "Me", team: "Team member", indirect: "Indirect" })[p.origin.origin_type!]))].sort(),
      middleTags: labels(all.paths, (p) => p.tag.slice(0, -1)),
      endTags: labels(all.paths, (p) => p.tag.slice(-1)),
      bestScore: Math.max(...all.paths.map((p) => p.score)),
      goodPaths: all.paths.filter((p) => p.strength === "Good").length,
      strengthCounts: {
        good: all.paths.filter((p) => p.strength === "Good").length,
        average: all.paths.filter((p) => p.strength === "Average").length,
        weak: all.paths.filter((p) => p.strength === "Weak").length,
      },
    });
    expect(row!.bestPath).toMatchObject({ path_id: all.paths[0]!.path_id, reason: all.paths[0]!.reason, score: all.paths[0]!.score });

    // One path by id (the person panel's ask), and a bounded body.
    expect((await open(token, { targetLink: leadId, path_id: a, limit: 1 })).body.data.paths.map((p) => p.path_id)).toEqual([a]);
    expect((await open(token, { targetLink: leadId, limit: 501 })).status).toBe(400);
    expect((await open(token, { targetLink: leadId, skip: -1 })).status).toBe(400);
  });
});

describe("bookmarks", () => {
  it("bookmarks a path, lists it, shows it on home, and removes it", async () => {
    const { user, token } = await signedInUser();
    await arrangeNetwork(user.id);
    const leadId = await leadAtAcme(token);
    const opened = await call<Opened>(viewV2, "/api/v2/view-relationship-graph", { token, body: { targetLink: leadId } });
    const pathId = opened.body.data.paths[0]!.path_id;

    const metricsBefore = await db.select().from(relationMetrics).where(eq(relationMetrics.leadId, leadId));
    const created = await call(toggleBookmark, "/api/v2/leads/bookmark", { token, query: { lead_id: leadId }, body: { path_id: pathId } });
    expect(created.body.message).toBe("Bookmark created.");
    // Bookmarking runs no search: the lead's metrics are not rewritten.
    expect(await db.select().from(relationMetrics).where(eq(relationMetrics.leadId, leadId))).toEqual(metricsBefore);
    const list = await call<{ path_id: string; bookmark: boolean }[]>(getBookmarks, "/api/v2/leads/bookmark", { token, query: { lead_id: leadId } });
    expect(list.body.data).toEqual([{ path_id: pathId, bookmark: true, lead_id: leadId }]);
    const reopened = await call<Opened>(viewV2, "/api/v2/view-relationship-graph", { token, body: { targetLink: leadId } });
    expect(reopened.body.data.paths.find((p) => p.path_id === pathId)!.bookmark).toEqual([{ path_id: pathId, bookmark: true, lead_id: leadId }]);

    const top = await call<PathTargetRow[]>(bookmarkTop, "/api/v2/leads/bookmark-top", { token, query: { limit: "2" } });
    expect(top.body.data).toHaveLength(1);
    expect(top.body.data[0]!.path.at(-1)!.type).toBe("target");
    expect(top.body.data[0]!.path.at(-1)!.data.name).toBe("Tara Target");
    const link = decodePipelineLink(top.body.data[0]!.path_link.split("/")[2]!);
    expect(link).toMatchObject({ id: leadId, can_process: true });

    const removed = await call(toggleBookmark, "/api/v2/leads/bookmark", { token, query: { lead_id: leadId }, body: { path_id: pathId } });
    expect(removed.body.message).toBe("Bookmark removed.");
    expect((await call<unknown[]>(getBookmarks, "/api/v2/leads/bookmark", { token, query: { lead_id: leadId } })).body.data).toEqual([]);
  });

  it("shows a path through a revoked collaborator as no longer available, without their people, at once", async () => {
    const member = await signedInUser({ name: "Mona Member" });
    const mate = await signedInUser({ name: "Theo Teammate" });
    const [link] = await db.insert(collaborators).values({ inviterId: member.user.id, inviteeId: mate.user.id }).returning();
    await arrangeNetwork(mate.user.id); // the teammate knows Ivy, who works at Acme now
    const leadId = await leadAtAcme(member.token);
    const opened = await call<Opened>(viewV2, "/api/v2/view-relationship-graph", { token: member.token, body: { targetLink: leadId } });
    // The teammate's node is named as the teammate supplied it (arrangeNetwork: "Member Me").
    const viaMate = opened.body.data.paths.find((p) => p.path.some((n) => n.data.name === "Ivy Introducer"))!;
    expect(viaMate.origin.data.name).toBe("Member Me");
    await call(toggleBookmark, "/api/v2/leads/bookmark", { token: member.token, query: { lead_id: leadId }, body: { path_id: viaMate.path_id } });
    const live = await call<PathTargetRow[]>(bookmarkTop, "/api/v2/leads/bookmark-top", { token: member.token });
    expect(live.body.data[0]).toMatchObject({ path_id: viaMate.path_id, available: true });

    expect((await call(revoke, "/api/v2/collaborator", { method: "DELETE", token: member.token, query: { id: link!.id } })).status).toBe(200);
    const top = await call<PathTargetRow[]>(bookmarkTop, "/api/v2/leads/bookmark-top", { token: member.token });
    expect(top.body.data).toHaveLength(1);
    expect(top.body.data[0]).toMatchObject({ path_id: viaMate.path_id, available: false, path: [] });
    expect(JSON.stringify(top.body.data)).not.toMatch(/Ivy|Member Me/);
    // The member can still remove it.
    const removed = await call(toggleBookmark, "/api/v2/leads/bookmark", { token: member.token, query: { lead_id: leadId }, body: { path_id: viaMate.path_id } });
    expect(removed.body.message).toBe("Bookmark removed.");
    expect((await call<PathTargetRow[]>(bookmarkTop, "/api/v2/leads/bookmark-top", { token: member.token })).body.data).toEqual([]);
  });

  it("refuses a path that does not exist and another member's lead", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const leadId = (await addLead(owner.token, "bm-lead")).body.data.id;
    expect((await call(toggleBookmark, "/api/v2/leads/bookmark", { token: owner.token, query: { lead_id: leadId }, body: { path_id: "a>b>c" } })).status).toBe(404);
    expect((await call(toggleBookmark, "/api/v2/leads/bookmark", { token: other.token, query: { lead_id: leadId }, body: { path_id: "a>b>c" } })).status).toBe(404);
    expect((await call(getBookmarks, "/api/v2/leads/bookmark", { token: other.token, query: { lead_id: leadId } })).status).toBe(404);
  });
});

describe("FREE_LEAD notification", () => {
  it("is listed unread after the welcome grant, marked read once, and private to its member", async () => {
    const { user, token } = await signedInUser();
    const other = await signedInUser();
    await getCreditBalance(user.id);
    const list = await call<{ id: string; type: string; message: string }[]>(listNotifications, "/api/v2/notifications", { token, query: { type: "FREE_LEAD" } });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]!.type).toBe("FREE_LEAD");
    const id = list.body.data[0]!.id;
    expect((await call(markRead, "/api/v2/notifications/read", { method: "PUT", token: other.token, query: { id } })).status).toBe(404);
    expect((await call(markRead, "/api/v2/notifications/read", { method: "PUT", token, query: { id } })).status).toBe(200);
    expect((await call<unknown[]>(listNotifications, "/api/v2/notifications", { token, query: { type: "FREE_LEAD" } })).body.data).toHaveLength(0);
    const [row] = await db.select().from(notifications).where(and(eq(notifications.id, id)));
    expect(row!.readAt).toBeInstanceOf(Date);
  });
});
