import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in of the HubSpot endpoints the product calls, answering in HubSpot's documented
// shapes: OAuth v1 (token grant, refresh, access-token info), CRM v3 contacts (list with `paging.next.after`,
// batch update), contact properties and groups (201, then 409 once they exist), 401 for unknown or
// expired tokens, and 429 RATE_LIMIT answers on demand.

export type StandInContact = { id: string; properties: Record<string, string | null> };

export type HubspotStandIn = {
  url: string;
  /** Plays the member's consent at the authorize URL: returns the code HubSpot would send back. */
  authorize(authorizeUrl: string, who?: { hubId: number; userId: number; email: string }): { code: string; state: string; redirectUri: string };
  contacts: StandInContact[];
  /** How many contacts a page holds (HubSpot may answer fewer than `limit`). */
  pageSize: number;
  /** The next `n` API calls answer 429 (with Retry-After: `retryAfter`). */
  rateLimitNext(n: number, retryAfter?: string): void;
  /** Every access token issued so far stops working (as after its 30 minutes). */
  expireAccessTokens(): void;
  /** The member removed the app: refresh tokens are refused from now on. */
  revokeRefreshTokens(): void;
  calls: { method: string; path: string; status: number; body?: unknown }[];
  updates: { id: string; properties: Record<string, string> }[][];
  properties: Set<string>;
  reset(): void;
  close(): Promise<void>;
};

const CLIENT_ID = "hubspot-client-id";
const CLIENT_SECRET = "hubspot-client-secret";

