import "server-only";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { db } from "@/lib/db";
import { oauthAccounts } from "@/lib/db/schema";
import type { LinkProvider } from "./providers";

// The oauth domain's Drizzle access to linked accounts (`oauth_accounts`) for the account links
// other domains use (Gmail/Calendar). Sign-in's own lookups live with lib/auth.

export async function findAccountOfUser(userId: string, provider: LinkProvider) {
  const [row] = await db.select().from(oauthAccounts).where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)));
  return row;
}

export async function findAccountBySubject(provider: LinkProvider, subject: string) {
  const [row] = await db.select().from(oauthAccounts).where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)));
  return row;
}

/**
 * Inserts or refreshes the link; a missing refresh token keeps the stored one (Google sends it once).
 * An identity linked to another member is left untouched (the caller refuses that case first).
 */
export async function upsertAccount(values: {
  userId: string;
  provider: LinkProvider;
  subject: string;
  email: string | null;
  scope: string | null;
  accessTokenEnc: string;
  refreshTokenEnc: string | null;
  expiresAt: Date | null;
}) {
  await db
    .insert(oauthAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [oauthAccounts.provider, oauthAccounts.subject],
      set: {
        email: values.email,
        scope: values.scope,
        accessTokenEnc: values.accessTokenEnc,
        refreshTokenEnc: sql`coalesce(${values.refreshTokenEnc}, ${oauthAccounts.refreshTokenEnc})`,
        expiresAt: values.expiresAt,
        updatedAt: new Date(),
      },
      setWhere: eq(oauthAccounts.userId, values.userId),
    });
}

type SealedTokens = { accessTokenEnc: string | null; refreshTokenEnc: string | null };

/** The row still holds exactly these sealed tokens (each seal has its own IV, so equal = unchanged). */
function stillHolds(expected: SealedTokens): SQL {
  const same = (column: typeof oauthAccounts.accessTokenEnc | typeof oauthAccounts.refreshTokenEnc, value: string | null) =>
    value === null ? isNull(column) : eq(column, value);
  return and(same(oauthAccounts.accessTokenEnc, expected.accessTokenEnc), same(oauthAccounts.refreshTokenEnc, expected.refreshTokenEnc))!;
}

/**
 * Compare-and-set of a refresh's outcome: writes only if the link still holds the tokens the refresh
 * started from (no relink, no other refresh in between). A null refresh token keeps the stored one.
 * Returns whether it wrote.
 */
export async function replaceTokensIfUnchanged(
  id: string,
  expected: SealedTokens,
  next: { accessTokenEnc: string; refreshTokenEnc: string | null; expiresAt: Date | null; scope: string | null },
): Promise<boolean> {
  const rows = await db
    .update(oauthAccounts)
    .set({
      accessTokenEnc: next.accessTokenEnc,
      refreshTokenEnc: sql`coalesce(${next.refreshTokenEnc}, ${oauthAccounts.refreshTokenEnc})`,
      expiresAt: next.expiresAt,
      scope: sql`coalesce(${next.scope}, ${oauthAccounts.scope})`,
      updatedAt: new Date(),
    })
    .where(and(eq(oauthAccounts.id, id), stillHolds(expected)))
    .returning({ id: oauthAccounts.id });
  return rows.length > 0;
}

/** Empties the link's tokens (it needs the member's consent again), if they are still these. */
export async function clearTokensIfUnchanged(id: string, expected: SealedTokens): Promise<boolean> {
  const rows = await db
    .update(oauthAccounts)
    .set({ accessTokenEnc: null, refreshTokenEnc: null, expiresAt: null, updatedAt: new Date() })
    .where(and(eq(oauthAccounts.id, id), stillHolds(expected)))
    .returning({ id: oauthAccounts.id });
  return rows.length > 0;
}

/** Unlinks the member from the provider (the sealed tokens go with the row). */
export async function deleteAccountOfUser(userId: string, provider: LinkProvider) {
  await db.delete(oauthAccounts).where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)));
}
