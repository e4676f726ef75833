import "server-only";
import { open, seal } from "@/lib/auth/secret-box";
import type { ProviderIdentity } from "./flow";
import type { ProviderName } from "./providers";
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
};

/** The member's link with the provider, with its access token opened. */
export async function findLinkedAccount(userId: string, provider: ProviderName): Promise<LinkedAccount | null> {
  const row = await q.findAccountOfUser(userId, provider);
  if (!row) return null;
  return { userId: row.userId, subject: row.subject, email: row.email, scope: row.scope, accessToken: row.accessTokenEnc ? open(row.accessTokenEnc) : null, expiresAt: row.expiresAt };
}

/** Which member this provider identity is linked to, if any (accounts are linked by subject). */
export async function linkedAccountOwner(provider: ProviderName, subject: string): Promise<string | null> {
  return (await q.findAccountBySubject(provider, subject))?.userId ?? null;
}

/** Keeps the tokens of a verified identity for the member (sealed). */
export async function saveLinkedAccount(userId: string, provider: ProviderName, identity: Pick<ProviderIdentity, "subject" | "email" | "scope" | "accessToken" | "refreshToken" | "expiresAt">) {
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
