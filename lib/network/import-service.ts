import "server-only";
import { ApiError } from "@/lib/api/errors";
import { markLinkedinSynced } from "@/lib/auth/linkedin-sync";
import { ownNodeOf } from "@/lib/auth/own-node";
import { enqueueJob, getLatestJob, PermanentJobError, type JobContext } from "@/lib/jobs/service";
import type { Tx } from "@/lib/db";
import { log } from "@/lib/log";
import { metrics } from "@/lib/metrics";
import { emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { ensureSystemTags, suggestColleagueTags } from "@/lib/tags/service";
import { decodeUpload } from "./csv-text";
import { countExistingEdges, upsertContactBatch, type ConnectionSource, type EdgeOwner } from "./import-queries";
import type { ParsedImport } from "./import-types";
import { canonicalLinkedinSlug, companyKey } from "@/lib/people/keys";
import * as people from "@/lib/people/service";
import { detectLinkedinFile, parseEducationCsv, parsePositionsCsv } from "./linkedin-csv";
import { detectContactFile, parseContactFile, type ContactFileSource } from "./parse-upload";
import * as q from "./queries";
import { estimateRows, MAX_OWN_HISTORY_CHARS } from "./upload-limits";


export const NETWORK_IMPORT_JOB = "network.import";
// At most this many contacts a batch: one batch's writes stay well under 200 ms of blocked event loop on
// the embedded database (progress is recorded, and the loop breathes, after each).
export const IMPORT_BATCH = 1000;
/** About this many progress steps a file, so the counter moves during an import of any size (issue 27 §3). */
const PROGRESS_STEPS = 20;
const MIN_BATCH = 50;

/** The batch size for a file of `contacts`: ~PROGRESS_STEPS batches, within [MIN_BATCH, IMPORT_BATCH]. */
export function importBatchSize(contacts: number): number {
  return Math.min(IMPORT_BATCH, Math.max(MIN_BATCH, Math.ceil(contacts / PROGRESS_STEPS)));
}
/** LinkedIn caps first-degree connections at 30,000: the limit for members without a plan. */
export const DEFAULT_CONNECTION_LIMIT = Number(process.env.NETWORK_CONNECTION_LIMIT || 30_000);
export const LIMIT_MESSAGE = "You have reached the limit of adding connections";
export const NOT_AN_EXPORT_MESSAGE = "The file is not a LinkedIn Connections.csv, vCard or Google Contacts export";
export const OWN_HISTORY_TOO_BIG_MESSAGE = "Positions.csv and Education.csv must be smaller than 256 KB";

export type ImportPayload = {
  source: ContactFileSource;
  fileName: string;
  extendedNetworkId?: string;
};

export type ImportResult = { rows: number; imported: number; created: number; skipped: { line: number; reason: string }[] };

function fileText(input: { content?: string; content_base64?: string }): string {
  if (input.content_base64 !== undefined) return decodeUpload(Buffer.from(input.content_base64, "base64"));
  return decodeUpload(input.content ?? "");
}

export async function connectionLimit(userId: string): Promise<number | null> {
  const limit = await q.findPlanConnectionLimit(userId);
  return limit === undefined ? DEFAULT_CONNECTION_LIMIT : limit;
}

/**
 * The request thread's cheap check: refuses (429) a member already at their limit. Re-uploading
 * contacts already there is then refused too, but adding anything would be, and the exact
 * count needs the parsed file (the job's check below).
 */
async function assertRoomFor(userId: string, estimate: number) {
  const limit = await connectionLimit(userId);
  if (limit === null || estimate <= 0) return;
  if ((await q.countOwnConnections(userId)) >= limit) throw ApiError.tooManyRequests(3600, LIMIT_MESSAGE);
}

/** Refuses (429) when adding these contacts would take the member past their plan's limit. */
async function assertWithinLimit(userId: string, parsed: ParsedImport) {
  const limit = await connectionLimit(userId);
  if (limit === null) return;
  const current = await q.countOwnConnections(userId);
  // Cheap exits first: nothing can be over the limit, so the file's people need not be looked up.
  if (current + parsed.contacts.length <= limit) return;
  const slugs = parsed.contacts.filter((c) => c.slug).map((c) => c.slug!);
  const emails = parsed.contacts.filter((c) => !c.slug && c.email).map((c) => c.email!);
  const already = await countExistingEdges(userId, slugs, emails);
  const adding = parsed.contacts.length - already;
  if (adding > 0 && current + adding > limit) throw ApiError.tooManyRequests(3600, LIMIT_MESSAGE);
}

/** Refuses a file no parser can read, from its first few KiB (cheap: no parsing on the request). */
function detectOrRefuse(fileName: string, text: string): ContactFileSource {
  const source = detectContactFile(fileName, text);
  if (!source) throw ApiError.badRequest(NOT_AN_EXPORT_MESSAGE);
  return source;
}

/**
 * Add My Network: Connections.csv (or a vCard / Google Contacts file) becomes a background job;
 * the member's own Positions.csv / Education.csv fill their history at once.
 *
 * The contact file is parsed in the job only (issue 12): the request thread detects the kind from
 * the file's head and estimates the row count with one linear scan; the job parses it once,
 * checks the plan's connection limit exactly and sets the real total.
 */
export async function startNetworkUpload(userId: string, input: { file_name: string; content?: string; content_base64?: string }) {
  const text = fileText(input);
  const linkedinKind = detectLinkedinFile(text);
  if (linkedinKind === "positions" || linkedinKind === "education") {
    if (text.length > MAX_OWN_HISTORY_CHARS) throw ApiError.badRequest(OWN_HISTORY_TOO_BIG_MESSAGE);
    const count = await importOwnHistory(userId, linkedinKind, text);
    return { kind: linkedinKind, job_id: null, total: count, message: "Base network added successfully" };
  }
  const source = detectOrRefuse(input.file_name, text);
  const estimate = estimateRows(text, source === "vcard");
  // A member already at their plan's limit gets the spec's 429 at once when the file can only add.
  await assertRoomFor(userId, estimate);
  const job = await enqueueJob({
    kind: NETWORK_IMPORT_JOB,
    userId,
    payload: { source, fileName: input.file_name } satisfies ImportPayload,
    input: text,
    total: estimate,
  });
  return { kind: "connections" as const, job_id: job.id, total: estimate, message: "Contact upload in progress" };
}

/** A portfolio network uploaded on someone's behalf: the owner is an existing or a new one. */
export async function startExtendedUpload(
  userId: string,
  input: { file_name: string; content?: string; content_base64?: string } & ({ owner_id: string } | { owner_name: string; owner_linkedin_url: string }),
) {
  // Another member's network is unknown (404) whatever the file; the file is checked before
  // anything is written, so a refused upload leaves no empty network.
  const existing = "owner_id" in input ? await q.findExtendedNetwork(userId, input.owner_id) : null;
  if ("owner_id" in input && !existing) throw ApiError.notFound("Extended network not found");
  const text = fileText(input);
  const source = detectOrRefuse(input.file_name, text);
  let network = existing;
  if (!network) {
    if (!("owner_name" in input)) throw ApiError.notFound("Extended network not found");
    const slug = canonicalLinkedinSlug(input.owner_linkedin_url)!;
    const personId = await people.upsertPersonBySlug(slug);
    await people.fillTypedFacts(userId, "manual", personId, { fullName: input.owner_name });
    network = await q.insertExtendedNetwork(userId, personId, input.owner_name);
  }
  const estimate = estimateRows(text, source === "vcard");
  const job = await enqueueJob({
    kind: NETWORK_IMPORT_JOB,
    userId,
    payload: { source, fileName: input.file_name, extendedNetworkId: network.id } satisfies ImportPayload,
    input: text,
    total: estimate,
  });
  return { job_id: job.id, total: estimate, extended_network: { id: network.id, name: network.name } };
}

async function importOwnHistory(userId: string, kind: "positions" | "education", text: string) {
  if (kind === "positions") {
    const positions = parsePositionsCsv(text) ?? [];
    await people.replaceOwnHistory(userId, await ownNodeOf(userId), positions.map((p) => ({ ...p, companyKey: companyKey(p.company) })), null);
    await suggestColleagueTags(userId);
    await emit(teamNetworkChanged, { memberId: userId });
    return positions.length;
  }
  const schools = parseEducationCsv(text) ?? [];
  await people.replaceOwnHistory(userId, await ownNodeOf(userId), null, schools.map((s) => ({ ...s, schoolKey: companyKey(s.school) })));
  await emit(teamNetworkChanged, { memberId: userId });
  return schools.length;
}

/**
 * Writes one batch of contacts; a job passes its fenced `step` (the batch then commits only while
 * the job's claim holds, together with its progress), a direct call writes it alone.
 */
export type BatchWriter = (write: (tx?: Tx) => Promise<{ created: number }>, doneAfter: number, createdAfter: number) => Promise<{ created: number }>;

/**
 * Imports parsed contacts for an owner in batches. `resume` skips contacts already written (a
 * resumed job) and carries the created count of the attempts before, so the result counts the
 * whole job; re-writing them would change nothing anyway.
 */
export async function importContacts(
  owner: EdgeOwner,
  supplierId: string,
  source: ConnectionSource,
  parsed: ParsedImport,
  writeBatch: BatchWriter = (write) => write(),
  resume: { startAt: number; created: number } = { startAt: 0, created: 0 },
): Promise<ImportResult> {
  let created = resume.created;
  const size = importBatchSize(parsed.contacts.length);
  for (let i = resume.startAt; i < parsed.contacts.length; i += size) {
    const batch = parsed.contacts.slice(i, i + size);
    const started = performance.now();
    const done = parsed.skipped.length + i + batch.length;
    const res = await writeBatch((tx) => upsertContactBatch(owner, supplierId, source, batch, tx), done, created);
    created += res.created;
    metrics.importRows.inc(batch.length);
    metrics.importRowsPerSecond.set(batch.length / Math.max(0.001, (performance.now() - started) / 1000));
  }
  return { rows: parsed.rows, imported: parsed.contacts.length, created, skipped: parsed.skipped };
}

const SOURCE_OF: Record<ContactFileSource, ConnectionSource> = { linkedin: "linkedin", vcard: "csv", google_csv: "csv" };

/**
 * Drops the contacts of people erased by request (decision 018), each reported as a skipped row with
 * the reason 'Suppressed by request', so the summary counts them. One statement for the whole file.
 */
export async function dropSuppressed(parsed: ParsedImport): Promise<ParsedImport> {
  const hit = await people.suppressedIndexes(parsed.contacts);
  if (!hit.size) return parsed;
  const skipped = [...parsed.skipped, ...parsed.contacts.filter((_, i) => hit.has(i)).map((c) => ({ line: c.line, reason: people.SUPPRESSED_REASON }))];
  skipped.sort((a, b) => a.line - b.line);
  return { rows: parsed.rows, contacts: parsed.contacts.filter((_, i) => !hit.has(i)), skipped };
}

/** The job handler: the file is in the job's input, so a restarted server resumes it. */
export async function runImportJob({ job, progress, step }: JobContext) {
  const payload = job.payload as ImportPayload;
  const file = parseContactFile(payload.source, job.input ?? "");
  if (!file) throw new PermanentJobError(NOT_AN_EXPORT_MESSAGE);
  const parsed = await dropSuppressed(file);
  // The exact limit check needs the parsed file, so it runs here: over the limit, nothing is written.
  if (!payload.extendedNetworkId && job.userId) {
    try {
      await assertWithinLimit(job.userId, parsed);
    } catch (error) {
      if (error instanceof ApiError) throw new PermanentJobError(error.message);
      throw error;
    }
  }
  if (job.total !== parsed.rows) await progress(job.completed, { total: parsed.rows });
  const owner: EdgeOwner = payload.extendedNetworkId ? { extendedNetworkId: payload.extendedNetworkId } : { userId: job.userId! };
  await ensureSystemTags();
  // A job taken over resumes after the last batch its predecessor committed: that batch's progress
  // and created count were committed with it (the checkpoint), so the result counts the whole job.
  const checkpoint = (job.checkpoint ?? {}) as { created?: number };
  const size = importBatchSize(parsed.contacts.length);
  const startAt = Math.max(0, Math.floor((job.completed - parsed.skipped.length) / size) * size);
  const resume = { startAt, created: startAt > 0 ? Number(checkpoint.created ?? 0) : 0 };
  const writeBatch: BatchWriter = (write, done, createdBefore) =>
    step(write, (res) => ({ completed: done, failed: parsed.skipped.length, checkpoint: { created: createdBefore + res.created } }));
  const result = await importContacts(owner, job.userId!, SOURCE_OF[payload.source], parsed, writeBatch, resume);
  await progress(parsed.rows, { failed: parsed.skipped.length });
  if (job.userId && !payload.extendedNetworkId) {
    await suggestColleagueTags(job.userId);
    if (payload.source === "linkedin") await markLinkedinSynced(job.userId);
  }
  if (job.userId) await emit(teamNetworkChanged, { memberId: job.userId });
  log.info("network.import_done", { jobId: job.id, rows: result.rows, imported: result.imported, created: result.created, skipped: result.skipped.length });
  // The upload's summary (issue 27 §3): rows read, people added, rows that merged into people already
  // there (a duplicate in the file, or someone already in the network), and the skipped rows — the
  // first 500 with their lines, and how many were skipped for each reason.
  const byReason: Record<string, number> = {};
  for (const row of result.skipped) {
    // "Duplicate of line 12" and "Duplicate of line 40" are one reason.
    const reason = row.reason.replace(/ \d+$/, " …");
    byReason[reason] = (byReason[reason] ?? 0) + 1;
  }
  return {
    ...result,
    merged: result.imported - result.created,
    skipped: result.skipped.slice(0, 500),
    skipped_count: result.skipped.length,
    skipped_by_reason: byReason,
  };
}

export async function latestImportJob(userId: string) {
  return getLatestJob(userId, NETWORK_IMPORT_JOB);
}