/** The env that points the product at the stand-in. */
export function hubspotEnv(standIn: HubspotStandIn): Record<string, string> {
  return {
    HUBSPOT_CLIENT_ID: CLIENT_ID,
    HUBSPOT_CLIENT_SECRET: CLIENT_SECRET,
    HUBSPOT_API_BASE_URL: standIn.url,
    HUBSPOT_AUTHORIZE_URL: `${standIn.url}/oauth/authorize`,
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The contacts the end-to-end server's stand-in holds (tests/e2e/hubspot.spec.ts imports them). */
export const E2E_HUBSPOT_CONTACTS: StandInContact[] = [
  { id: "9001", properties: { firstname: "Hana", lastname: "Hubspot", company: "Globex", jobtitle: "VP Sales", email: "hana@globex.example", hs_linkedin_url: "https://www.linkedin.com/in/hana-hubspot-e2e" } },
  { id: "9002", properties: { firstname: "Theo", lastname: "Tracked", company: "Umbrella Corp", jobtitle: "Head of Operations", email: "theo@umbrella.example" } },
  { id: "9003", properties: { firstname: "Ned" } },
];

export async function startHubspotStandIn({ port = 0 }: { port?: number } = {}): Promise<HubspotStandIn> {
  const codes = new Map<string, { hubId: number; userId: number; email: string }>();
  const access = new Map<string, { hubId: number; userId: number; email: string }>();
  const refresh = new Map<string, { hubId: number; userId: number; email: string }>();
  let refreshRevoked = false;
  let limited = 0;
  let limitedRetryAfter = "0";

  const issue = (who: { hubId: number; userId: number; email: string }) => {
    const accessToken = `at-${randomBytes(8).toString("hex")}`;
    const refreshToken = `rt-${randomBytes(8).toString("hex")}`;
    access.set(accessToken, who);
    refresh.set(refreshToken, who);
    return { token_type: "bearer", access_token: accessToken, refresh_token: refreshToken, expires_in: 1800 };
  };

  const s: HubspotStandIn = {
    url: "",
    contacts: [],
    pageSize: 100,
    calls: [],
    updates: [],
    properties: new Set(),
    authorize(authorizeUrl, who = { hubId: 777, userId: 4242, email: "seller@acme-corp.com" }) {
      const u = new URL(authorizeUrl);
      if (u.searchParams.get("client_id") !== CLIENT_ID) throw new Error("unknown client_id");
      const code = `code-${randomBytes(6).toString("hex")}`;
      codes.set(code, who);
      return { code, state: u.searchParams.get("state") ?? "", redirectUri: u.searchParams.get("redirect_uri") ?? "" };
    },
    rateLimitNext(n, retryAfter = "0") {
      limited = n;
      limitedRetryAfter = retryAfter;
    },
    expireAccessTokens() {
      access.clear();
    },
    revokeRefreshTokens() {
      refreshRevoked = true;
    },
    reset() {
      s.contacts = [];
      s.pageSize = 100;
      s.calls.length = 0;
      s.updates.length = 0;
      s.properties.clear();
      refreshRevoked = false;
      limited = 0;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url!, "http://127.0.0.1");
    const raw = await readBody(req);
    const send = (body: unknown, status = 200, headers: Record<string, string> = {}) => {
      s.calls.push({ method: req.method!, path: url.pathname, status, body: raw ? safeJson(raw) : undefined });
      res.writeHead(status, { "content-type": "application/json;charset=utf-8", ...headers });
      res.end(JSON.stringify(body));
    };
    const requestId = randomBytes(8).toString("hex");

    // The consent page: the member agrees at once, and is sent back with a code (a browser follows this).
    if (req.method === "GET" && url.pathname === "/oauth/authorize") {
      const back = s.authorize(url.toString());
      const to = new URL(back.redirectUri);
      to.searchParams.set("code", back.code);
      to.searchParams.set("state", back.state);
      s.calls.push({ method: "GET", path: url.pathname, status: 302 });
      res.writeHead(302, { location: to.toString() });
      return res.end();
    }

    // OAuth v1
    if (req.method === "POST" && url.pathname === "/oauth/v1/token") {
      const form = new URLSearchParams(raw);
      if (form.get("client_id") !== CLIENT_ID || form.get("client_secret") !== CLIENT_SECRET)
        return send({ status: "BAD_CLIENT_ID", message: "missing or invalid client_id", correlationId: requestId }, 400);
      if (form.get("grant_type") === "authorization_code") {
        const who = codes.get(form.get("code") ?? "");
        if (!who) return send({ status: "BAD_AUTH_CODE", message: "missing or unknown auth code", correlationId: requestId }, 400);
        codes.delete(form.get("code")!);
        return send(issue(who));
      }
      if (form.get("grant_type") === "refresh_token") {
        const who = refresh.get(form.get("refresh_token") ?? "");
        if (!who || refreshRevoked) return send({ status: "BAD_REFRESH_TOKEN", message: "missing or unknown refresh token", correlationId: requestId }, 400);
        const accessToken = `at-${randomBytes(8).toString("hex")}`;
        access.set(accessToken, who);
        // HubSpot answers a refresh with the same refresh token.
        return send({ token_type: "bearer", access_token: accessToken, refresh_token: form.get("refresh_token"), expires_in: 1800 });
      }
      return send({ status: "BAD_GRANT_TYPE", message: "unsupported grant_type", correlationId: requestId }, 400);
    }
    const info = url.pathname.match(/^\/oauth\/v1\/access-tokens\/(.+)$/);
    if (req.method === "GET" && info) {
      const token = decodeURIComponent(info[1]!);
      const who = access.get(token);
      if (!who) return send({ status: "error", message: "The OAuth token used to make this call expired", correlationId: requestId, category: "EXPIRED_AUTHENTICATION" }, 401);
      return send({ token, user: who.email, hub_domain: "acme-corp.com", scopes: ["oauth", "crm.objects.contacts.read", "crm.objects.contacts.write"], hub_id: who.hubId, app_id: 1234, expires_in: 1700, user_id: who.userId, token_type: "access" });
    }

    // CRM v3: bearer token, rate limit
    const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!access.has(token))
      return send({ status: "error", message: "Authentication credentials not found. This API supports OAuth 2.0 authentication", correlationId: requestId, category: "INVALID_AUTHENTICATION" }, 401);
    if (limited > 0) {
      limited--;
      return send(
        { status: "error", message: "You have reached your ten_secondly_rolling limit.", errorType: "RATE_LIMIT", correlationId: requestId, policyName: "TEN_SECONDLY_ROLLING", requestId },
        429,
        { "retry-after": limitedRetryAfter, "x-hubspot-ratelimit-max": "100", "x-hubspot-ratelimit-remaining": "0" },
      );
    }

    if (req.method === "GET" && url.pathname === "/crm/v3/objects/contacts") {
      const limit = Math.min(Number(url.searchParams.get("limit") ?? 10), 100, s.pageSize);
      const start = Number(url.searchParams.get("after") ?? 0);
      const wanted = (url.searchParams.get("properties") ?? "").split(",").filter(Boolean);
      const page = s.contacts.slice(start, start + limit).map((c) => ({
        id: c.id,
        properties: Object.fromEntries([...wanted, "hs_object_id", "createdate", "lastmodifieddate"].map((k) => [k, k === "hs_object_id" ? c.id : k.endsWith("date") ? "2026-01-05T10:00:00.000Z" : (c.properties[k] ?? null)])),
        createdAt: "2026-01-05T10:00:00.000Z",
        updatedAt: "2026-01-05T10:00:00.000Z",
        archived: false,
      }));
      const next = start + limit < s.contacts.length ? { paging: { next: { after: String(start + limit), link: `${s.url}/crm/v3/objects/contacts?after=${start + limit}` } } } : {};
      return send({ results: page, ...next });
    }
    if (req.method === "POST" && url.pathname === "/crm/v3/objects/contacts/batch/update") {
      const body = safeJson(raw) as { inputs?: { id: string; properties: Record<string, string> }[] };
      const inputs = body.inputs ?? [];
      if (!inputs.length || inputs.length > 100) return send({ status: "error", message: "Batch size must be 1–100", category: "VALIDATION_ERROR", correlationId: requestId }, 400);
      s.updates.push(inputs);
      const now = new Date().toISOString();
      return send({ status: "COMPLETE", results: inputs.map((i) => ({ id: i.id, properties: i.properties, createdAt: now, updatedAt: now, archived: false })), startedAt: now, completedAt: now });
    }
    if (req.method === "POST" && (url.pathname === "/crm/v3/properties/contacts/groups" || url.pathname === "/crm/v3/properties/contacts")) {
      const body = safeJson(raw) as { name?: string };
      const key = `${url.pathname}:${body.name}`;
      if (s.properties.has(key)) return send({ status: "error", message: `Property ${body.name} already exists`, category: "OBJECT_ALREADY_EXISTS", correlationId: requestId }, 409);
      s.properties.add(key);
      return send({ ...body, createdAt: new Date().toISOString() }, 201);
    }
    send({ status: "error", message: "Not found", category: "OBJECT_NOT_FOUND", correlationId: requestId }, 404);
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  s.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return s;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
