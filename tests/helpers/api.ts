import { NextRequest } from "next/server";

// Calls a route handler in-process, the way Next would: a real Request in, a real Response out.
type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  body?: unknown;
  token?: string;
  /** Defaults to a fixed test device; pass null to send none. */
  deviceId?: string | null;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
};

export type CallResult<T = unknown> = {
  status: number;
  body: { statusCode: number; message: string; data: T; version: string; errors?: Record<string, string[]>; [k: string]: unknown };
  headers: Headers;
  cookies: Record<string, string>;
};

export const TEST_DEVICE = "test-device-0001";

/**
 * The device-key cookie each test device was handed at sign-in (lib/auth/device-cookie.ts), sent
 * back on its later calls the way a browser keeps it — so a device id stands for one browser (use
 * another device id to act as another browser).
 */
const deviceCookies = new Map<string, string>();
const DEVICE_COOKIE = /^(__Host-)?scuba_device$/;

export async function call<T = unknown>(handler: RouteHandler, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(path, "http://localhost:3000");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  const deviceId = options.deviceId === undefined ? TEST_DEVICE : options.deviceId;
  if (deviceId) headers.set("x-device-id", deviceId);
  const kept = deviceId ? deviceCookies.get(deviceId) : undefined;
  if (kept && !/(^|;\s*)(__Host-)?scuba_device=/.test(headers.get("cookie") ?? "")) {
    headers.set("cookie", [headers.get("cookie"), kept].filter(Boolean).join("; "));
  }
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const req = new NextRequest(url, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  const cookies: Record<string, string> = {};
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const i = pair!.indexOf("=");
    cookies[pair!.slice(0, i)] = pair!.slice(i + 1);
    if (deviceId && DEVICE_COOKIE.test(pair!.slice(0, i))) deviceCookies.set(deviceId, pair!);
  }
  return { status: res.status, body: parseBody(text, res.headers.get("content-type")), headers: res.headers, cookies };
}

/** JSON answers parsed; files (CSV, XLSX, PDF) come back as their text, so callers can search them. */
function parseBody(text: string, contentType: string | null) {
  if (!text) return null;
  if (contentType && !contentType.includes("json")) return text;
  return JSON.parse(text);
}
