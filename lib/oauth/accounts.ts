import "server-only";
import { open, seal } from "@/lib/crypto/secret-box";
import { GrantRevokedError, refreshAccessToken, type ProviderIdentity, type RefreshedTokens } from "./flow";
import type { LinkProvider } from "./providers";
import * as q from "./queries";

// Accounts linked for data access (Gmail and Calendar: provider "google_mail"). The tokens are
// sealed at rest here and opened only for the caller that syncs with them; other domains go
// through these functions, never the `oauth_accounts` table.

export type LinkedAccount = {
  userId: string;
  subject: string;
  email: string | null;
  scope: string | null;
  /** The opened access token, or null when the link holds none. */
  accessToken: string | null;
  expiresAt: Date | null;
  /** Nothing left to sync with (tokens revoked and cleared, or expired with no refresh token): only linking again helps. */
  needsConsent: boolean;
};

type AccountRow = NonNullable<Awaited<ReturnType<typeof q.findAccountOfUser>>>;

/** The link cannot be used until the member links the account again (consent revoked, tokens gone). */
export class LinkNeedsConsentError extends Error {
  constructor(
    readonly provider: LinkProvider,
    options?: { cause?: unknown },
  ) {
    super(`The ${provider} link needs the member's consent again`, options);
    this.name = "LinkNeedsConsentError";
  }
}

function expired(row: Pick<AccountRow, "expiresAt">, marginMs = 0) {
  return row.expiresAt !== null && row.expiresAt.getTime() - Date.now() <= marginMs;
}

/** The member's link with the provider, with its access token opened. */
export async function findLinkedAccount(userId: string, provider: LinkProvider): Promise<LinkedAccount | null> {
  const row = await q.findAccountOfUser(userId, provider);
  if (!row) return null;
  return {
    userId: row.userId,
    subject: row.subject,
    email: row.email,
    scope: row.scope,
    accessToken: row.accessTokenEnc ? open(row.accessTokenEnc) : null,
    expiresAt: row.expiresAt,
    needsConsent: !row.refreshTokenEnc && (!row.accessTokenEnc || expired(row)),
  };
}

/** Which member this provider identity is linked to, if any (accounts are linked by subject). */
export async function linkedAccountOwner(provider: LinkProvider, subject: string): Promise<string | null> {
  return (await q.findAccountBySubject(provider, subject))?.userId ?? null;
}

/** Keeps the tokens of a verified identity for the member (sealed). */
export async function saveLinkedAccount(userId: string, provider: LinkProvider, identity: Pick<ProviderIdentity, "subject" | "email" | "scope" | "accessToken" | "refreshToken" | "expiresAt">) {
  await q.upsertAccount({
    userId,
    provider,
    subject: identity.subject,
    email: identity.email,
    scope: identity.scope,
    accessTokenEnc: seal(identity.accessToken),
    refreshTokenEnc: identity.refreshToken ? seal(identity.refreshToken) : null,
    expiresAt: identity.expiresAt,
  });
}

/** Unlinks the member from the provider: the link and its sealed tokens are deleted. */
export async function removeLinkedAccount(userId: string, provider: LinkProvider) {
  await q.deleteAccountOfUser(userId, provider);
}

// ── access tokens for a sync ────────────────────────────────────────────────────────────────

/** A token this close to its expiry is refreshed first, so it cannot lapse between check and use. */
const REFRESH_MARGIN_MS = 5 * 60_000;

// One refresh per link at a time in this process: callers that find a refresh under way wait for
// its token instead of starting their own. On globalThis for the reason the job handlers are: the
// worker and the routes may load this module from different bundles of the same server.
const g = globalThis as unknown as { __scubaTokenRefreshes?: Map<string, Promise<string>> };
const refreshes = (g.__scubaTokenRefreshes ??= new Map<string, Promise<string>>());

/** The stored access token if it can still be used: present, not the one just rejected, not about to expire. */
function usableToken(row: AccountRow, rejected: string | undefined): string | null {
  if (!row.accessTokenEnc || expired(row, REFRESH_MARGIN_MS)) return null;
  const token = open(row.accessTokenEnc);
  return token === rejected ? null : token;
}

