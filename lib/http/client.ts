"use client";

import { APP_VERSION, WILDCARD_VERSION } from "@/lib/config/version";
import { DEVICE_HEADER } from "@/lib/config/constants";
import { clearLocalData, getDeviceId } from "./device-id";

// The one API client for all client code (spec 000 §4, §7): it sends the device id, unwraps the
// envelope and applies the session rules — any 403, a server of another version, or an expired
// session clears local data and sends the browser to the login page with the matching type.

export type Envelope<T> = { statusCode: number; message: string; data: T; version: string };

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly statusCode: number,
    message: string,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
  get fieldErrors(): Record<string, string[]> {
    return (this.body?.errors as Record<string, string[]>) ?? {};
  }
  get detail(): { statusCode?: number; message?: string } | undefined {
    return this.body?.detail as { statusCode?: number; message?: string } | undefined;
  }
}

/** The server's message for a failed call, or `fallback` when there is none (a network error, a bug). */
export function errorMessage(e: unknown, fallback = "Something went wrong"): string {
  return e instanceof ApiClientError && e.message ? e.message : fallback;
}

/** Thrown after the client has started a redirect to the login page; callers need not show it. */
export class SessionRedirectError extends Error {
  constructor(readonly type: "session_expired" | "version_mismatch" | "expired" | "signed_out") {
    super(`Session ended: ${type}`);
    this.name = "SessionRedirectError";
  }
}

type Listener = () => void;
const sessionEndListeners = new Set<Listener>();
/** Lets the query cache be dropped together with local storage. */
export function onSessionEnd(listener: Listener) {
  sessionEndListeners.add(listener);
  return () => {
    sessionEndListeners.delete(listener);
  };
}

// The first reason wins: once the session is being ended (e.g. version_mismatch signs out first),
// the 403s that calls still in flight then receive must not send the browser elsewhere.
let endingAs: SessionRedirectError["type"] | null = null;

/**
 * The member asked to sign out: a call that fails meanwhile (its session is being ended under it)
 * sends the browser nowhere — the sign-out's own navigation follows, and no 'Your session has
 * expired' is shown to someone who just chose to leave.
 */
export function signOutStarted() {
  endingAs ??= "signed_out";
}

function endSession(type: Exclude<SessionRedirectError["type"], "signed_out">): never {
  if (endingAs) throw new SessionRedirectError(endingAs);
  endingAs = type;
  clearLocalData();
  sessionEndListeners.forEach((l) => l());
  // The session cookie is part of the local data: a session the server still holds (an answer from
  // another app version) is ended first, or the login page would send the browser straight back in.
  const ended = type === "session_expired" ? Promise.resolve() : send("v2/logout", { method: "POST" }).catch(() => undefined);
  // A full load, not a client navigation: nothing of the old session may survive in memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  void ended.then(() => window.location.assign(`/login/?type=${type}`));
  throw new SessionRedirectError(type);
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** For calls made on the login page itself, where a 403 must not loop back to it. */
  skipSessionRules?: boolean;
};

export function apiUrl(path: string, query?: RequestOptions["query"]) {
  const base = path.startsWith("/api/") ? path : `/api/${path.replace(/^\//, "")}`;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${base}?${s}` : base;
}

/** Calls `/api/<path>` and returns the envelope; non-2xx answers throw ApiClientError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const res = await send(path, options);
  const body = (await res.json().catch(() => null)) as (Envelope<T> & Record<string, unknown>) | null;
  if (!options.skipSessionRules) applySessionRules(res.status, body);
  if (!res.ok || !body) {
    throw new ApiClientError(res.status, body?.statusCode ?? res.status, body?.message ?? res.statusText, body);
  }
  return body;
}

/** For file answers (invoices, reports): the raw response after the same checks. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const res = await send(path, options);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    applySessionRules(res.status, body);
    throw new ApiClientError(res.status, Number(body?.statusCode ?? res.status), String(body?.message ?? res.statusText), body);
  }
  return res.blob();
}

function send(path: string, { method = "GET", body, query, signal }: RequestOptions) {
  const headers: Record<string, string> = { [DEVICE_HEADER]: getDeviceId(), accept: "application/json" };
  const init: RequestInit = { method, headers, credentials: "same-origin", signal };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  return fetch(apiUrl(path, query), init);
}

function applySessionRules(status: number, body: { statusCode?: number; version?: string } | null) {
  if (status === 403) endSession("session_expired");
  if (body?.version && body.version !== APP_VERSION && body.version !== WILDCARD_VERSION) endSession("version_mismatch");
  if (body?.statusCode === 419) endSession("expired");
}
