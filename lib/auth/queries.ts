import "server-only";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { sessions, users, type NewUser } from "@/lib/db/schema";

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
