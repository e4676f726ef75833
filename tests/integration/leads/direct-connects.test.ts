import { describe, expect, it } from "vitest";
import { POST as viewV2 } from "@/app/api/v2/view-relationship-graph/route";
import { POST as listLeadsRoute } from "@/app/api/v1/list-leads/route";
import { GET as relationTags } from "@/app/api/v2/leads/relation-tags/route";
import type { LeadWarmPaths } from "@/lib/paths/types";
import type { RelationMetricsTarget } from "@/lib/pipeline/types";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { addLead, arrangeNetwork } from "./helpers";

type Page = { data: { id: string; name: string; linkedin_user: { relation_metrics_target: RelationMetricsTarget[] } }[]; count: number };

describe("direct connects", () => {
  it("are shown on the lead, counted in the pipeline, and filtered by the relation filter's Direct Connects tab", async () => {
    const { user, token } = await signedInUser();
    const { ivy } = await arrangeNetwork(user.id);
    // Ivy is the member's own connection: a lead for her is a direct connect (Me → Ivy), no introducer.
    const direct = (await addLead(token, `ivy-${user.id.slice(0, 8)}`, { upload_type: "csv", name: "Ivy Introducer", company: "Acme", role: "Engineer" })).body.data.id;
    // Tara works at Acme with Ivy: warm paths through Ivy, but no direct connect.
    const warm = (await addLead(token, "tara-direct-test", { upload_type: "csv", name: "Tara Target", company: "Acme", role: "VP Sales" })).body.data.id;

    const opened = await call<LeadWarmPaths>(viewV2, "/api/v2/view-relationship-graph", { token, body: { targetLink: direct, relation_type: "target" } });
    expect(opened.status).toBe(200);
    expect(opened.body.data.direct).toHaveLength(1);
    const [d] = opened.body.data.direct;
    expect(d!.origin.origin_type).toBe("me");
    expect(d!.target.id).toBe(ivy.id);
    expect(d!.segment.tag.map(([label]) => label)).toContain("LinkedIn connection");
    await call(viewV2, "/api/v2/view-relationship-graph", { token, body: { targetLink: warm, relation_type: "target" } });

    const list = async (where: object) =>
      (await call<Page>(listLeadsRoute, "/api/v1/list-leads", { token, body: { where, include: { relation_metrics: true } } })).body.data.data;
    const all = await list({});
    const metricsOf = (id: string) => all.find((l) => l.id === id)!.linkedin_user.relation_metrics_target[0]!;
    expect(metricsOf(direct)).toMatchObject({ direct_count: 1, direct_start_tags: ["Me"] });
    expect(metricsOf(direct).direct_end_tags).toContain("LinkedIn connection");
    expect(metricsOf(warm)).toMatchObject({ direct_count: 0, direct_start_tags: [], direct_end_tags: [] });
    expect(metricsOf(warm).total_path).toBeGreaterThan(0);

    expect((await list({ relation_metrics: { direct_count: { gt: 0 } } })).map((l) => l.id)).toEqual([direct]);
    expect((await list({ relation_metrics: { direct_start_tags: { has_some: ["Me"] } } })).map((l) => l.id)).toEqual([direct]);
    expect((await list({ relation_metrics: { direct_end_tags: { has_some: ["LinkedIn connection"] } } })).map((l) => l.id)).toEqual([direct]);
    // The indirect groups still describe paths only: Tara's paths start at Me too.
    expect((await list({ relation_metrics: { start_tags: { has_some: ["Me"] } } })).map((l) => l.id)).toContain(warm);

    const tags = await call<{ direct_start: string[]; direct_end: string[] }>(relationTags, "/api/v2/leads/relation-tags", { token });
    expect(tags.body.data.direct_start).toEqual(["Me"]);
    expect(tags.body.data.direct_end).toContain("LinkedIn connection");
  });
});
