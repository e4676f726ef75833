import "server-only";
import * as client from "openid-client";
import { EncryptJWT, jwtDecrypt } from "jose";
import { hkdfSync } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { env, sessionSecret } from "@/lib/config/env";
import { appLink } from "@/lib/mail/links";
import { providerConfig, type LinkProvider, type ProviderConfig, type ProviderName } from "./providers";

// The authorization-code flow with state, PKCE (S256) and nonce (DESIGN §11). `startAuthorization`
// gives the provider URL and a sealed cookie holding the flow's secrets; `finishAuthorization`
// checks the provider's answer against that cookie and returns the verified ID-token claims.

const FLOW_TTL_S = 10 * 60;
const configs = new Map<string, Promise<client.Configuration>>();

export function flowCookieName(provider: ProviderName) {
  return `scuba_oauth_${provider}`;
}

function requireProvider(name: ProviderName): ProviderConfig {
  const config = providerConfig(name);
  if (!config) throw ApiError.badRequest(`${name === "linkedin" ? "LinkedIn" : "Google"} sign-in is not configured`);
  return config;
}

function isLoopback(url: URL) {
  return ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

/** Discovery, cached per issuer and client. Plain http is allowed for a loopback issuer only (tests). */
function discover(p: ProviderConfig): Promise<client.Configuration> {
  const key = `${p.issuer}|${p.clientId}`;
  let found = configs.get(key);
  if (!found) {
    const issuer = new URL(p.issuer);
    const options = issuer.protocol === "http:" && isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
    found = client.discovery(issuer, p.clientId, p.clientSecret, undefined, options);
    found.catch(() => configs.delete(key));
    configs.set(key, found);
  }
  return found;
}

function cookieKey(): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", sessionSecret(), "scuba", "oauth-flow-v1", 32));
}

type FlowState = { state: string; nonce: string; verifier: string; provider: ProviderName; extra?: Record<string, string> };

export async function startAuthorization(name: ProviderName, extra?: Record<string, string>) {
  const p = requireProvider(name);
  const config = await discover(p);
  const verifier = client.randomPKCECodeVerifier();
  const flow: FlowState = { state: client.randomState(), nonce: client.randomNonce(), verifier, provider: name, extra };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: appLink(p.redirectPath),
    scope: p.scopes.join(" "),
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
    ...p.extraParams,
  });
  const cookie = await new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setExpirationTime(`${FLOW_TTL_S}s`)
    .encrypt(cookieKey());
  return {
    url: url.toString(),
    cookie: {
      name: flowCookieName(name),
      value: cookie,
      options: { httpOnly: true, sameSite: "lax" as const, secure: env.secureCookies, path: "/", maxAge: FLOW_TTL_S },
    },
  };
}

export type ProviderIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  picture: string | null;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
  extra?: Record<string, string>;
};

const failed = (message = "Sign-in failed. Please try again.") => ApiError.badRequest(message);

/** Checks the provider's return (code + state) against the flow cookie and redeems the code. */
export async function finishAuthorization(
  name: ProviderName,
  input: { code?: string; state?: string; error?: string },
  flowCookie: string | undefined,
): Promise<ProviderIdentity> {
  if (input.error) throw failed(`Sign-in was cancelled or refused (${input.error}).`);
  if (!input.code) throw failed("The sign-in code is missing.");
  if (!flowCookie) throw failed("The sign-in took too long or started in another browser. Please try again.");
  let flow: FlowState;
  try {
    flow = (await jwtDecrypt(flowCookie, cookieKey())).payload as unknown as FlowState;
  } catch {
    throw failed("The sign-in took too long or started in another browser. Please try again.");
  }
  if (flow.provider !== name) throw failed();
  if (!input.state || input.state !== flow.state) throw failed("The sign-in state does not match. Please try again.");

  const p = requireProvider(name);
  const config = await discover(p);
  const callback = new URL(appLink(p.redirectPath));
  callback.searchParams.set("code", input.code);
  callback.searchParams.set("state", input.state);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch {
    throw failed();
  }
  const claims = tokens.claims();
  if (!claims?.sub) throw failed();
  const str = (v: unknown) => (typeof v === "string" && v ? v : null);
  return {
    subject: claims.sub,
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    name: str(claims.name),
    givenName: str(claims.given_name),
    picture: str(claims.picture),
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null,
    scope: tokens.scope ?? null,
    extra: flow.extra,
  };
}

/** The provider refused the stored grant (`invalid_grant`: revoked, expired or reset by the user). */
export class GrantRevokedError extends Error {
  constructor(provider: LinkProvider, detail?: string) {
    super(`${provider} refused the refresh token (invalid_grant${detail ? `: ${detail}` : ""})`);
    this.name = "GrantRevokedError";
  }
}

export type RefreshedTokens = { accessToken: string; refreshToken: string | null; expiresAt: Date | null; scope: string | null };

/**
 * Redeems a refresh token with the same discovered client as the sign-in flow. `invalid_grant`
 * becomes GrantRevokedError (only the member can mend that, by consenting again); any other failure
 * (network, 5xx, a misconfigured client) is thrown as it is, for the caller to retry later.
 */
export async function refreshAccessToken(name: ProviderName, refreshToken: string): Promise<RefreshedTokens> {
  const config = await discover(requireProvider(name));
  let tokens: Awaited<ReturnType<typeof client.refreshTokenGrant>>;
  try {
    tokens = await client.refreshTokenGrant(config, refreshToken);
  } catch (error) {
    if (error instanceof client.ResponseBodyError && error.error === "invalid_grant") throw new GrantRevokedError(name, error.error_description);
    throw error;
  }
  return {
    accessToken: tokens.access_token,
    // Google answers a refresh without a new refresh token: the stored one stays valid.
    refreshToken: tokens.refresh_token ?? null,
    expiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null,
    scope: tokens.scope ?? null,
  };
}
