import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { DbOrTx } from "@/lib/db/transaction";
import type { User } from "@/lib/db/schema";
import { verifyPassword } from "./password";
import type { AuthContext } from "./service";
import * as q from "./queries";

// Deleting an account (issue 31, decision 018): what lib/auth decides — who may, and the proof — and
// its own write, the account row. lib/privacy composes the whole erasure around it.

/** How recent a sign-in proves the member for an account without a password (OAuth only). */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export const DELETE_ACCOUNT_ERRORS = {
  email: "Type your account's e-mail address to confirm.",
  password: "Incorrect password.",
  passwordRequired: "Enter your password.",
  reauth: "Sign in again to confirm it is you: deleting an account needs a sign-in from the last 10 minutes.",
  onlySuperadmin: "You are the only superadmin: make another member superadmin before deleting this account.",
} as const;

/**
 * The member proves it is them: the account's e-mail typed, and the password — or, for an account
 * that signs in only through Google or LinkedIn, a sign-in of this session within the last 10 minutes
 * (the session row's creation time: a session is made only by a completed sign-in).
 */
export async function assertDeletionProof(auth: AuthContext, input: { email: string; password?: string }, now = new Date()): Promise<void> {
  const user = auth.user;
  if (input.email.trim().toLowerCase() !== user.email.toLowerCase()) throw ApiError.badRequest(DELETE_ACCOUNT_ERRORS.email, { email: [DELETE_ACCOUNT_ERRORS.email] });
  if (user.passwordHash) {
    if (!input.password) throw ApiError.badRequest(DELETE_ACCOUNT_ERRORS.passwordRequired, { password: [DELETE_ACCOUNT_ERRORS.passwordRequired] });
    if (!(await verifyPassword(user.passwordHash, input.password))) throw ApiError.badRequest(DELETE_ACCOUNT_ERRORS.password, { password: [DELETE_ACCOUNT_ERRORS.password] });
    return;
  }
  if (now.getTime() - auth.session.signedInAt.getTime() > FRESH_SIGN_IN_MS) {
    throw new ApiError(409, "conflict", DELETE_ACCOUNT_ERRORS.reauth, { detail: { reauth_required: true } });
  }
}

/**
 * Locks the account row for its deletion and refuses the last superadmin. Returns the account, or
 * throws 404 when it is already gone.
 */
export async function lockForDeletion(tx: DbOrTx, userId: string): Promise<User> {
  const user = await q.lockUser(tx, userId);
  if (!user) throw ApiError.notFound("User not found");
  if (user.role === "superadmin" && (await q.countSuperadmins(tx)) <= 1) throw ApiError.conflict(DELETE_ACCOUNT_ERRORS.onlySuperadmin);
  return user;
}

/** The account row goes; its sessions (so every signed-in device), devices, codes and sign-in links go with it. */
export function deleteAccountRow(tx: DbOrTx, userId: string) {
  return q.deleteUserRow(tx, userId);
}
