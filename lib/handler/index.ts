import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { env } from "@/lib/config/env";
import { DEVICE_HEADER } from "@/lib/config/constants";
import { readSessionToken } from "@/lib/auth/cookies";
import { resolveSession, type AuthContext } from "@/lib/auth/service";
import { assertSuperadmin } from "@/lib/auth/two-factor";
import { metrics, routeLabel } from "@/lib/metrics";
import { ApiError, type FieldErrors } from "@/lib/api/errors";
import { toErrorResponse } from "@/lib/api/envelope";

type Access = "public" | "user" | "superadmin";
type AuthFor<A extends Access> = A extends "public" ? AuthContext | null : AuthContext;

export type HandlerContext<A extends Access, B, Q, P> = {
  req: NextRequest;
  body: B;
  query: Q;
  params: P;
  auth: AuthFor<A>;
  requestId: string;
  /** The client's X-Device-Id (required on every mutating call). */
  deviceId: string | null;
};

type Options<A extends Access, B, Q, P> = {
  /** Who may call: anyone, a signed-in user (default), or a superadmin. */
  access?: A;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  /**
   * The route's path params. A param that does not parse cannot name a row, so it answers 404 with
   * the schema's message (after the session check, like any other missing row): see `idParam`.
   */
  params?: z.ZodType<P>;
  /** Largest body in bytes; the upload routes set their own (default MAX_BODY_BYTES, 1 MiB). */
  maxBodyBytes?: number;
  /**
   * A write the browser sends with navigator.sendBeacon, which cannot set headers: X-Device-Id is
   * not required, the same-site checks (Sec-Fetch-Site, Origin) still are. Event logs only.
   */
  beacon?: boolean;
};

/** Upload routes: a 15 MiB file as base64 (4/3) inside a small JSON envelope. */
export const UPLOAD_BODY_BYTES = Math.ceil((15 * 1024 * 1024 * 4) / 3) + 64 * 1024;

/** The default cap on every request body (issue 12 §3): MAX_BODY_BYTES, else 1 MiB. */
export function defaultMaxBodyBytes(): number {
  const n = Number(process.env.MAX_BODY_BYTES);
  return Number.isInteger(n) && n > 0 ? n : 1024 * 1024;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Wraps a route handler in the house order (STYLE.md): refuse cross-site writes → parse (400 with
 * field messages) → session (403, or 419 when expired) → role (a superadmin also needs two-factor
 * on) → the domain call. Every error, thrown anywhere inside, becomes the envelope in one place.
 */
export function handler<A extends Access = "user", B = undefined, Q = undefined, P = Record<string, string>>(
  options: Options<A, B, Q, P>,
  fn: (ctx: HandlerContext<A, B, Q, P>) => Promise<Response>,
) {
  return async (req: NextRequest, routeContext?: RouteContext): Promise<Response> => {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    const res = await handle(req, routeContext, requestId);
    const params = (await Promise.resolve(routeContext?.params).catch(() => undefined)) ?? {};
    metrics.requestSeconds.observe({ route: routeLabel(req.nextUrl.pathname, params), method: req.method, status: String(res.status) }, (performance.now() - started) / 1000);
    return res;
  };

  async function handle(req: NextRequest, routeContext: RouteContext | undefined, requestId: string): Promise<Response> {
    try {
      const deviceId = req.headers.get(DEVICE_HEADER)?.trim() || null;
      if (MUTATING.has(req.method)) assertSameSiteWrite(req, deviceId, options.beacon === true);

      // Every body is read under a cap, before the session is even looked at, so an anonymous
      // client cannot stream hundreds of MiB into any route (413).
      const limit = options.maxBodyBytes ?? defaultMaxBodyBytes();
      const raw = await readBody(req, limit);
      const body = options.body ? parse(options.body, parseJson(raw)) : (undefined as B);
      const query = options.query
        ? parse(options.query, Object.fromEntries(req.nextUrl.searchParams.entries()))
        : (undefined as Q);

      const access = options.access ?? "user";
      let auth: AuthContext | null = null;
      if (access === "public") {
        auth = await resolveSession(readSessionToken(req)).catch(() => null);
      } else {
        auth = await resolveSession(readSessionToken(req));
        // Superadmins need two-factor on, as for the admin pages (403 otherwise; docs/api.md).
        if (access === "superadmin") assertSuperadmin(auth.user);
      }

      const rawParams = routeContext ? await routeContext.params : {};
      const params = options.params ? parseParams(options.params, rawParams) : (rawParams as P);
      const res = await fn({ req, body, query, params, auth: auth as AuthFor<A>, requestId, deviceId });
      res.headers.set("x-request-id", requestId);
      return res;
    } catch (error) {
      return toErrorResponse(error, requestId);
    }
  }
}

/**
 * CSRF defence for cookie sessions (DESIGN §3, §11): a write must carry X-Device-Id — a custom
 * header that a cross-site form cannot send — and must not come from another site.
 */
function assertSameSiteWrite(req: NextRequest, deviceId: string | null, beacon: boolean) {
  if (!deviceId && !beacon) throw ApiError.forbidden("Missing X-Device-Id header");
  // The browser extension (issue 16) calls from its own origin with the member's bearer token —
  // which a browser never attaches by itself, so such a request cannot be forged by a web page.
  const origin0 = req.headers.get("origin") ?? "";
  if (origin0.startsWith("chrome-extension://") && /^Bearer\s+\S/i.test(req.headers.get("authorization") ?? "")) return;
  if (req.headers.get("sec-fetch-site") === "cross-site") throw ApiError.forbidden("Cross-site request refused");
  const origin = req.headers.get("origin");
  if (origin && origin !== "null") {
    const allowed = new Set([new URL(env.appUrl).origin, req.nextUrl.origin]);
    const host = req.headers.get("host");
    if (host) allowed.add(`${req.nextUrl.protocol}//${host}`);
    if (!allowed.has(origin)) throw ApiError.forbidden("Cross-origin request refused");
  }
}

function tooLarge(limit: number) {
  const mib = limit / (1024 * 1024);
  const size = mib >= 1 ? `${Math.round(mib * 10) / 10} MiB` : `${Math.ceil(limit / 1024)} KiB`;
  return new ApiError(413, "payload_too_large", `The request is too large (the limit is ${size}).`);
}

/** The body as text, refused from Content-Length when declared, and while streaming otherwise. */
export async function readBody(req: Request, limit: number): Promise<string> {
  const declared = req.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > limit)) {
    if (/^\d+$/.test(declared.trim())) throw tooLarge(limit);
    throw ApiError.badRequest("Invalid Content-Length");
  }
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.badRequest("Malformed JSON body");
  }
}

/** `{ id }` route params that must be a UUID; anything else is the 404 `notFound`. */
export function idParam(notFound: string) {
  return z.object({ id: z.uuid({ message: notFound }) });
}

function parseParams<P>(schema: z.ZodType<P>, input: unknown): P {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw ApiError.notFound(result.error.issues[0]?.message ?? "Not found");
}

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    (errors[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0]?.message ?? "Invalid request";
  throw ApiError.badRequest(first, errors);
}
