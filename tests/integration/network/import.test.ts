import { inflateRawSync } from "node:zlib";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { connections, experiences, persons, plans, users } from "@/lib/db/schema";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { GET as status } from "@/app/api/v2/linkedin/upload-status/route";
import { POST as addUser } from "@/app/api/v2/linkedin/add-user/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import type { NetworkConnection, UploadStatus } from "@/lib/network/schema";
import { importBatchSize, importContacts } from "@/lib/network/import-service";
import { parseContactFile } from "@/lib/network/parse-upload";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

const bytes = (p: string) => readFileSync(p).toString("base64");
const fixture = (name: string) => bytes(path.join("tests/fixtures/network", name));
const shared = (p: string) => bytes(path.join("../shared/data", p));

async function importFile(token: string, fileName: string, content_base64: string) {
  const res = await call<{ job_id: string | null; total: number }>(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: fileName, content_base64 } });
  await runPendingJobs();
  const st = await call<UploadStatus>(status, "/api/v2/linkedin/upload-status", { token });
  return { res, status: st.body.data };
}

describe("Add My Network", () => {
  it("imports the synthetic real export as a job, reports progress and skipped rows, and is idempotent", async () => {
    const { user, token } = await signedInUser();
    const res = await call<{ job_id: string; total: number }>(upload, "/api/v2/linkedin/network-bulk", {
      token,
      body: { file_name: "Connections.csv", content_base64: shared("linkedin-export-synthetic/Connections.csv") },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Contact upload in progress");
    // The request does not parse the file (issue 12): its total is a line count, an upper bound
    // the job replaces with the exact number of rows.
    expect(res.body.data.total).toBe(1870);
    const before = await call<UploadStatus>(status, "/api/v2/linkedin/upload-status", { token });
    expect(before.body.data.linkedin).toMatchObject({ total: 1870, completed: 0, pending: 1870 });

    await runPendingJobs();
    const after = (await call<UploadStatus>(status, "/api/v2/linkedin/upload-status", { token })).body.data;
    expect(after.linkedin).toMatchObject({ total: 1869, completed: 1869, pending: 0, status: "done", imported: 1796, created: 1796 });
    // The upload's summary (issue 27 §3): rows read, people added, merged duplicates, skipped rows by reason.
    expect(after.linkedin).toMatchObject({ rows: 1869, merged: 0, skipped_count: 73 });
    expect(Object.values(after.linkedin.skipped_by_reason!).reduce((a, b) => a + b, 0)).toBe(73);
    // One reason per kind: every duplicate, whichever line it repeats, counts under one.
    expect(Object.keys(after.linkedin.skipped_by_reason!).filter((r) => r.startsWith("Duplicate of line"))).toEqual(["Duplicate of line …"]);
    expect(after.linkedin.skipped).toHaveLength(73);
    expect(after.linkedin.skipped![0]!.reason).toMatch(/^Duplicate of line \d+$/);
    expect(after.connections.total).toBe(1796);

    // Each connection's current company is a current experience with a normalised key.
    const [robinson] = await db.select().from(persons).where(eq(persons.slug, "lrobinson"));
    const exp = await db.select().from(experiences).where(eq(experiences.personId, robinson!.id));
    expect(exp).toEqual([expect.objectContaining({ company: "Cognizant", companyKey: "cognizant", title: "Web Developer", isCurrent: true })]);
    const [edge] = await db.select().from(connections).where(and(eq(connections.ownerUserId, user.id), eq(connections.personId, robinson!.id)));
    expect(edge).toMatchObject({ connectedOn: "2010-01-21", sources: ["linkedin"] });

    // The same file again changes nothing.
    const again = await importFile(token, "Connections.csv", shared("linkedin-export-synthetic/Connections.csv"));
    expect(again.status.linkedin).toMatchObject({ imported: 1796, created: 0, merged: 1796 });
    expect(again.status.connections.total).toBe(1796);
    // One person per connection, and the member's own node (made with the account).
    expect(await db.$count(persons)).toBe(1796 + 1);
    expect(await db.$count(experiences)).toBe(1796);
  });

  it.each([
    ["connections-current.csv", 6, 5, 1],
    ["connections-2018.csv", 3, 2, 1],
    ["connections-excel.csv", 3, 2, 1],
    ["connections-es-semicolon.csv", 3, 3, 0],
    ["connections-duplicates.csv", 4, 2, 2],
  ])("imports %s: %i rows, %i imported, %i skipped", async (file, rows, imported, skipped) => {
    const { token } = await signedInUser();
    const first = await importFile(token, file, fixture(file));
    expect(first.res.body.data.total).toBeGreaterThanOrEqual(rows);
    expect(first.status.linkedin).toMatchObject({ total: rows, completed: rows, imported, created: imported });
    expect(first.status.linkedin.skipped).toHaveLength(skipped);
    expect(first.status.connections.total).toBe(imported);
    const second = await importFile(token, file, fixture(file));
    expect(second.status.linkedin).toMatchObject({ imported, created: 0 });
    expect(second.status.connections.total).toBe(imported);
  });

  it("makes a password member 'Synced with LinkedIn' once a Connections.csv import completes (a vCard does not)", async () => {
    const { user, token } = await signedInUser();
    const flag = async () => (await db.select({ f: users.isFirstLiLogin }).from(users).where(eq(users.id, user.id)))[0]!.f;
    expect(await flag()).toBe(true);
    await importFile(token, "gmail-list.vcf", shared("vcard-samples/gmail-list.vcf"));
    expect(await flag()).toBe(true);
    await importFile(token, "Connections.csv", shared("linkedin-export-synthetic/Connections.csv"));
    expect(await flag()).toBe(false);
  });

  it("imports every vCard sample and a Google Contacts CSV as extra sources", async () => {
    const { token } = await signedInUser();
    const gmail = await importFile(token, "gmail-list.vcf", shared("vcard-samples/gmail-list.vcf"));
    expect(gmail.status.linkedin).toMatchObject({ total: 3, imported: 3 });
    const iphone = await importFile(token, "John_Doe_IPHONE.vcf", shared("vcard-samples/John_Doe_IPHONE.vcf"));
    expect(iphone.status.linkedin).toMatchObject({ total: 1, imported: 1 });
    expect(iphone.status.connections.total).toBe(4);
  });

  it("fills the member's own history from Positions.csv and suggests colleague tags", async () => {
    const { user, token } = await signedInUser();
    const csv = "First Name,Last Name,URL,Email Address,Company,Position,Connected On\nAnn,Lee,https://www.linkedin.com/in/ann-lee,,Amazon,SDE,01 Jan 2023\nBo,Ray,https://www.linkedin.com/in/bo-ray,,Initech,PM,01 Jan 2023\n";
    await importFile(token, "Connections.csv", Buffer.from(csv).toString("base64"));
    const res = await call<{ kind: string; total: number }>(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "Positions.csv", content_base64: shared("linkedin-export-synthetic/Positions.csv") } });
    expect(res.body.data).toMatchObject({ kind: "positions", total: 8 });
    const [me] = await db.select().from(users).where(eq(users.id, user.id));
    const mine = await db.select().from(experiences).where(eq(experiences.personId, me!.personId!));
    expect(mine.find((e) => e.company === "Amazon")).toMatchObject({ isCurrent: true, fromDate: "2022-01-01" });

    const list = await call<{ data: NetworkConnection[] }>(listConnections, "/api/v1/list-connections", { token, body: { search: "Ann" } });
    const tags = list.body.data.data[0]!.connected_li_user.user_tags_v2;
    expect(tags.find((t) => t.status === "suggested")).toMatchObject({ tag: "Current colleague", evidence: "both work at Amazon now" });
    const bo = await call<{ data: NetworkConnection[] }>(listConnections, "/api/v1/list-connections", { token, body: { search: "Bo Ray" } });
    expect(bo.body.data.data[0]!.connected_li_user.user_tags_v2.some((t) => t.status === "suggested")).toBe(false);
  });

  it("refuses an upload past the plan's connection limit with 429 and the spec's text", async () => {
    const [plan] = await db.insert(plans).values({ name: "Tiny", metaData: [], options: [], connectionLimit: 3 }).returning();
    const { user, token } = await signedInUser();
    await db.update(users).set({ planId: plan!.id }).where(eq(users.id, user.id));
    // Only the parsed file tells whether it would pass the limit, and it is parsed in the job:
    // the job fails with the spec's text, shown by upload-status, and writes nothing.
    const over = await importFile(token, "c.csv", fixture("connections-current.csv"));
    expect(over.res.status).toBe(200);
    expect(over.status.linkedin).toMatchObject({ status: "failed", error: "You have reached the limit of adding connections" });
    expect(await db.$count(connections)).toBe(0);

    const small = await importFile(token, "c.csv", fixture("connections-excel.csv"));
    expect(small.status.connections.total).toBe(2);
    // Re-uploading what is already there does not count against the limit.
    expect((await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "c.csv", content_base64: fixture("connections-excel.csv") } })).status).toBe(200);
    expect((await call(addUser, "/api/v2/linkedin/add-user", { token, body: { linkedin_url: "https://www.linkedin.com/in/third-one" } })).status).toBe(200);
    const fourth = await call(addUser, "/api/v2/linkedin/add-user", { token, body: { linkedin_url: "https://www.linkedin.com/in/fourth-one" } });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe("You have reached the limit of adding connections");
    // At the limit, an upload is refused on the request with the spec's 429 (the client stops there).
    const full = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "c.csv", content_base64: fixture("connections-current.csv") } });
    expect(full.status).toBe(429);
    expect(full.body.message).toBe("You have reached the limit of adding connections");
    expect(await db.$count(connections)).toBe(3);
  });

  it("adds a contact by LinkedIn URL and validates the URL with the spec's message", async () => {
    const { token } = await signedInUser();
    const bad = await call(addUser, "/api/v2/linkedin/add-user", { token, body: { linkedin_url: "http://linkedin.com/in/x" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter a valid LinkedIn profile URL (e.g., https://www.linkedin.com/in/username)");
    const good = await call<{ created: boolean }>(addUser, "/api/v2/linkedin/add-user", { token, body: { linkedin_url: "https://www.linkedin.com/in/Jane-Roe/" } });
    expect(good.body.data.created).toBe(true);
    const [p] = await db.select().from(persons).where(eq(persons.slug, "jane-roe"));
    expect(p).toBeDefined();
  });

  it("rejects a file that is no known export", async () => {
    const { token } = await signedInUser();
    const res = await call(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "x.csv", content: "foo,bar\n1,2\n" } });
    expect(res.status).toBe(400);
  });
});

