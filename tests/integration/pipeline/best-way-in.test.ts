import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { connections } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as listLeadsRoute } from "@/app/api/v1/list-leads/route";
import { pipelineListBody, readPipelineParams } from "@/lib/leads/pipeline-params";
import type { LeadPage } from "@/lib/pipeline/types";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { insertExperience, insertPerson } from "../../helpers/people";
import { addLead } from "../leads/helpers";

// The pipeline's 'best strength first' sort (issue 28): the leads' best ways in, strongest first,
// from the figures the refresh wrote — with who to ask and why on each row.
describe("best way in first", () => {
  it("orders the member's leads by their best path's score, then by how many paths they have", async () => {
    const { user, token } = await signedInUser({ name: "Mia Member" });
    const warm = await insertPerson({ slug: "warm-friend", name: "Wendy Warm", suppliedBy: user.id });
    await insertExperience(warm, user.id, { company: "Initech", fromDate: "2019-01-01" });
    await db.insert(connections).values({ ownerUserId: user.id, personId: warm, sources: ["linkedin"], meetingCount: 8, lastInteractionAt: new Date() });
    const cool = await insertPerson({ slug: "cool-friend", name: "Carl Cool", suppliedBy: user.id });
    await insertExperience(cool, user.id, { company: "Acme", fromDate: "2019-01-01" });
    await db.insert(connections).values({ ownerUserId: user.id, personId: cool, sources: ["linkedin"], connectedOn: "2020-01-01" });
    // Added first: the default order (newest first) would put it last.
    expect((await addLead(token, "ida-initech", { name: "Ida Initech", company: "Initech", role: "CEO" })).status).toBe(200);
    expect((await addLead(token, "abe-acme", { name: "Abe Acme", company: "Acme", role: "CEO" })).status).toBe(200);
    expect((await addLead(token, "nora-nowhere", { name: "Nora Nowhere", company: "Nowhere", role: "CEO" })).status).toBe(200);
    await runPendingJobs();
    const body = pipelineListBody(readPipelineParams(new URLSearchParams("sort=strength")));
    const page = await call<LeadPage>(listLeadsRoute, "/api/v1/list-leads", { token, body });
    expect(page.status).toBe(200);
    const rows = page.body.data.data;
    expect(rows.map((r) => r.name)).toEqual(["Ida Initech", "Abe Acme", "Nora Nowhere"]);
    const best = rows[0]!.linkedin_user!.relation_metrics_target[0]!.best_path!;
    expect(best).toMatchObject({ introducers: [{ name: "Wendy Warm" }], strength: "Good" });
    expect(best.reason).toMatch(/^You met Wendy Warm 8 times/);
    expect(rows[2]!.linkedin_user!.relation_metrics_target[0]!.best_path).toBeNull();
  });
});
