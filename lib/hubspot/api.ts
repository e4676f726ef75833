import "server-only";
import { GrantRevokedError, type RefreshedTokens } from "@/lib/oauth/flow";
import { pace as paceCall } from "@/lib/rate-limit/pacing";
import type { HubspotConfig } from "./config";

// The few HubSpot endpoints the product calls, in their documented shapes (OAuth v1 tokens, CRM v3
// contacts, properties and batch update). Every call is paced and retried on 429 (HubSpot allows an
// OAuth app 100 requests per 10 s per account; we stay at one per 100 ms per member and honour
// Retry-After), so a large import or push never trips the portal's limit for the member's other tools.

export class HubspotApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message = `HubSpot answered ${status}`,
  ) {
    super(message);
    this.name = "HubspotApiError";
  }
}

const MIN_SPACING_MS = 100;
const MAX_RETRIES = 5;
const MAX_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the member's next slot: one call per MIN_SPACING_MS per member, over all servers when REDIS_URL is set. */
const pace = (key: string) => paceCall(`hubspot:${key}`, MIN_SPACING_MS);

/** How long a 429 asks us to wait: Retry-After (seconds), else exponential from 1 s. */
export function retryDelayMs(retryAfter: string | null, attempt: number): number {
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  const ms = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000 * 2 ** attempt;
  return Math.min(ms, MAX_WAIT_MS);
}

type CallInit = { method?: string; token?: string; json?: unknown; form?: Record<string, string>; paceKey: string };

async function call<T>(config: HubspotConfig, path: string, init: CallInit): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    await pace(init.paceKey);
    const headers: Record<string, string> = { accept: "application/json" };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${config.apiBase}${path}`, { method: init.method ?? "GET", headers, body, signal: AbortSignal.timeout(30_000) });
    if (res.status === 429 && attempt < MAX_RETRIES) {
      await sleep(retryDelayMs(res.headers.get("retry-after"), attempt));
      continue;
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (!res.ok) throw new HubspotApiError(res.status, parsed);
    return parsed as T;
  }
}

type TokenAnswer = { access_token: string; refresh_token?: string; expires_in?: number; token_type?: string };

function tokensOf(answer: TokenAnswer, scopes: string[]): RefreshedTokens {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
    scope: scopes.join(" "),
  };
}

/** The authorization code from the callback → tokens (POST /oauth/v1/token). */
export async function exchangeCode(config: HubspotConfig, code: string): Promise<RefreshedTokens> {
  const answer = await call<TokenAnswer>(config, "/oauth/v1/token", {
    method: "POST",
    paceKey: "oauth",
    form: { grant_type: "authorization_code", client_id: config.clientId, client_secret: config.clientSecret, redirect_uri: config.redirectUri, code },
  });
  return tokensOf(answer, config.scopes);
}

/** A new access token from the refresh token; a revoked or unknown grant → GrantRevokedError. */
export async function refreshTokens(config: HubspotConfig, refreshToken: string): Promise<RefreshedTokens> {
  try {
    const answer = await call<TokenAnswer>(config, "/oauth/v1/token", {
      method: "POST",
      paceKey: "oauth",
      form: { grant_type: "refresh_token", client_id: config.clientId, client_secret: config.clientSecret, refresh_token: refreshToken },
    });
    return tokensOf(answer, config.scopes);
  } catch (error) {
    if (error instanceof HubspotApiError && error.status === 400) {
      const status = (error.body as { status?: string } | null)?.status;
      throw new GrantRevokedError("hubspot", status ?? "BAD_REFRESH_TOKEN");
    }
    throw error;
  }
}

export type TokenInfo = { hub_id: number; user: string; user_id?: number; hub_domain?: string; scopes?: string[] };

/** Whose portal and user the token is (GET /oauth/v1/access-tokens/{token}). */
export function tokenInfo(config: HubspotConfig, accessToken: string): Promise<TokenInfo> {
  return call<TokenInfo>(config, `/oauth/v1/access-tokens/${encodeURIComponent(accessToken)}`, { paceKey: "oauth" });
}

export type HubspotContact = { id: string; properties: Record<string, string | null>; archived?: boolean };
export type ContactsPage = { results: HubspotContact[]; paging?: { next?: { after: string; link?: string } } };

/** One page of the member's contacts (GET /crm/v3/objects/contacts). */
export function listContacts(config: HubspotConfig, auth: { token: string; paceKey: string }, properties: string[], after?: string): Promise<ContactsPage> {
  const q = new URLSearchParams({ limit: "100", properties: properties.join(","), archived: "false" });
  if (after) q.set("after", after);
  return call<ContactsPage>(config, `/crm/v3/objects/contacts?${q}`, { token: auth.token, paceKey: auth.paceKey });
}

/** Up to 100 contacts' properties in one call (POST /crm/v3/objects/contacts/batch/update). */
export function batchUpdateContacts(config: HubspotConfig, auth: { token: string; paceKey: string }, inputs: { id: string; properties: Record<string, string> }[]) {
  return call<{ status: string; results: HubspotContact[] }>(config, "/crm/v3/objects/contacts/batch/update", {
    method: "POST",
    token: auth.token,
    paceKey: auth.paceKey,
    json: { inputs },
  });
}

/** Creates a contact property group or property; one that exists already (409) is fine. */
export async function ensureProperty(config: HubspotConfig, auth: { token: string; paceKey: string }, path: "/crm/v3/properties/contacts/groups" | "/crm/v3/properties/contacts", json: Record<string, unknown>) {
  try {
    await call(config, path, { method: "POST", token: auth.token, paceKey: auth.paceKey, json });
  } catch (error) {
    if (error instanceof HubspotApiError && error.status === 409) return;
    throw error;
  }
}
