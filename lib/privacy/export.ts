import "server-only";
import JSZip from "jszip";
import { ApiError } from "@/lib/api/errors";
import { csvLine } from "@/lib/export/cells";
import { transaction } from "@/lib/db/transaction";
import { enqueueJob, getJob, type JobContext } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { EXPORT_TABLES, readAccount, readTable } from "./export-queries";
import * as q from "./queries";
import { EXPORT_TTL_MS, type DataExportStatus } from "./schema";

// 'Export my data' (issue 31, DESIGN §13): one zip of CSV and JSON files — everything the member
// supplied and their account data — built by a job with progress, downloadable once, within 24 hours,
// by that member only. The archive is held in its data_exports row (any app server can serve it, as
// an upload is held in its job) and its bytes are dropped when downloaded or expired.

export const DATA_EXPORT_JOB = "privacy.export-my-data";
export const EXPIRE_EXPORTS_JOB = "privacy.expire-exports";

/** Steps of the job: each CSV file, then account.json, then the zip itself. */
const STEPS = EXPORT_TABLES.length + 2;

/** Queues an export; while one is being built, asking again answers that one. */
export async function startDataExport(userId: string): Promise<{ id: string }> {
  const latest = await q.findLatestOwnExport(userId);
  if (latest) {
    // Joined only while it is still being built (a failed or expired one gives way to a new one).
    const { status } = await dataExportStatus(userId, latest.id);
    if (status === "queued" || status === "running") return { id: latest.id };
  }
  const id = await transaction(async (tx) => {
    // The 24 hours run from when the archive is ready; until then this bounds a job that never runs.
    const row = await q.insertExport(tx, { userId, expiresAt: new Date(Date.now() + EXPORT_TTL_MS) });
    const job = await enqueueJob({ kind: DATA_EXPORT_JOB, userId, payload: { exportId: row.id }, total: STEPS, tx });
    await q.setExportJob(tx, row.id, job.id);
    return row.id;
  });
  log.info("privacy.export_queued", { userId, exportId: id });
  return { id };
}

/** The status of one of the member's exports (another member's is unknown: 404). */
export async function dataExportStatus(userId: string, id: string, now = new Date()): Promise<DataExportStatus> {
  const row = await q.findOwnExport(userId, id);
  if (!row) throw ApiError.notFound("Export not found");
  const job = row.jobId ? await getJob(row.jobId) : undefined;
  let status: DataExportStatus["status"] = row.status as DataExportStatus["status"];
  if ((status === "ready" || status === "queued") && row.expiresAt <= now) status = "expired";
  else if (status === "queued" && job?.status === "running") status = "running";
  else if (status === "queued" && job?.status === "failed") status = "failed";
  return {
    id: row.id,
    status,
    progress: { completed: status === "ready" || status === "downloaded" ? STEPS : Math.min(job?.completed ?? 0, STEPS), total: STEPS },
    files: row.files ?? [],
    size: row.size,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The archive, once: the take drops its bytes. Not ready, taken, expired or not the member's → 404. */
export async function takeDataExport(userId: string, id: string, now = new Date()): Promise<Uint8Array> {
  const archive = await q.takeArchive(userId, id, now);
  if (!archive) throw ApiError.notFound("This download is no longer available: it works once, within 24 hours. Export your data again.");
  log.info("privacy.export_downloaded", { userId, exportId: id });
  return archive;
}

function cell(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(" ");
  return value;
}

/** The job: each file read and written into the zip, with progress; the archive kept for 24 hours. */
export async function runDataExportJob({ job, progress }: JobContext) {
  const exportId = String(job.payload.exportId ?? "");
  const row = job.userId ? await q.findOwnExport(job.userId, exportId) : undefined;
  if (!row || row.status !== "queued") return { skipped: true };
  const userId = row.userId;
  const zip = new JSZip();
  const files: string[] = [];
  let done = 0;
  for (const table of EXPORT_TABLES) {
    const rows = await readTable(table, userId);
    zip.file(table.file, csvLine(table.columns) + rows.map((r) => csvLine(table.columns.map((c) => cell(r[c])))).join(""));
    files.push(table.file);
    await progress(++done, { total: STEPS });
  }
  const account = await readAccount(userId);
  zip.file("account.json", JSON.stringify({ exported_at: new Date().toISOString(), ...account }, null, 2));
  files.unshift("account.json");
  await progress(++done, { total: STEPS });
  zip.file("README.txt", README);
  files.unshift("README.txt");
  const archive = await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + EXPORT_TTL_MS);
  await transaction(async (tx) => {
    await q.storeArchive(tx, exportId, { archive, size: archive.byteLength, files, readyAt, expiresAt });
    // Its bytes go when the 24 hours are over, downloaded or not.
    await enqueueJob({ kind: EXPIRE_EXPORTS_JOB, payload: {}, runAfter: new Date(expiresAt.getTime() + 1000), tx });
  });
  await progress(STEPS, { total: STEPS });
  log.info("privacy.export_ready", { userId, exportId, size: archive.byteLength });
  return { exportId, size: archive.byteLength, files: files.length };
}

export function expireDataExports(now = new Date()) {
  return q.expireArchives(now);
}

const README = `Your data in Scuba
==================

account.json            your account: profile, settings, linked sign-ins, onboarding answers
sessions.csv            every session (device, browser, address, when it began, was last seen and ended)
payments.csv            your payments and their invoice numbers
credits.csv             your credit ledger
connections.csv         your connections, as you imported or added them
extended_networks.csv   the networks you uploaded on someone's behalf, and their connections
profiles_supplied.csv, experiences_supplied.csv, educations_supplied.csv
                        what you told Scuba about people (names, positions, schools)
tags.csv, person_tags.csv   your tags, and the tags you gave people
co_occurrences.csv      who appeared together in your mail and calendar (counts only)
leads.csv, lists.csv, bookmarks.csv   your pipeline
intro_requests.csv      the introductions you asked for
companies_opened.csv    the company pages you opened in the last 30 days (Scuba keeps their maps ready)
notifications.csv, event_logs.csv     your notifications and the activity log of your use

People are named by their LinkedIn slug (linkedin.com/in/<slug>) where one is known.
`;
