import "server-only";
import { ApiError } from "@/lib/api/errors";
import { open, seal } from "@/lib/crypto/secret-box";
import { markHubspotConnected } from "@/lib/auth/user-links";
import { env } from "@/lib/config/env";
import { enqueueJob, getLatestJob, PermanentJobError } from "@/lib/jobs/service";
import { importCrmLead } from "@/lib/leads/service";
import { SUPPRESSED_REASON } from "@/lib/people/service";
import { pipelineHref } from "@/lib/links/codec";
import { log } from "@/lib/log";
import { accessTokenFor, findLinkedAccount, LinkNeedsConsentError, linkedAccountOwner, removeLinkedAccount, saveLinkedAccount } from "@/lib/oauth/accounts";
import { leadFigures } from "@/lib/paths/service";
import * as hs from "./api";
import { hubspotConfig, type HubspotConfig } from "./config";
import * as q from "./queries";
import { SCUBA_PROPERTIES, SCUBA_PROPERTY_GROUP, type HubspotImportStatus } from "./schema";
import { HUBSPOT_TEXTS } from "./constants";

// HubSpot (issue 16, DESIGN §7): the member links their portal (OAuth 2), imports contacts as leads
// (uncharged until opened) and gets each imported lead's warm-path figures written back to its
// contact. The tokens live sealed in oauth_accounts (lib/oauth); this room owns crm_lead_links.

export const HUBSPOT_IMPORT_JOB = "hubspot.import";
export const HUBSPOT_PUSH_JOB = "hubspot.push";
const STATE_TTL_MS = 10 * 60_000;
const PUSH_DELAY_MS = 5_000;
const BATCH = 100; // HubSpot's batch update takes at most 100 inputs

function requireConfig(): HubspotConfig {
  const config = hubspotConfig();
  if (!config) throw ApiError.badRequest(HUBSPOT_TEXTS.notConfigured);
  return config;
}

/** Where to send the member to link HubSpot; the state binds the answer to them for 10 minutes. */
export function hubspotConnectUrl(userId: string): { url: string } {
  const config = requireConfig();
  const url = new URL(config.authorizeUrl);
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", config.redirectUri);
  url.searchParams.set("scope", config.scopes.join(" "));
  url.searchParams.set("state", seal(JSON.stringify({ u: userId, exp: Date.now() + STATE_TTL_MS })));
  return { url: url.toString() };
}

function stateIsFor(state: string, userId: string): boolean {
  try {
    const value = JSON.parse(open(state)) as { u?: unknown; exp?: unknown };
    return value.u === userId && typeof value.exp === "number" && value.exp > Date.now();
  } catch {
    return false;
  }
}

/**
 * The callback: checks the state, exchanges the code, and links the portal's user to the member.
 * A member already linked, or a HubSpot user linked to another member → 409 'Hubspot account already connected'.
 */
export async function connectHubspot(userId: string, code: string, state: string): Promise<{ connected: true; portal: number }> {
  const config = requireConfig();
  if (!stateIsFor(state, userId)) throw ApiError.badRequest(HUBSPOT_TEXTS.expiredLink);
  const existing = await findLinkedAccount(userId, "hubspot");
  if (existing && !existing.needsConsent) throw ApiError.conflict(HUBSPOT_TEXTS.alreadyConnected);
  let tokens: Awaited<ReturnType<typeof hs.exchangeCode>>;
  let info: hs.TokenInfo;
  try {
    tokens = await hs.exchangeCode(config, code);
    info = await hs.tokenInfo(config, tokens.accessToken);
  } catch (error) {
    if (error instanceof hs.HubspotApiError && error.status < 500) throw ApiError.badRequest(HUBSPOT_TEXTS.refused);
    throw error;
  }
  const subject = `${info.hub_id}:${info.user_id ?? info.user}`;
  const owner = await linkedAccountOwner("hubspot", subject);
  if (owner && owner !== userId) throw ApiError.conflict(HUBSPOT_TEXTS.alreadyConnected);
  await saveLinkedAccount(userId, "hubspot", { subject, email: info.user ?? null, scope: tokens.scope, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt });
  await markHubspotConnected(userId, true);
  // The 'Scuba' properties are made now so the member sees them in HubSpot at once; the push makes
  // sure again, so a failure here costs nothing.
  await ensureScubaProperties(config, userId).catch((error: unknown) => log.warn("hubspot.properties_failed", { userId, error: String(error) }));
  return { connected: true, portal: info.hub_id };
}