describe("the import job survives a restart", () => {
  it("keeps the file in the job's input, so a job whose server died is taken up again and finishes", async () => {
    const { token } = await signedInUser();
    const { jobs } = await import("@/lib/db/schema");
    const res = await call<{ job_id: string }>(upload, "/api/v2/linkedin/network-bulk", { token, body: { file_name: "c.csv", content_base64: fixture("connections-current.csv") } });
    // The server "died" while running it: status running, lease long expired, input still there.
    await db.update(jobs).set({ status: "running", lockedAt: new Date(Date.now() - 3600_000), attempts: 1 }).where(eq(jobs.id, res.body.data.job_id));
    const [stuck] = await db.select().from(jobs).where(eq(jobs.id, res.body.data.job_id));
    expect(inflateRawSync(stuck!.inputDeflated!).toString("utf8")).toContain("Nayak, MSc, MBA, PHR");
    await runPendingJobs();
    const st = (await call<UploadStatus>(status, "/api/v2/linkedin/upload-status", { token })).body.data;
    expect(st.linkedin).toMatchObject({ status: "done", completed: 6, total: 6, imported: 5 });
    expect(st.connections.total).toBe(5);
  });
});

describe("colleague suggestions follow the facts rule", () => {
  it("judge by the member's team's facts with the path engine's rule: another tenant's facts about a connection suggest nothing", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    // Both know Cy from their Connections.csv; A says Cy works at Globex now, B says Initech.
    const row = (company: string) => `First Name,Last Name,URL,Email Address,Company,Position,Connected On\nCy,Ng,https://www.linkedin.com/in/cy-ng-colleague,,${company},PM,01 Jan 2023\n`;
    await importFile(a.token, "Connections.csv", Buffer.from(row("Globex")).toString("base64"));
    await importFile(b.token, "Connections.csv", Buffer.from(row("Initech")).toString("base64"));
    // B works at Globex now (their own Positions.csv): by B's facts Cy is at Initech, so no suggestion.
    const positions = "Company Name,Title,Description,Location,Started On,Finished On\nGlobex,Engineer,,,Jan 2021,\n";
    await call(upload, "/api/v2/linkedin/network-bulk", { token: b.token, body: { file_name: "Positions.csv", content_base64: Buffer.from(positions).toString("base64") } });
    const cyOf = async (token: string) => (await call<{ data: NetworkConnection[] }>(listConnections, "/api/v1/list-connections", { token, body: { search: "Cy" } })).body.data.data[0]!;
    expect((await cyOf(b.token)).connected_li_user.user_tags_v2.filter((t) => t.status === "suggested")).toEqual([]);
    // A at Globex too: by A's own facts Cy is a current colleague.
    await call(upload, "/api/v2/linkedin/network-bulk", { token: a.token, body: { file_name: "Positions.csv", content_base64: Buffer.from(positions).toString("base64") } });
    expect((await cyOf(a.token)).connected_li_user.user_tags_v2.find((t) => t.status === "suggested")).toMatchObject({ tag: "Current colleague", evidence: "both work at Globex now" });
  });

  it("moves its progress during the import, batch by batch, for a file of any size (issue 27 §3)", async () => {
    const { user } = await signedInUser();
    const parsed = parseContactFile("linkedin", readFileSync(path.join("../shared/data", "linkedin-export-synthetic/Connections.csv"), "utf8"))!;
    const steps: number[] = [];
    await importContacts({ userId: user.id }, user.id, "linkedin", parsed, async (write, doneAfter) => {
      steps.push(doneAfter);
      return write();
    });
    expect(steps.length).toBeGreaterThanOrEqual(15);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBe(parsed.rows);
    // A three-card vCard still reports its one batch with its whole total.
    expect(importBatchSize(3)).toBeGreaterThanOrEqual(3);
    expect(importBatchSize(30_000)).toBe(1000);
  });
});
