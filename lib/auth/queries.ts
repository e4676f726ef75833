import "server-only";
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { authTokens, oauthAccounts, sessions, userDevices, users, type NewUser, type User } from "@/lib/db/schema";
import { escapeLike } from "@/lib/db/like";

// The auth domain's only Drizzle access.

export async function findUserByEmail(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function findUserById(id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function insertUser(values: NewUser, tx: DbOrTx = db) {
  const [user] = await tx
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user; // undefined when the e-mail is taken
}

export async function insertSession(values: typeof sessions.$inferInsert) {
  const [session] = await db.insert(sessions).values(values).returning();
  return session!;
}

/** The session and its user, in one round trip. */
export async function findSessionWithUser(sessionId: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

/** Whether any session of the user (web or extension) was seen since `since`. */
export async function seenSince(userId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gte(sessions.lastSeenAt, since)))
    .limit(1);
  return Boolean(row);
}

export async function touchSession(sessionId: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (password reset, deactivation), optionally sparing one. */
export async function revokeUserSessions(userId: string, reason: string, exceptSessionId?: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Once: a second close keeps the first time. */
export async function markWelcomed(id: string) {
  await db.update(users).set({ welcomedAt: new Date() }).where(and(eq(users.id, id), isNull(users.welcomedAt)));
}

export async function updateUser(id: string, values: Partial<User>) {
  const [user] = await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return user;
}

/**
 * Records `step` as the user's newest accepted TOTP time-step, only if it is newer than the one
 * stored. One conditional update: of two concurrent submissions of the same code, only one sees
 * its row come back, so an authenticator code is accepted once.
 */
export async function claimTotpStep(userId: string, step: number) {
  const [row] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return Boolean(row);
}

/** Spends one recovery code: removes its hash in a single conditional update (one winner). */
export async function spendRecoveryHash(userId: string, hash: string) {
  const [row] = await db
    .update(users)
    .set({ totpRecoveryHashes: sql`${users.totpRecoveryHashes} - ${hash}::text` })
    .where(and(eq(users.id, userId), sql`${users.totpRecoveryHashes} ? ${hash}::text`))
    .returning({ id: users.id });
  return Boolean(row);
}

type TokenPurpose = (typeof authTokens.$inferInsert)["purpose"];

export async function insertAuthToken(values: typeof authTokens.$inferInsert) {
  const [row] = await db.insert(authTokens).values(values).returning();
  return row!;
}

/** Ends the user's earlier unused secrets of one purpose (a new link replaces the old one). */
export async function retireAuthTokens(userId: string, purpose: TokenPurpose) {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** A live (unused, unexpired) secret by its hash. */
export async function findLiveAuthToken(tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Marks a secret used. Atomic: of two concurrent uses only one sees a row come back, so a link
 * or code can never be spent twice.
 */
export async function consumeAuthToken(id: string) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
    .returning();
  return row;
}

/**
 * Claims one attempt on a live challenge, atomically: `attempts < max` is the update's own
 * condition, so parallel requests cannot all read the same count. Null when none is left.
 */
export async function claimCodeAttempt(id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(and(eq(authTokens.id, id), lt(authTokens.attempts, max), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
    .returning({ attempts: authTokens.attempts });
  return row ? row.attempts : null;
}

/** Ends a challenge (its last attempt was used up). */
export async function spendAuthToken(id: string) {
  await db.update(authTokens).set({ usedAt: new Date() }).where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)));
}

/** Counts a wrong code; at `max` attempts the challenge is spent. Returns the new count. */
export async function countWrongAttempt(id: string, max: number) {
  const [row] = await db
    .update(authTokens)
    .set({
      attempts: sql`${authTokens.attempts} + 1`,
      usedAt: sql`case when ${authTokens.attempts} + 1 >= ${max} then now() else ${authTokens.usedAt} end`,
    })
    .where(eq(authTokens.id, id))
    .returning({ attempts: authTokens.attempts });
  return row?.attempts ?? max;
}

export async function countUserDevices(userId: string) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(userDevices).where(eq(userDevices.userId, userId));
  return row?.n ?? 0;
}

export async function hasUserDevice(userId: string, deviceId: string) {
  const [row] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)))
    .limit(1);
  return Boolean(row);
}

export async function rememberUserDevice(userId: string, deviceId: string) {
  await db.insert(userDevices).values({ userId, deviceId }).onConflictDoNothing();
}