/**
 * An access token for the member's link: the stored one while it is fresh, else one obtained with
 * the stored refresh token (kept sealed, with its expiry, for the next caller). `rejected` is a token
 * the provider has just answered 401 to: it is not handed out again. Throws LinkNeedsConsentError
 * when only the member can mend the link (no link, the grant revoked — the tokens are then cleared);
 * other failures (network, provider down) are thrown as they are, for the caller to retry.
 */
export async function accessTokenFor(
  userId: string,
  provider: LinkProvider,
  options: { rejected?: string; refresh?: (refreshToken: string) => Promise<RefreshedTokens> } = {},
): Promise<string> {
  const key = `${provider}:${userId}`;
  const running = refreshes.get(key);
  if (running) return running;
  const row = await q.findAccountOfUser(userId, provider);
  if (!row) throw new LinkNeedsConsentError(provider);
  const token = usableToken(row, options.rejected);
  if (token) return token;
  const started = refreshes.get(key); // another caller may have begun while we read
  if (started) return started;
  // OIDC providers refresh through openid-client; HubSpot (plain OAuth 2) brings its own call.
  const refresher = options.refresh ?? ((token: string) => refreshAccessToken(provider as Exclude<LinkProvider, "hubspot">, token));
  const refresh = refreshLink(userId, provider, options.rejected, refresher).finally(() => refreshes.delete(key));
  refreshes.set(key, refresh);
  return refresh;
}

/**
 * Refreshes the link's access token. Why no row lock: a lock would have to be held across the call
 * to the provider, and a transaction that long blocks every other query of the app on PGlite (one
 * connection) and pins a pool connection on PostgreSQL for as long as Google takes to answer.
 * Instead, every write is a compare-and-set on the sealed tokens this refresh started from (each
 * seal has its own IV, so unchanged ciphertext = unchanged tokens): in one process the map above
 * lets only one refresh run; across app servers two may run, and then the later writer finds the
 * row changed and leaves it alone, so a refresh token is never overwritten by an older one nor
 * cleared after the link was refreshed or linked again elsewhere. (Google keeps a refresh token
 * valid when it is used twice, so both servers' access tokens work.)
 */
async function refreshLink(
  userId: string,
  provider: LinkProvider,
  rejected: string | undefined,
  refresher: (refreshToken: string) => Promise<RefreshedTokens>,
): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await q.findAccountOfUser(userId, provider);
    if (!row) throw new LinkNeedsConsentError(provider);
    // Refreshed or relinked since the caller looked: that token will do.
    const token = usableToken(row, rejected);
    if (token) return token;
    const expected = { accessTokenEnc: row.accessTokenEnc, refreshTokenEnc: row.refreshTokenEnc };
    if (!row.refreshTokenEnc) {
      // An expired or rejected token and nothing to refresh it with: only new consent helps.
      if (row.accessTokenEnc && !(await q.clearTokensIfUnchanged(row.id, expected))) continue;
      throw new LinkNeedsConsentError(provider);
    }
    let fresh: RefreshedTokens;
    try {
      fresh = await refresher(open(row.refreshTokenEnc));
    } catch (error) {
      if (!(error instanceof GrantRevokedError)) throw error;
      if (await q.clearTokensIfUnchanged(row.id, expected)) throw new LinkNeedsConsentError(provider, { cause: error });
      continue; // the link changed while we asked (relinked, or refreshed by another server): look again
    }
    // Losing the compare-and-set means another server stored its own refresh meanwhile: its tokens
    // stay, and ours is valid all the same for this caller.
    await q.replaceTokensIfUnchanged(row.id, expected, {
      accessTokenEnc: seal(fresh.accessToken),
      refreshTokenEnc: fresh.refreshToken ? seal(fresh.refreshToken) : null,
      expiresAt: fresh.expiresAt,
      scope: fresh.scope,
    });
    return fresh.accessToken;
  }
  throw new Error(`The ${provider} link kept changing during the token refresh`);
}
