import "server-only";
import { deleteEventLogsOf } from "@/lib/activity-log/service";
import { assertDeletionProof, deleteAccountRow, lockForDeletion } from "@/lib/auth/deletion";
import type { AuthContext } from "@/lib/auth/service";
import { forgetInvitationsTo, listTeamMemberIds } from "@/lib/collaborators/service";
import { transaction } from "@/lib/db/transaction";
import { collaborationEnded, emit, teamNetworkChanged } from "@/lib/jobs/signals";
import { log } from "@/lib/log";
import { forgetFigures } from "@/lib/leads/service";
import { detachLeavingMember } from "@/lib/intros/service";
import { forgetPartyOfRequests } from "@/lib/notifications/service";
import { forgetStoredMaps } from "@/lib/paths/service";
import { detachPaymentsOf } from "@/lib/payments/service";
import { erasure } from "@/lib/people/service";

// Deleting an account (issue 31, DESIGN §13, decision 018). One transaction: the account row goes and
// with it, by the schema's cascades, everything the member supplied — sessions (every device is signed
// out at once), connections, facts, tags, co-occurrences, extended networks they uploaded, leads,
// lists, bookmarks, relation metrics, the intro requests they made, onboarding, notifications, jobs
// and exports — and their collaborations. Explicitly here: the event logs (their key would only be
// nulled), the invitations addressed to or accepted by them (an inviter's row holding their address),
// the intro requests they were asked (kept for the teammates who asked, their notes erased and their
// name replaced in the teammates' alerts), the payments and invoices (kept, detached, with the name
// and e-mail replaced), the persons left with nothing about them, and the signals that make every
// former teammate's figures follow at once.

export type DeletionResult = { user_id: string; payments_kept: number; persons_removed: number; teammates: number };

/** 'Delete account' from the account menu: the member proves it is them, then the account goes. */
export async function deleteOwnAccount(auth: AuthContext, input: { email: string; password?: string }): Promise<DeletionResult> {
  await assertDeletionProof(auth, input);
  return deleteAccount(auth.user.id);
}

/** Deletes an account and everything its member supplied (a superadmin's call audits around it). */
export async function deleteAccount(userId: string): Promise<DeletionResult> {
  // Read before the transaction (PGlite has one connection: a read beside an open transaction waits for it).
  const teammates = await listTeamMemberIds(userId);
  const result = await transaction(async (tx) => {
    // Refuses the last superadmin (their row and the other superadmins' locked until the end).
    const user = await lockForDeletion(tx, userId);
    const candidates = await erasure.personsOfMember(tx, userId);
    const paymentsKept = await detachPaymentsOf(tx, userId);
    await deleteEventLogsOf(tx, userId);
    // Invitations to them are the inviters' rows, but hold their address: they go too.
    await forgetInvitationsTo(tx, { email: user.email, userId });
    // The requests they were asked stay their teammates' (their name and notes gone); their own go.
    const requests = await detachLeavingMember(tx, userId, user.personId);
    await forgetPartyOfRequests(tx, { ...requests, name: user.name, replacement: "A former teammate" });
    await deleteAccountRow(tx, userId);
    const personsRemoved = await erasure.deleteOrphanPersons(tx, candidates);
    // The teammates' cached figures may name people known through the member: dropped now, written
    // again by the refresh the signals below queue.
    await forgetFigures(tx, { userIds: teammates, personIds: [] });
    await forgetStoredMaps(tx, { userIds: teammates, personIds: [] });
    // The collaborations are gone with the account; each former teammate's team changed. A signal's
    // job belongs to a living member (jobs.user_id), so each is the teammate's.
    for (const mate of teammates) {
      await emit(collaborationEnded, { a: userId, b: mate, byUserId: mate }, tx);
      await emit(teamNetworkChanged, { memberId: mate }, tx);
    }
    return { user_id: userId, payments_kept: paymentsKept, persons_removed: personsRemoved, teammates: teammates.length };
  });
  log.info("privacy.account_deleted", { userId, paymentsKept: result.payments_kept, personsRemoved: result.persons_removed, teammates: result.teammates });
  return result;
}