export async function findOauthAccount(provider: (typeof oauthAccounts.$inferInsert)["provider"], subject: string) {
  const [row] = await db
    .select({ account: oauthAccounts, user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row;
}

export async function linkOauthAccount(values: typeof oauthAccounts.$inferInsert) {
  await db
    .insert(oauthAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [oauthAccounts.provider, oauthAccounts.subject],
      set: { email: values.email, scope: values.scope, updatedAt: new Date() },
    });
}

// ---- Superadmin reads and writes (called through lib/auth/admin.ts by lib/admin) ----


/** The distinct e-mail domains of every account, alphabetical. */
export async function selectEmailDomains(): Promise<string[]> {
  const domain = sql<string>`split_part(${users.email}, '@', 2)`;
  const rows = await db.selectDistinct({ domain }).from(users).orderBy(domain);
  return rows.map((r) => r.domain).filter(Boolean);
}

/** One page of accounts; `domain` is the part after '@', `search` matches name or e-mail. */
export async function selectUserPage(input: { domain?: string; search?: string; skip: number; limit: number }) {
  const where = and(
    input.domain ? sql`split_part(${users.email}, '@', 2) = ${input.domain.toLowerCase()}` : undefined,
    input.search
      ? or(ilike(users.name, `%${escapeLike(input.search)}%`), ilike(users.email, `%${escapeLike(input.search)}%`))
      : undefined,
  );
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, isAdminApproved: users.isAdminApproved, isActive: users.isActive })
    .from(users)
    .where(where)
    // Accounts waiting for approval first: that is what the page is for.
    .orderBy(asc(users.isAdminApproved), asc(users.email))
    .offset(input.skip)
    .limit(input.limit);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** Sets approval and activity of the given accounts; returns the ids that exist. */
export async function setUsersApproval(ids: string[], active: boolean) {
  if (!ids.length) return [];
  const rows = await db
    .update(users)
    .set({ isAdminApproved: active, isActive: active, updatedAt: new Date() })
    .where(inArray(users.id, ids))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** The live (not revoked, not expired) sessions of a user, newest first. */
export async function selectLiveSessions(userId: string) {
  return db
    .select({
      id: sessions.id,
      deviceId: sessions.deviceId,
      deviceType: sessions.deviceType,
      browserType: sessions.browserType,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
}

/** Ends the user's live sessions on the given devices. */
export async function revokeDeviceSessions(userId: string, deviceIds: string[], reason: string) {
  if (!deviceIds.length) return 0;
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), inArray(sessions.deviceId, deviceIds), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Deletes password accounts that never verified their e-mail within `ttlMs` (cascades to tokens). */
export async function deleteExpiredUnverifiedUsers(ttlMs: number): Promise<number> {
  const rows = await db
    .delete(users)
    .where(and(isNull(users.emailVerifiedAt), lt(users.createdAt, new Date(Date.now() - ttlMs))))
    .returning({ id: users.id });
  return rows.length;
}

export async function findAccountsBrief(ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
}

// ---------------------------------------------------------------- the member's own node (own-node.ts)

export async function findUserForNode(tx: DbOrTx = db, userId: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, personId: users.personId, linkedinUrl: users.linkedinUrl, picture: users.picture })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findUserIdByPerson(tx: DbOrTx = db, personId: string): Promise<string | undefined> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.personId, personId));
  return row?.id;
}

export async function findUserIdsWithoutNode(limit: number): Promise<string[]> {
  const list = await db.select({ id: users.id }).from(users).where(isNull(users.personId)).limit(limit);
  return list.map((r) => r.id);
}

/** Links the member to a node if they have none yet; false when another request linked one first. */
export async function linkNodeIfUnset(tx: DbOrTx = db, userId: string, personId: string): Promise<boolean> {
  const list = await tx.update(users).set({ personId }).where(and(eq(users.id, userId), isNull(users.personId))).returning({ id: users.id });
  return list.length > 0;
}

export async function setLinkedinProfile(tx: DbOrTx, userId: string, values: { personId: string; linkedinUrl: string; entityUrn: string }) {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

// ---------------------------------------------------------------- writes other rooms ask for (user-links.ts)

export async function setFirstGmailLogin(userId: string, value: boolean) {
  await db.update(users).set({ isFirstGmailLogin: value }).where(eq(users.id, userId));
}

export async function setHubspotConnected(userId: string, value: boolean) {
  await db.update(users).set({ isHubspotConnected: value }).where(eq(users.id, userId));
}

export async function setOnboardingFlags(userId: string, values: { isCompletedOnboarding?: boolean; isTutorialCompleted?: boolean }) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

// ---- account deletion (issue 31, decision 018) ----

/** The superadmins, their rows locked: two deletions racing cannot both pass the last-superadmin check. */
export async function countSuperadmins(tx: DbOrTx = db): Promise<number> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, "superadmin")).for("update");
  return rows.length;
}

/** Deletes the account row: its sessions, devices, tokens and linked sign-ins go with it (cascade). */
export async function deleteUserRow(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** The account row, locked until the transaction ends (two deletions of the last superadmins race). */
export async function lockUser(tx: DbOrTx, userId: string): Promise<User | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
  return user;
}
