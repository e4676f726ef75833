import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db";
import { oauthAccounts } from "@/lib/db/schema";
import type { ProviderName } from "./providers";

// The oauth domain's Drizzle access to linked accounts (`oauth_accounts`) for the account links
// other domains use (Gmail/Calendar). Sign-in's own lookups live with lib/auth.

export async function findAccountOfUser(userId: string, provider: ProviderName) {
  const [row] = await db.select().from(oauthAccounts).where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)));
  return row;
}

export async function findAccountBySubject(provider: ProviderName, subject: string) {
  const [row] = await db.select().from(oauthAccounts).where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)));
  return row;
}

/**
 * Inserts or refreshes the link; a missing refresh token keeps the stored one (Google sends it once).
 * An identity linked to another member is left untouched (the caller refuses that case first).
 */
export async function upsertAccount(values: {
  userId: string;
  provider: ProviderName;
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
