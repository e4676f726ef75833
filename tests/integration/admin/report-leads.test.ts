import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { leads } from "@/lib/db/schema";
import { POST as report } from "@/app/api/v1/leads-report-leads-based/route";
import { GET as topList, POST as topAdd } from "@/app/api/v2/top-network/route";
import { PUT as topActivate } from "@/app/api/v2/top-network-activate/route";
import { PUT as topDeactivate } from "@/app/api/v2/top-network-deactivate/route";
import { POST as listLeadsAdmin } from "@/app/api/v1/list-leads-admin/route";
import { GET as leadsCompany } from "@/app/api/v2/leads/leads-company/route";
import { DELETE as refreshLead } from "@/app/api/v2/leads/refresh-lead/route";
import { POST as scubaSort } from "@/app/api/v2/leads/scuba-sort/route";
import { runPendingJobs } from "@/lib/jobs/service";
import "@/register-jobs";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";
import { arrangeNetwork, insertUnchargedLead } from "../leads/helpers";
import { callRaw, signedInSuperadmin } from "./helpers";

catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));

async function readSheet(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  ws.eachRow((r) => rows.push(r));
  return { ws, rows };
}

const HOSTILE = ['=HYPERLINK("http://evil.example","x")', "+1+2", "-2+3", "@SUM(A1)", "\tTabbed", "\rReturn", "\nNewline"];