export async function disconnectHubspot(userId: string): Promise<{ connected: false }> {
  await removeLinkedAccount(userId, "hubspot");
  await markHubspotConnected(userId, false);
  return { connected: false };
}

/**
 * Calls HubSpot with the member's token: a fresh one (refreshed when due); a 401 gets one refreshed
 * token and one more try. A revoked grant unlinks the member (is_hubspot_connected turns false) and
 * fails the job for good — only connecting again helps.
 */
async function withToken<T>(config: HubspotConfig, userId: string, fn: (auth: { token: string; paceKey: string }) => Promise<T>): Promise<T> {
  const refresh = (refreshToken: string) => hs.refreshTokens(config, refreshToken);
  try {
    const token = await accessTokenFor(userId, "hubspot", { refresh });
    try {
      return await fn({ token, paceKey: userId });
    } catch (error) {
      if (!(error instanceof hs.HubspotApiError && error.status === 401)) throw error;
      return await fn({ token: await accessTokenFor(userId, "hubspot", { refresh, rejected: token }), paceKey: userId });
    }
  } catch (error) {
    if (!(error instanceof LinkNeedsConsentError)) throw error;
    await markHubspotConnected(userId, false);
    throw new PermanentJobError("HubSpot needs to be connected again", { cause: error });
  }
}

async function ensureScubaProperties(config: HubspotConfig, userId: string) {
  await withToken(config, userId, async (auth) => {
    await hs.ensureProperty(config, auth, "/crm/v3/properties/contacts/groups", { name: SCUBA_PROPERTY_GROUP, label: "Scuba", displayOrder: -1 });
    const common = { groupName: SCUBA_PROPERTY_GROUP, formField: false };
    await hs.ensureProperty(config, auth, "/crm/v3/properties/contacts", { ...common, name: SCUBA_PROPERTIES.warmPaths, label: "Scuba warm paths", type: "number", fieldType: "number", description: "Warm introduction paths Scuba found to this contact" });
    await hs.ensureProperty(config, auth, "/crm/v3/properties/contacts", { ...common, name: SCUBA_PROPERTIES.bestStrength, label: "Scuba best path strength", type: "string", fieldType: "text", description: "Good, Average, Weak or None" });
    await hs.ensureProperty(config, auth, "/crm/v3/properties/contacts", { ...common, name: SCUBA_PROPERTIES.leadUrl, label: "Scuba lead", type: "string", fieldType: "text", description: "The lead's page in Scuba" });
  });
}

// ── import ────────────────────────────────────────────────────────────────────────────────

/** POST v2/hubspot/contacts/import: queues the import (one at a time per member). */
export async function startHubspotImport(userId: string): Promise<HubspotImportStatus> {
  requireConfig();
  const link = await findLinkedAccount(userId, "hubspot");
  if (!link || link.needsConsent) throw ApiError.badRequest(HUBSPOT_TEXTS.connectFirst);
  await enqueueJob({ kind: HUBSPOT_IMPORT_JOB, userId, payload: { userId }, queueKey: `${HUBSPOT_IMPORT_JOB}:${userId}` });
  return hubspotImportStatus(userId);
}

export async function hubspotImportStatus(userId: string): Promise<HubspotImportStatus> {
  const job = await getLatestJob(userId, HUBSPOT_IMPORT_JOB);
  if (!job) return { status: "none", completed: 0, imported: 0, duplicates: 0, skipped: 0, message: null };
  const result = (job.result ?? {}) as Partial<Record<"imported" | "duplicates" | "skipped", number>>;
  const status = job.status === "done" ? "done" : job.status === "failed" ? "failed" : job.status === "running" ? "running" : "queued";
  return {
    status,
    completed: job.completed,
    imported: result.imported ?? 0,
    duplicates: result.duplicates ?? 0,
    skipped: result.skipped ?? 0,
    message: status === "done" ? HUBSPOT_TEXTS.imported : status === "failed" ? HUBSPOT_TEXTS.failed : null,
  };
}

function contactText(value: string | null | undefined, max: number): string {
  return (value ?? "").trim().slice(0, max);
}

