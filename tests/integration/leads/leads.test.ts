import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { creditLedger, leads } from "@/lib/db/schema";
import { getCreditBalance } from "@/lib/credits/service";
import { DELETE as deleteMany } from "@/app/api/v1/leads/route";
import { DELETE as deleteOne, PUT as updateOne } from "@/app/api/v1/leads/[id]/route";
import { POST as listLeadsRoute } from "@/app/api/v1/list-leads/route";
import type { NetworkConnection } from "@/lib/network/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { computeLeadPaths } from "@/lib/pipeline/lead-paths";
import { insertExperience } from "../../helpers/people";
import { addLead, arrangeNetwork, drainCredits } from "./helpers";

describe("adding leads", () => {
  it("adds a lead by URL, derives its name, and charges exactly one credit in the same step", async () => {
    const { user, token } = await signedInUser();
    const before = await getCreditBalance(user.id);
    const res = await addLead(token, "Jane-Doe-4b1a2c3d");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Leads added successfully");
    expect(res.body.data.name).toBe("Jane Doe");
    expect(await getCreditBalance(user.id)).toBe(before - 1);
    const [row] = await db.select().from(leads).where(eq(leads.id, res.body.data.id));
    expect(row).toMatchObject({ linkedinUrl: "https://www.linkedin.com/in/jane-doe-4b1a2c3d/", uploadType: "manual", hasVisited: false });
    const charges = await db.select().from(creditLedger).where(eq(creditLedger.reference, `lead:${row!.id}`));
    expect(charges).toHaveLength(1);
  });

  it("keeps what the member typed beside the URL: the lead's name, company and role, and their facts for its paths (issue 27 §1)", async () => {
    const { user, token } = await signedInUser();
    const { ivy } = await arrangeNetwork(user.id);
    await insertExperience(ivy.id, user.id, { company: "Google", title: "Engineer", fromDate: "2020-01-01" });
    const res = await addLead(token, "jordan-blake-gcloud", { name: "Jordan Blake", company: "Google", role: "VP of Sales" });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe("Jordan Blake");
    const [lead] = await db.select().from(leads).where(eq(leads.id, res.body.data.id));
    expect(lead).toMatchObject({ name: "Jordan Blake", company: "Google", role: "VP of Sales" });
    // The typed company is the member's fact about the person: Ivy, at Google now, is a way in.
    await runPendingJobs();
    const found = await computeLeadPaths(user.id, lead!.id);
    expect(found.paths.map((p) => p.path.map((n) => n.data.name))).toContainEqual(["Ivy Introducer"]);
    expect(found.target).toMatchObject({ name: "Jordan Blake", company: "Google", role: "VP of Sales" });
  });

  it("answers 402 with the server's message in detail and writes nothing when out of credits", async () => {
    const { user, token } = await signedInUser();
    await drainCredits(user.id);
    const res = await addLead(token, "no-credit-lead");
    expect(res.status).toBe(402);
    expect(res.body.detail).toMatchObject({ statusCode: 402, message: res.body.message });
    expect(res.body.message).toMatch(/out of credits/i);
    expect(await db.select().from(leads).where(eq(leads.userId, user.id))).toHaveLength(0);
  });

  it("refuses a URL that is not a LinkedIn profile and a duplicate lead, without charging", async () => {
    const { user, token } = await signedInUser();
    const bad = await addLead(token, "x", { linkedin_url: "https://example.com/jane" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter a valid LinkedIn profile URL (e.g., https://www.linkedin.com/in/username)");
    const empty = await addLead(token, "x", { linkedin_url: "" });
    expect(empty.status).toBe(400);
    await addLead(token, "dup-lead");
    const balance = await getCreditBalance(user.id);
    const dup = await addLead(token, "x", { linkedin_url: "linkedin.com/in/DUP-LEAD" });
    expect(dup.status).toBe(409);
    expect(await getCreditBalance(user.id)).toBe(balance);
  });

  it("creates the named list for a CSV row and links the lead to it", async () => {
    const { token } = await signedInUser();
    const res = await addLead(token, "csv-row", { upload_type: "csv", name: "Csv Person", company: "Globex", role: "CTO", list_name: "Q3 targets" });
    expect(res.status).toBe(200);
    const page = await call<{ data: { name: string; company: string; lead_pipeline_list: { pipeline_list_id: string }[] }[] }>(
      listLeadsRoute,
      "/api/v1/list-leads",
      { token, body: {} },
    );
    expect(page.body.data.data[0]).toMatchObject({ name: "Csv Person", company: "Globex" });
    expect(page.body.data.data[0]!.lead_pipeline_list).toHaveLength(1);
  });
});

describe("editing and deleting leads", () => {
  it("edits only the sent fields, marks a customer, and hides another member's lead behind 404", async () => {
    const { token } = await signedInUser();
    const other = await signedInUser();
    const id = (await addLead(token, "edit-me", { upload_type: "csv", name: "Edit Me", company: "Initech", role: "CEO" })).body.data.id;
    const res = await call(updateOne, `/api/v1/leads/${id}`, { method: "PUT", token, params: { id }, body: { role: "Chief Executive", status: true } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Lead updated successfully");
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ name: "Edit Me", company: "Initech", role: "Chief Executive", status: true });

    expect((await call(updateOne, `/api/v1/leads/${id}`, { method: "PUT", token: other.token, params: { id }, body: { name: "Stolen" } })).status).toBe(404);
    expect((await call(deleteOne, `/api/v1/leads/${id}`, { method: "DELETE", token: other.token, params: { id } })).status).toBe(404);
    expect((await call(deleteMany, "/api/v1/leads", { method: "DELETE", token: other.token, body: { ids: [id] } })).status).toBe(404);
    expect(await db.select().from(leads).where(eq(leads.id, id))).toHaveLength(1);
  });

  it("deletes one lead and many leads", async () => {
    const { token } = await signedInUser();
    const a = (await addLead(token, "del-a")).body.data.id;
    const b = (await addLead(token, "del-b")).body.data.id;
    const c = (await addLead(token, "del-c")).body.data.id;
    const one = await call(deleteOne, `/api/v1/leads/${a}`, { method: "DELETE", token, params: { id: a } });
    expect(one.body.message).toBe("Lead deleted successfully");
    const many = await call<{ deleted: number }>(deleteMany, "/api/v1/leads", { method: "DELETE", token, body: { ids: [b, c] } });
    expect(many.body.data.deleted).toBe(2);
    expect(await db.select().from(leads)).toHaveLength(0);
  });
});

describe("move to network", () => {
  it("adds the lead's person to the member's connections and keeps the lead; another member gets 404", async () => {
    const { POST: move } = await import("@/app/api/v2/leads/move-to-network/route");
    const { connections } = await import("@/lib/db/schema");
    const { user, token } = await signedInUser();
    const other = await signedInUser();
    const id = (await addLead(token, "move-me")).body.data.id;
    expect((await call(move, "/api/v2/leads/move-to-network", { token: other.token, query: { id } })).status).toBe(404);
    const res = await call(move, "/api/v2/leads/move-to-network", { token, query: { id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Lead added to network successfully");
    const [lead] = await db.select().from(leads).where(eq(leads.id, id));
    const owned = await db.select().from(connections).where(eq(connections.ownerUserId, user.id));
    expect(owned.map((c) => c.personId)).toEqual([lead!.personId]);
  });

  it("names the new contact with the lead's name, company and role", async () => {
    const { POST: move } = await import("@/app/api/v2/leads/move-to-network/route");
    const { POST: listConnections } = await import("@/app/api/v1/list-connections/route");
    const { token } = await signedInUser();
    // Added by URL alone, then named in the edit dialog: the directory knows nothing of the person.
    const id = (await addLead(token, "pr-4b1a2c3d")).body.data.id;
    const edit = await call(updateOne, `/api/v1/leads/${id}`, { method: "PUT", token, params: { id }, body: { name: "Priya Raman", company: "Globex", role: "VP Sales" } });
    expect(edit.status).toBe(200);
    expect((await call(move, "/api/v2/leads/move-to-network", { token, query: { id } })).status).toBe(200);

    const list = await call<{ data: NetworkConnection[] }>(listConnections, "/api/v1/list-connections", { token, body: { query: ["base"] } });
    const [row] = list.body.data.data;
    expect(row!.connected_li_user.full_name).toBe("Priya Raman");
    expect(row!.connected_li_user.experience).toEqual([expect.objectContaining({ company: "Globex", title: "VP Sales", is_current: true })]);
  });
});
