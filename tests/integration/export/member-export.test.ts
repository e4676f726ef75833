import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { connections, leads } from "@/lib/db/schema";
import { GET as exportPipeline, POST as exportShownLeads } from "@/app/api/v2/export/pipeline/route";
import { GET as exportNetwork, POST as exportShownConnections } from "@/app/api/v2/export/network/route";
import { collaborators } from "@/lib/db/schema";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { TEST_DEVICE } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";
import { insertPerson } from "../../helpers/people";
import { addLead, arrangeNetwork } from "../leads/helpers";

catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));

async function download(route: typeof exportPipeline, path: string, token: string | undefined, format: "csv" | "xlsx") {
  const url = new URL(path, "http://localhost:3000");
  url.searchParams.set("format", format);
  const headers = new Headers({ "x-device-id": TEST_DEVICE });
  if (token) headers.set("authorization", `Bearer ${token}`);
  const res = await route(new NextRequest(url, { headers }), { params: Promise.resolve({}) });
  return { status: res.status, type: res.headers.get("content-type"), name: res.headers.get("content-disposition"), bytes: Buffer.from(await res.arrayBuffer()) };
}

async function downloadShown(route: typeof exportShownLeads, path: string, token: string, body: Record<string, unknown>) {
  const headers = new Headers({ "x-device-id": TEST_DEVICE, "content-type": "application/json", authorization: `Bearer ${token}` });
  const res = await route(new NextRequest(new URL(path, "http://localhost:3000"), { method: "POST", headers, body: JSON.stringify(body) }), { params: Promise.resolve({}) });
  return { status: res.status, text: Buffer.from(await res.arrayBuffer()).toString("utf8") };
}

async function sheetRows(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
}

describe("members export their own data", () => {
  it("exports the pipeline as XLSX with lists, warm-path counts and the best path", async () => {
    const { user, token } = await signedInUser();
    await arrangeNetwork(user.id);
    const created = await addLead(token, "tara-target", { name: "Tara Target", company: "Acme", role: "VP Sales", list_name: "Q3 targets" });
    expect(created.status).toBe(200);
    await runPendingJobs(); // the lead's warm-path count is computed in the background
    const res = await download(exportPipeline, "/api/v2/export/pipeline", token, "xlsx");
    expect(res.status).toBe(200);
    expect(res.name).toContain("pipeline.xlsx");
    const rows = await sheetRows(res.bytes);
    expect(rows[0]).toEqual(["Name", "Company", "Role", "LinkedIn URL", "Email", "Phone", "Lists", "Warm paths", "Best path", "Best path strength", "Best path score", "Added on"]);
    expect(rows).toHaveLength(2);
    const [row] = rows.slice(1);
    expect(row!.slice(0, 3)).toEqual(["Tara Target", "Acme", "VP Sales"]);
    expect(row![6]).toBe("Q3 targets");
    expect(row![7]).toBeGreaterThan(0);
    expect(String(row![8])).toMatch(/^Me → Ivy Introducer → /);
  });

  it("exports only the caller's own rows, formula-safe, as CSV", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    await arrangeNetwork(a.user.id);
    const evil = await insertPerson({ slug: "evil-contact", name: "=HYPERLINK(\"http://x\")", suppliedBy: a.user.id });
    await db.insert(connections).values({ ownerUserId: a.user.id, personId: evil, sources: ["linkedin"], company: "Acme" });
    await arrangeNetwork(b.user.id);
    const bLead = await addLead(b.token, "other-lead", { name: "Bob Secret Lead" });
    expect(bLead.status).toBe(200);

    const net = await download(exportNetwork, "/api/v2/export/network", a.token, "csv");
    expect(net.status).toBe(200);
    expect(net.type).toContain("text/csv");
    const text = net.bytes.toString("utf8");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("Name,LinkedIn URL,Company,Title,Tags,Sources,Connected on,Email,Phone");
    expect(lines).toHaveLength(3);
    expect(text).toContain("Ivy Introducer");
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    for (const line of lines) expect(line).not.toMatch(/(^|,)[=+\-@]/);

    const pipe = await download(exportPipeline, "/api/v2/export/pipeline", a.token, "csv");
    expect(pipe.bytes.toString("utf8")).not.toContain("Bob Secret Lead");
    const [lead] = await db.select().from(leads).where(eq(leads.userId, b.user.id));
    expect(lead!.name).toBe("Bob Secret Lead");
  });

  it("refuses an anonymous caller", async () => {
    expect((await download(exportPipeline, "/api/v2/export/pipeline", undefined, "csv")).status).toBe(403);
    expect((await download(exportNetwork, "/api/v2/export/network", undefined, "xlsx")).status).toBe(403);
  });

  it("exports what the member is looking at: the page's filters and order, nothing more (issue 27 §4)", async () => {
    const a = await signedInUser();
    const mate = await signedInUser();
    await arrangeNetwork(a.user.id);
    await db.insert(collaborators).values({ inviterId: a.user.id, inviteeId: mate.user.id });
    const mates = await insertPerson({ slug: "mates-contact", name: "Mona Mate Contact", suppliedBy: mate.user.id });
    await db.insert(connections).values({ ownerUserId: mate.user.id, personId: mates, sources: ["linkedin"], emailAddress: "mona@private.example" });
    for (const [slug, name, company] of [["tara-target", "Tara Target", "Acme"], ["gil-globex", "Gil Globex", "Globex"], ["ann-acme", "Ann Acme", "Acme"]] as const) {
      expect((await addLead(a.token, slug, { name, company, role: "VP Sales" })).status).toBe(200);
    }
    await runPendingJobs();

    // The pipeline filtered to Acme, by name descending: two rows, in that order.
    const leadsShown = await downloadShown(exportShownLeads, "/api/v2/export/pipeline", a.token, { format: "csv", where: { company: { in: ["Acme"] } }, order: [{ name: "desc" }] });
    expect(leadsShown.status).toBe(200);
    const leadLines = leadsShown.text.trim().split("\r\n").slice(1);
    expect(leadLines.map((l) => l.split(",")[0])).toEqual(["Tara Target", "Ann Acme"]);

    // The network searched for 'Mona' across the team: the teammate's row, without its private e-mail.
    const netShown = await downloadShown(exportShownConnections, "/api/v2/export/network", a.token, { format: "csv", search: "Mona", query: [] });
    const netLines = netShown.text.trim().split("\r\n");
    expect(netLines).toHaveLength(2);
    expect(netLines[1]).toContain("Mona Mate Contact");
    expect(netShown.text).not.toContain("mona@private.example");
    // The default export is the member's own network only.
    expect((await download(exportNetwork, "/api/v2/export/network", a.token, "csv")).bytes.toString("utf8")).not.toContain("Mona Mate Contact");
  });
});