describe("the XLSX report", () => {
  it("writes one row per lead and path with a header, widths and a frozen header", async () => {
    const admin = await signedInSuperadmin();
    const { user } = await signedInUser({ email: "owner@acme-corp.com" });
    await arrangeNetwork(user.id);
    await insertUnchargedLead(user.id, "Tara Target");
    const res = await callRaw(report, "/api/v1/leads-report-leads-based", { token: admin.token, query: { start: "0", end: "10" }, body: { filters: {} } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toContain("report.xlsx");
    const { ws, rows } = await readSheet(res.bytes);
    expect(rows[0]!.values).toEqual([undefined, "Lead", "Company", "Role", "Owner", "Rank", "Origin", "Origin type", "Introducer 1", "Introducer 2", "Target", "Start tags", "Middle tags", "End tags", "Strength", "Score"]);
    expect(rows.length).toBeGreaterThan(1);
    const first = rows[1]!;
    expect(first.getCell(1).value).toBe("Tara Target");
    expect(first.getCell(2).value).toBe("Acme");
    expect(first.getCell(4).value).toBe("owner@acme-corp.com");
    expect(first.getCell(5).value).toBe(1);
    expect(first.getCell(8).value).toBe("Ivy Introducer");
    expect(String(first.getCell(13).value)).toMatch(/colleague/i);
    expect(typeof first.getCell(15).value).toBe("number");
    expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(ws.getColumn(1).width).toBe(28);
  });

  it("applies the filters and the path range", async () => {
    const admin = await signedInSuperadmin();
    const { user } = await signedInUser();
    await arrangeNetwork(user.id);
    await insertUnchargedLead(user.id, "Tara Target");
    const rowsFor = async (body: unknown, query = { start: "0", end: "10" }) =>
      (await readSheet((await callRaw(report, "/api/v1/leads-report-leads-based", { token: admin.token, query, body })).bytes)).rows.length - 1;
    const all = await rowsFor({ filters: {} });
    expect(all).toBeGreaterThan(0);
    expect(await rowsFor({ filters: { company: ["Globex"] } })).toBe(0);
    expect(await rowsFor({ filters: { company: ["Acme"] } })).toBe(all);
    // The member → Ivy segment is a LinkedIn connection: the 'Linkedin' source matches it.
    expect(await rowsFor({ filters: { start: ["Linkedin"] } })).toBe(all);
    expect(await rowsFor({ filters: { start: ["Customer"] } })).toBe(0);
    expect(await rowsFor({ filters: { Nodes: ["2"] } })).toBe(0);
    expect(await rowsFor({ filters: { Nodes: ["1"] } })).toBe(all);
    expect(await rowsFor({ filters: {} }, { start: "1", end: "10" })).toBe(all - 1);
    const bad = await callRaw(report, "/api/v1/leads-report-leads-based", { token: admin.token, query: { start: "5", end: "2" }, body: { filters: {} } });
    expect(bad.status).toBe(400);
  });

  it("never lets user data become a formula", async () => {
    const admin = await signedInSuperadmin();
    const { user } = await signedInUser();
    await arrangeNetwork(user.id);
    for (const [i, name] of HOSTILE.entries()) {
      const lead = await insertUnchargedLead(user.id, `Lead ${i}`);
      await db.update(leads).set({ name, role: name }).where(eq(leads.id, lead.id));
    }
    const res = await callRaw(report, "/api/v1/leads-report-leads-based", { token: admin.token, query: { start: "0", end: "1" }, body: { filters: {} } });
    const { rows } = await readSheet(res.bytes);
    expect(rows.length - 1).toBe(HOSTILE.length);
    const names = new Set<string>();
    for (const row of rows.slice(1)) {
      row.eachCell((cell) => {
        expect(cell.formula).toBeUndefined();
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      });
      for (const col of [1, 3]) {
        const cell = row.getCell(col);
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(String(cell.value).startsWith("'")).toBe(true);
      }
      names.add(String(row.getCell(1).value).slice(1));
    }
    // XML stores a lone CR as a line feed; the value is still the planted text, as text.
    expect(names).toEqual(new Set(HOSTILE.map((h) => h.replace("\r", "\n"))));
    // The raw XML holds no formula element at all.
    const JSZip = (await import("jszip")).default;
    const zip = await JSZip.loadAsync(res.bytes);
    const xml = await zip.file("xl/worksheets/sheet1.xml")!.async("string");
    expect(xml).not.toContain("<f>");
  });
});

describe("top network", () => {
  it("adds, lists, pages, deactivates and activates positions; adding twice does nothing twice", async () => {
    const admin = await signedInSuperadmin();
    const add = await call<{ id: string; name: string }[]>(topAdd, "/api/v2/top-network", { token: admin.token, body: { network: [{ position: " VP Sales " }, { position: "vp sales" }, { position: "CTO" }] } });
    expect(add.status).toBe(200);
    expect(add.body.message).toBe("People added successfully");
    expect(add.body.data.map((r) => r.name).sort()).toEqual(["CTO", "VP Sales"]);
    await call(topAdd, "/api/v2/top-network", { token: admin.token, body: { network: [{ position: "VP Sales" }] } });
    await call(topAdd, "/api/v2/top-network", { token: admin.token, body: { network: [{ position: "vp SALES" }] } });
    type Page = { data: { id: string; name: string; is_active: boolean }[]; count: number };
    const list = await call<Page>(topList, "/api/v2/top-network", { token: admin.token, query: { skip: "0", limit: "10" } });
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.data.map((r) => [r.name, r.is_active])).toEqual([["CTO", true], ["VP Sales", true]]);
    const cto = list.body.data.data[0]!.id;
    const off = await call(topDeactivate, "/api/v2/top-network-deactivate", { method: "PUT", token: admin.token, body: [cto] });
    expect(off.status).toBe(200);
    const after = await call<Page>(topList, "/api/v2/top-network", { token: admin.token, query: { search: "ct" } });
    expect(after.body.data.data).toEqual([{ id: cto, name: "CTO", is_active: false }]);
    await call(topActivate, "/api/v2/top-network-activate", { method: "PUT", token: admin.token, body: { ids: [cto] } });
    expect((await call<Page>(topList, "/api/v2/top-network", { token: admin.token, query: { search: "CTO" } })).body.data.data[0]!.is_active).toBe(true);
    expect((await call(topAdd, "/api/v2/top-network", { token: admin.token, body: { network: [{ position: "  " }] } })).status).toBe(400);
  });

  it("active positions change the Scuba AI sort; a deactivated one stops counting", async () => {
    const admin = await signedInSuperadmin();
    const { user, token } = await signedInUser();
    const vp = await insertUnchargedLead(user.id, "Vera President");
    await db.update(leads).set({ role: "VP Sales", createdAt: new Date(Date.now() - 60_000) }).where(eq(leads.id, vp.id));
    const eng = await insertUnchargedLead(user.id, "Ed Engineer");
    await db.update(leads).set({ role: "Engineer" }).where(eq(leads.id, eng.id));
    const order = async () => {
      // The AI sort is a queued job started by POST (issue 12 item 7).
      await call(scubaSort, "/api/v2/leads/scuba-sort", { token, method: "POST" });
      await runPendingJobs();
      const rows = await db.select().from(leads).where(eq(leads.userId, user.id));
      return rows.sort((a, b) => a.scubaSortOrder! - b.scubaSortOrder!).map((r) => r.name);
    };
    // Without a top network the newer lead ranks first.
    expect(await order()).toEqual(["Ed Engineer", "Vera President"]);
    const added = await call<{ id: string }[]>(topAdd, "/api/v2/top-network", { token: admin.token, body: { network: [{ position: "VP Sales" }] } });
    expect(await order()).toEqual(["Vera President", "Ed Engineer"]);
    const [vpRow] = await db.select().from(leads).where(eq(leads.id, vp.id));
    expect(vpRow!.scubaSortFactors).toMatchObject({ top_network_match: true });
    await call(topDeactivate, "/api/v2/top-network-deactivate", { method: "PUT", token: admin.token, body: [added.body.data[0]!.id] });
    expect(await order()).toEqual(["Ed Engineer", "Vera President"]);
  });
});

describe("walking every lead for a report", () => {
  it("pages by company then id, missing none and repeating none", async () => {
    const { user } = await signedInUser();
    const companies = ["Globex", "Acme", "Initech", "Acme", "Acme", "Globex", ""];
    for (const [i, company] of companies.entries()) {
      const lead = await insertUnchargedLead(user.id, `Walker ${i}`);
      await db.update(leads).set({ company }).where(eq(leads.id, lead.id));
    }
    const { iterateActiveLeads } = await import("@/lib/leads/admin");
    const seen: { id: string; company: string }[] = [];
    for await (const l of iterateActiveLeads([], 2)) seen.push({ id: l.id, company: l.company });
    expect(seen).toHaveLength(companies.length);
    expect(new Set(seen.map((l) => l.id)).size).toBe(companies.length);
    expect(seen.map((l) => l.company)).toEqual([...companies].sort());
    const acme: string[] = [];
    for await (const l of iterateActiveLeads(["Acme"], 2)) acme.push(l.company);
    expect(acme).toEqual(["Acme", "Acme", "Acme"]);
  });
});

describe("top network marks people on paths", () => {
  it("marks an introducer whose role matches an active position, and stops when it is deactivated", async () => {
    const admin = await signedInSuperadmin();
    const { user } = await signedInUser();
    await arrangeNetwork(user.id);
    const lead = await insertUnchargedLead(user.id, "Tara Target");
    const { readLeadPaths } = await import("@/lib/pipeline/lead-paths");
    const ivyMarked = async () => (await readLeadPaths(user.id, lead.id)).paths[0]!.path[0]!.top_network === true;
    expect(await ivyMarked()).toBe(false);
    const added = await call<{ id: string }[]>(topAdd, "/api/v2/top-network", { token: admin.token, body: { network: [{ position: "Engineer" }] } });
    expect(await ivyMarked()).toBe(true);
    await call(topDeactivate, "/api/v2/top-network-deactivate", { method: "PUT", token: admin.token, body: [added.body.data[0]!.id] });
    expect(await ivyMarked()).toBe(false);
  });
});

describe("admin leads: list, companies and refresh", () => {
  it("lists every member's leads, distinct companies, and refreshes in the background", async () => {
    const admin = await signedInSuperadmin();
    const a = await signedInUser();
    const b = await signedInUser();
    await arrangeNetwork(a.user.id);
    const lead = await insertUnchargedLead(a.user.id, "Tara Target");
    await insertUnchargedLead(b.user.id, "Other Acme");
    const globex = await insertUnchargedLead(b.user.id, "Gina Globex");
    await db.update(leads).set({ company: "Globex" }).where(eq(leads.id, globex.id));

    type Page = { data: { id: string; name: string; company: string; user_id: string }[]; count: number };
    const all = await call<Page>(listLeadsAdmin, "/api/v1/list-leads-admin", { token: admin.token, body: { where: { is_active: true }, skip: 0, limit: 5000, order: { company: "asc" } } });
    expect(all.body.data.count).toBe(3);
    expect(new Set(all.body.data.data.map((r) => r.user_id))).toEqual(new Set([a.user.id, b.user.id]));
    const distinct = await call<Page>(listLeadsAdmin, "/api/v1/list-leads-admin", { token: admin.token, body: { where: { is_active: true }, skip: 0, limit: 5000, order: { company: "asc" }, distinct: ["company"] } });
    expect(distinct.body.data.data.map((r) => r.company)).toEqual(["Acme", "Globex"]);
    expect(distinct.body.data.count).toBe(2);
    const byName = await call<Page>(listLeadsAdmin, "/api/v1/list-leads-admin", { token: admin.token, body: { where: { is_active: true, name: { contains: "tara" } }, skip: 0, limit: 10, order: { name: "asc" } } });
    expect(byName.body.data.data.map((r) => r.name)).toEqual(["Tara Target"]);

    type Companies = { data: { id: string; company: string }[]; count: number };
    const companies = await call<Companies>(leadsCompany, "/api/v2/leads/leads-company", { token: admin.token, query: { skip: "0", limit: "10", search: "" } });
    expect(companies.body.data.data.map((c) => c.company)).toEqual(["Acme", "Globex"]);
    const glob = await call<Companies>(leadsCompany, "/api/v2/leads/leads-company", { token: admin.token, query: { search: "glo" } });
    expect(glob.body.data).toEqual({ data: [{ id: globex.id, company: "Globex" }], count: 1 });

    // The refresh re-derives the company key and recomputes the warm-path counts, off the request.
    await db.update(leads).set({ companyKey: "" }).where(eq(leads.id, lead.id));
    const res = await call<{ leads: number }>(refreshLead, "/api/v2/leads/refresh-lead", { method: "DELETE", token: admin.token, body: { data: [lead.id], company: ["Globex"] } });
    expect(res.status).toBe(200);
    expect(res.body.data.leads).toBe(2);
    expect(await runPendingJobs()).toBeGreaterThan(0);
    const [refreshed] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(refreshed!.companyKey).not.toBe("");
    const page = await call<Page & { data: { id: string }[] }>(listLeadsAdmin, "/api/v1/list-leads-admin", { token: admin.token, body: { where: { id: lead.id } } });
    expect(page.body.data.count).toBe(1);
    const { relationMetrics } = await import("@/lib/db/schema");
    const metrics = await db.select().from(relationMetrics).where(eq(relationMetrics.leadId, lead.id));
    expect(metrics.some((m) => m.isLatest && m.totalPath > 0)).toBe(true);
    expect((await call(refreshLead, "/api/v2/leads/refresh-lead", { method: "DELETE", token: admin.token, body: { data: [], company: [] } })).status).toBe(400);
  });
});
