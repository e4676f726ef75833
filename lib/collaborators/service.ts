import "server-only";
import { ApiError } from "@/lib/api/errors";
import { forgetAnsweredInvite } from "@/lib/auth/user-links";
import type { DbOrTx } from "@/lib/db";
import { transaction } from "@/lib/db/transaction";
import type { User } from "@/lib/db/schema";
import { collaborationEnded, emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { log } from "@/lib/log";
import { normaliseEmail } from "@/lib/people/keys";
import { hashInviteCode, INVITE_TTL_MS, INVITES_PER_DAY, inviteWindowStart, isUuid, newInviteCode } from "./invite-code";
import { sendInviteMail } from "./mails";
import * as q from "./queries";
import type { CollaboratorLists, CollaboratorMember, InviteDetails, PendingInvite } from "./schema";

// Invitations and the team they build (spec 000 §4, §6; DESIGN §5). Permission errors answer 400
// or 404, never 403: the client treats any 403 as a dead session and signs the user out.

type Caller = Pick<User, "id" | "email" | "name">;

export const INVITE_ERRORS = {
  self: "You cannot invite yourself.",
  alreadyCollaborator: "This user is already your collaborator.",
  alreadyPending: "An invite is already pending for this email address.",
  invitedYou: "This user has already invited you. Accept their invite under Yet to Accept.",
  mailFailed: "We could not send the invite email. Please try again.",
  tooMany: `You can send up to ${INVITES_PER_DAY} invites a day. Please try again tomorrow.`,
  invalid: "This invite is invalid or has expired.",
  used: "This invite has already been used.",
  closed: "This invite is no longer valid.",
  expired: "This invite has expired.",
  ownInvite: "You cannot accept your own invite.",
  mismatch: "Email Mismatch: this invite was sent to a different email address.",
  notInviter: "Only the inviter can revoke this collaboration.",
  notFound: "Invite not found.",
} as const;

// ---- Team (read by the path engine and the other domains) ----------------------------------------

/** The user's collaborators, whichever side sent the invitation. */
export function listTeamMemberIds(userId: string): Promise<string[]> {
  return q.teamMemberIds(userId);
}

/**
 * The invitations that name a person whose data is erased (DESIGN §13): a deleted member (their
 * address, and any invitation they accepted) or a person erased by e-mail. Pending, answered or
 * revoked, each holds the address; the inviters can invite again.
 */
export function forgetInvitationsTo(tx: DbOrTx, to: { email: string; userId?: string }): Promise<void> {
  return q.deleteInvitesTo(tx, { email: normaliseEmail(to.email), acceptedBy: to.userId });
}

export async function areCollaborators(a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  return Boolean(await q.collaborationBetween(a, b));
}

// ---- Invite --------------------------------------------------------------------------------------

export async function inviteCollaborator(inviter: Caller, rawEmail: string): Promise<PendingInvite> {
  const email = rawEmail.trim().toLowerCase();
  if (email === inviter.email.toLowerCase()) throw ApiError.badRequest(INVITE_ERRORS.self, { email: [INVITE_ERRORS.self] });

  const existing = await q.findUserByEmail(email);
  if (existing) {
    if (await q.collaborationBetween(inviter.id, existing.id)) throw ApiError.conflict(INVITE_ERRORS.alreadyCollaborator);
    const theirs = await q.findPendingInvite(existing.id, inviter.email.toLowerCase());
    if (theirs && theirs.expiresAt > new Date()) throw ApiError.conflict(INVITE_ERRORS.invitedYou);
  }

  const now = new Date();
  if ((await q.countInvitesSince(inviter.id, inviteWindowStart(now))) >= INVITES_PER_DAY) {
    throw ApiError.tooManyRequests(60 * 60, INVITE_ERRORS.tooMany);
  }

  const code = newInviteCode();
  const codeHash = hashInviteCode(code);
  const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
  const pending = await q.findPendingInvite(inviter.id, email);
  let invite: q.InviteRow | undefined;
  if (pending) {
    if (pending.expiresAt > new Date()) throw ApiError.conflict(INVITE_ERRORS.alreadyPending);
    invite = await q.renewInvite(pending.id, codeHash, expiresAt);
  } else {
    invite = await q.insertInvite({ inviterId: inviter.id, email, codeHash, expiresAt });
  }
  // Undefined only when a concurrent request created or closed the same invite first.
  if (!invite) throw ApiError.conflict(INVITE_ERRORS.alreadyPending);

  try {
    await sendInviteMail({ to: email, inviterName: inviter.name, inviterEmail: inviter.email, code });
  } catch (error) {
    // An invite nobody received must not block a retry as "already pending".
    await q.closeInvite(invite.id, "revoked", null);
    log.error("collaborators.invite_mail_failed", { inviteId: invite.id, error: error instanceof Error ? error.message : String(error) });
    throw new ApiError(502, "internal", INVITE_ERRORS.mailFailed);
  }
  log.info("collaborators.invited", { inviterId: inviter.id, inviteId: invite.id });
  return toPendingInvite(invite);
}

function toPendingInvite(invite: q.InviteRow): PendingInvite {
  return {
    id: invite.id,
    email: invite.email,
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
    is_expired: invite.expiresAt <= new Date(),
  };
}

// ---- Lists ---------------------------------------------------------------------------------------

export async function listCollaborators(user: Caller): Promise<CollaboratorLists> {
  const now = new Date();
  const [sent, received, links] = await Promise.all([
    q.listSentPending(user.id),
    q.listReceivedPending(user.email.toLowerCase(), now),
    q.listCollaborations(user.id),
  ]);
  const otherIds = links.map((l) => (l.inviterId === user.id ? l.inviteeId : l.inviterId));
  const others = new Map((await q.usersWithPerson(otherIds)).map((u) => [u.id, u]));

  const collaborator: CollaboratorMember[] = [];
  for (const link of links) {
    const other = others.get(link.inviterId === user.id ? link.inviteeId : link.inviterId);
    if (!other) continue;
    collaborator.push({
      id: link.id,
      invite_code_id: { email: other.email },
      collaborator: {
        id: other.id,
        name: other.name,
        email: other.email,
        linkedin_user: [
          {
            full_name: other.name,
            profile: other.picture,
            entity_urn: other.entityUrn,
          },
        ],
      },
      is_inviter: link.inviterId === user.id,
      created_at: link.createdAt.toISOString(),
    });
  }

  return {
    // Expired invites stay listed (with their expiry) so the inviter can revoke or re-send them.
    data: sent.map(toPendingInvite),
    collaborator,
    to_accept: received.map(({ invite, inviterName, inviterEmail }) => ({
      id: invite.id,
      // The code itself is only ever in the e-mail; the invitee opens the invite by its id instead.
      invite_code: invite.id,
      created_at: invite.createdAt.toISOString(),
      user: { name: inviterName, email: inviterEmail },
    })),
  };
}

// ---- The invite page -----------------------------------------------------------------------------

/** A live invite by its code; by its id only for the invitee it was sent to. */
async function resolveInvite(inviteId: string, viewer?: Caller | null): Promise<q.InviteRow> {
  let invite = await q.findInviteByCodeHash(hashInviteCode(inviteId));
  if (!invite && viewer && isUuid(inviteId)) {
    const byId = await q.findInviteById(inviteId);
    if (byId && byId.email === viewer.email.toLowerCase()) invite = byId;
  }
  if (!invite) throw ApiError.notFound(INVITE_ERRORS.invalid);
  if (invite.status === "accepted") throw ApiError.notFound(INVITE_ERRORS.used);
  if (invite.status !== "pending") throw ApiError.notFound(INVITE_ERRORS.closed);
  if (invite.expiresAt <= new Date()) throw ApiError.notFound(INVITE_ERRORS.expired);
  return invite;
}

export async function getInviteDetails(inviteId: string, viewer?: Caller | null): Promise<InviteDetails> {
  const invite = await resolveInvite(inviteId, viewer);
  const inviter = await q.findUserBrief(invite.inviterId);
  if (!inviter) throw ApiError.notFound(INVITE_ERRORS.invalid);
  return {
    email: invite.email,
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
    user: { name: inviter.name, email: inviter.email },
  };
}

async function inviteForInvitee(user: Caller, inviteId: string) {
  const invite = await resolveInvite(inviteId, user);
  if (invite.inviterId === user.id) throw ApiError.badRequest(INVITE_ERRORS.ownInvite);
  if (invite.email !== user.email.toLowerCase()) throw ApiError.badRequest(INVITE_ERRORS.mismatch);
  return invite;
}

export async function acceptInvite(user: Caller, inviteId: string) {
  const invite = await inviteForInvitee(user, inviteId);
  const link = await transaction(async (tx) => {
    // The conditional update is the single-use guarantee: of two concurrent accepts, one wins.
    const closed = await q.closeInvite(invite.id, "accepted", user.id, tx);
    if (!closed) throw ApiError.notFound(INVITE_ERRORS.used);
    const existing = await q.collaborationBetween(invite.inviterId, user.id, tx);
    const created = existing ?? (await q.insertCollaborator({ inviterId: invite.inviterId, inviteeId: user.id, inviteId: invite.id }, tx));
    // Both members' teams changed: their cached figures follow, queued with the change itself.
    for (const memberId of [invite.inviterId, user.id]) await emit(teamNetworkChanged, { memberId }, tx);
    return created;
  });
  log.info("collaborators.accepted", { inviteId: invite.id, inviterId: invite.inviterId, inviteeId: user.id });
  await forgetAnsweredInvite(user.id, inviteId);
  return { id: link?.id ?? null, inviter_id: invite.inviterId };
}

export async function declineInvite(user: Caller, inviteId: string) {
  const invite = await inviteForInvitee(user, inviteId);
  if (!(await q.closeInvite(invite.id, "declined", null))) throw ApiError.notFound(INVITE_ERRORS.used);
  log.info("collaborators.declined", { inviteId: invite.id, inviteeId: user.id });
  await forgetAnsweredInvite(user.id, inviteId);
}

// ---- Revoke --------------------------------------------------------------------------------------

/**
 * Revokes a pending invite or ends a collaboration; only the inviter may. Paths read the
 * collaborators table live, so the pooled edges leave both members' paths at once; the cached
 * counts are recomputed in the background.
 */
export async function revokeCollaboration(user: Caller, id: string): Promise<{ kind: "invite" | "collaborator" }> {
  const link = await q.findCollaborationById(id);
  if (link && (link.inviterId === user.id || link.inviteeId === user.id)) {
    if (link.inviterId !== user.id) throw ApiError.badRequest(INVITE_ERRORS.notInviter);
    await endCollaboration(link.id, user.id, link.inviteeId);
    return { kind: "collaborator" };
  }

  const invite = await q.findInviteById(id);
  if (!invite || invite.inviterId !== user.id) throw ApiError.notFound(INVITE_ERRORS.notFound);
  if (invite.status === "pending") {
    await q.closeInvite(invite.id, "revoked", null);
    log.info("collaborators.invite_revoked", { inviteId: invite.id, inviterId: user.id });
    return { kind: "invite" };
  }
  // Accepted while the inviter was looking at it as pending: revoking it ends the collaboration.
  if (invite.status === "accepted" && invite.acceptedBy) {
    const accepted = await q.collaborationBetween(user.id, invite.acceptedBy);
    if (accepted && accepted.inviterId === user.id) {
      await endCollaboration(accepted.id, user.id, accepted.inviteeId);
      return { kind: "collaborator" };
    }
  }
  throw ApiError.notFound(INVITE_ERRORS.notFound);
}

async function endCollaboration(linkId: string, inviterId: string, inviteeId: string) {
  await transaction(async (tx) => {
    if (!(await q.deleteCollaboration(linkId, inviterId, tx))) throw ApiError.notFound(INVITE_ERRORS.notFound);
    // Their paths through each other are gone at once (paths read the team live); what rode on them
    // (open intro requests, DESIGN §5, §12) and both teams' cached figures follow, queued with the
    // change itself so that neither can be lost.
    await emit(collaborationEnded, { a: inviterId, b: inviteeId, byUserId: inviterId }, tx);
    for (const memberId of [inviterId, inviteeId]) await emit(teamNetworkChanged, { memberId }, tx);
  });
  log.info("collaborators.revoked", { collaborationId: linkId, inviterId, inviteeId });
}
