import "server-only";
import { and, asc, count, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/lib/db";
import { collaborators, invites, sharingSettings, users } from "@/lib/db/schema";

// The collaborators domain's only Drizzle access.

export type InviteRow = typeof invites.$inferSelect;
export type CollaboratorRow = typeof collaborators.$inferSelect;

export async function findUserByEmail(email: string) {
  const [row] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.email, email));
  return row;
}

export async function findUserBrief(id: string) {
  const [row] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, id));
  return row;
}

export async function findPendingInvite(inviterId: string, email: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select()
    .from(invites)
    .where(and(eq(invites.inviterId, inviterId), eq(invites.email, email), eq(invites.status, "pending")));
  return row;
}

/** Deletes every invitation addressed to `email` (lower case), or accepted by `acceptedBy`, whatever its state. */
export async function deleteInvitesTo(tx: DbOrTx, to: { email: string; acceptedBy?: string }) {
  await tx.delete(invites).where(to.acceptedBy ? or(eq(invites.email, to.email), eq(invites.acceptedBy, to.acceptedBy)) : eq(invites.email, to.email));
}

export async function insertInvite(values: { inviterId: string; email: string; codeHash: string; expiresAt: Date }) {
  const [row] = await db.insert(invites).values(values).onConflictDoNothing().returning();
  return row;
}

/** Re-issues an expired pending invite with a fresh code (the old code stops working). */
export async function renewInvite(id: string, codeHash: string, expiresAt: Date) {
  const [row] = await db
    .update(invites)
    .set({ codeHash, expiresAt, createdAt: new Date() })
    .where(and(eq(invites.id, id), eq(invites.status, "pending")))
    .returning();
  return row;
}

export async function findInviteByCodeHash(codeHash: string) {
  const [row] = await db.select().from(invites).where(eq(invites.codeHash, codeHash));
  return row;
}

export async function findInviteById(id: string) {
  const [row] = await db.select().from(invites).where(eq(invites.id, id));
  return row;
}

/** Moves a pending invite on; answers undefined when someone else already did (single use). */
export async function closeInvite(
  id: string,
  status: "accepted" | "declined" | "revoked",
  acceptedBy: string | null,
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .update(invites)
    .set({ status, acceptedBy, acceptedAt: status === "accepted" ? new Date() : null })
    .where(and(eq(invites.id, id), eq(invites.status, "pending")))
    .returning();
  return row;
}

export async function insertCollaborator(values: { inviterId: string; inviteeId: string; inviteId: string }, tx: DbOrTx = db) {
  const [row] = await tx.insert(collaborators).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findCollaborationById(id: string) {
  const [row] = await db.select().from(collaborators).where(eq(collaborators.id, id));
  return row;
}

export async function deleteCollaboration(id: string, inviterId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .delete(collaborators)
    .where(and(eq(collaborators.id, id), eq(collaborators.inviterId, inviterId)))
    .returning();
  return row;
}

function eitherSide(userId: string) {
  return or(eq(collaborators.inviterId, userId), eq(collaborators.inviteeId, userId));
}

/** The ids of the user's collaborators, whichever side sent the invitation. */
export async function teamMemberIds(userId: string): Promise<string[]> {
  const rows = await db
    .select({
      other: sql<string>`case when ${collaborators.inviterId} = ${userId} then ${collaborators.inviteeId} else ${collaborators.inviterId} end`,
    })
    .from(collaborators)
    .where(eitherSide(userId));
  return [...new Set(rows.map((r) => r.other))];
}

/** The member's collaborators with what each shares (no settings row: the defaults), in one read. */
export async function teamMembersWithSharing(userId: string) {
  const other = sql<string>`case when ${collaborators.inviterId} = ${userId} then ${collaborators.inviteeId} else ${collaborators.inviterId} end`;
  return db
    .select({ other, paused: sql<boolean>`coalesce(${sharingSettings.paused}, false)`, shareTags: sql<boolean>`coalesce(${sharingSettings.shareTags}, false)` })
    .from(collaborators)
    .leftJoin(sharingSettings, eq(sharingSettings.userId, other))
    .where(eitherSide(userId));
}

export async function collaborationBetween(a: string, b: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select()
    .from(collaborators)
    .where(
      or(
        and(eq(collaborators.inviterId, a), eq(collaborators.inviteeId, b)),
        and(eq(collaborators.inviterId, b), eq(collaborators.inviteeId, a)),
      ),
    )
    .limit(1);
  return row;
}

export async function listCollaborations(userId: string) {
  return db.select().from(collaborators).where(eitherSide(userId)).orderBy(asc(collaborators.createdAt));
}

/** Users as their accounts describe them (name, picture, urn) for the member list. */
export async function usersWithPerson(ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, email: users.email, name: users.name, picture: users.picture, entityUrn: users.entityUrn })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function listSentPending(inviterId: string) {
  return db
    .select()
    .from(invites)
    .where(and(eq(invites.inviterId, inviterId), eq(invites.status, "pending")))
    .orderBy(desc(invites.createdAt));
}

/** Live invitations addressed to an e-mail address, with who sent them. */
export async function listReceivedPending(email: string, now: Date) {
  return db
    .select({ invite: invites, inviterName: users.name, inviterEmail: users.email })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviterId))
    .where(and(eq(invites.email, email), eq(invites.status, "pending"), gt(invites.expiresAt, now)))
    .orderBy(desc(invites.createdAt));
}

export async function countInvitesSince(inviterId: string, since: Date) {
  const [row] = await db.select({ n: count() }).from(invites).where(and(eq(invites.inviterId, inviterId), gt(invites.createdAt, since)));
  return row?.n ?? 0;
}

// ---- What each member shares (issue 31) ---------------------------------------------------------

export async function findSharing(userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: sharingSettings.userId, paused: sharingSettings.paused, shareTags: sharingSettings.shareTags })
    .from(sharingSettings)
    .where(inArray(sharingSettings.userId, userIds));
}

export async function upsertSharing(userId: string, values: { paused: boolean; shareTags: boolean }, tx: DbOrTx = db) {
  await tx
    .insert(sharingSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: sharingSettings.userId, set: { ...values, updatedAt: new Date() } });
}