/** The import job's body: every page of the member's contacts; each new one a lead, uncharged. */
export async function runHubspotImport(userId: string, progress: (done: number) => Promise<void>) {
  const config = requireConfig();
  const properties = ["firstname", "lastname", "email", "company", "jobtitle", config.linkedinProperty];
  const counts = { imported: 0, duplicates: 0, skipped: 0, suppressed: 0 };
  let after: string | undefined;
  let seen = 0;
  do {
    const page = await withToken(config, userId, (auth) => hs.listContacts(config, auth, properties, after));
    for (const contact of page.results) {
      seen++;
      if (contact.archived) continue;
      if (await q.findLinkByContact(userId, contact.id)) {
        counts.duplicates++;
        continue;
      }
      const p = contact.properties;
      const result = await importCrmLead(userId, {
        name: contactText(`${p.firstname ?? ""} ${p.lastname ?? ""}`, 200),
        company: contactText(p.company, 200),
        role: contactText(p.jobtitle, 200),
        linkedinUrl: contactText(p[config.linkedinProperty], 500),
        email: contactText(p.email, 320),
      });
      if (result.kind === "created") {
        await q.insertLink({ leadId: result.id, userId, contactId: contact.id });
        counts.imported++;
      } else if (result.kind === "duplicate") counts.duplicates++;
      else {
        counts.skipped++;
        // A person erased by request (decision 018): skipped, and counted under its reason.
        if (result.kind === "suppressed") counts.suppressed++;
      }
    }
    await progress(seen);
    after = page.paging?.next?.after;
  } while (after);
  if (counts.imported) await scheduleHubspotPush(userId);
  log.info("hubspot.imported", { userId, ...counts });
  return { ...counts, skipped_by_reason: counts.suppressed ? { [SUPPRESSED_REASON]: counts.suppressed } : {} };
}

// ── push back ─────────────────────────────────────────────────────────────────────────────

/** Queues one push for the member a few seconds out; asks while one waits join it. */
export async function scheduleHubspotPush(userId: string) {
  await enqueueJob({ kind: HUBSPOT_PUSH_JOB, userId, payload: { userId }, queueKey: `${HUBSPOT_PUSH_JOB}:${userId}`, runAfter: new Date(Date.now() + PUSH_DELAY_MS) });
}

/** The stored copy comes back from jsonb with its keys reordered: compare key by key. */
function sameValues(a: Record<string, string>, b: Record<string, string> | null): boolean {
  if (!b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Whether the member has HubSpot linked (the push is queued only for them). */
export async function hasHubspot(userId: string): Promise<boolean> {
  const link = await findLinkedAccount(userId, "hubspot");
  return Boolean(link && !link.needsConsent);
}

/**
 * The push job's body: each HubSpot lead's warm-path count, best strength and page link, written to
 * its contact in batches of 100 — only the contacts whose values changed since the last push.
 */
export async function runHubspotPush(userId: string): Promise<{ pushed: number }> {
  const config = hubspotConfig();
  if (!config || !(await hasHubspot(userId))) return { pushed: 0 };
  const links = await q.linksOfUser(userId);
  if (!links.length) return { pushed: 0 };
  const figures = await leadFigures(userId, links.map((l) => l.leadId));
  const changes = links.flatMap((link) => {
    const f = figures.get(link.leadId);
    if (!f) return []; // not computed yet: the refresh that computes it queues another push
    const values = {
      [SCUBA_PROPERTIES.warmPaths]: String(f.warmPaths),
      [SCUBA_PROPERTIES.bestStrength]: f.bestStrength,
      [SCUBA_PROPERTIES.leadUrl]: `${env.appUrl}${pipelineHref({ id: link.leadId, target: "" })}`,
    };
    return sameValues(values, link.pushedValues) ? [] : [{ leadId: link.leadId, contactId: link.contactId, values }];
  });
  if (!changes.length) return { pushed: 0 };
  await ensureScubaProperties(config, userId);
  for (let i = 0; i < changes.length; i += BATCH) {
    const batch = changes.slice(i, i + BATCH);
    await withToken(config, userId, (auth) => hs.batchUpdateContacts(config, auth, batch.map((c) => ({ id: c.contactId, properties: c.values }))));
    await q.markPushed(batch.map((c) => ({ leadId: c.leadId, values: c.values })));
  }
  return { pushed: changes.length };
}
