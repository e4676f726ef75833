import "server-only";
import { ApiError } from "@/lib/api/errors";
import { log } from "@/lib/log";
import { check, consume, recordFailure } from "@/lib/rate-limit";
import type { User } from "@/lib/db/schema";
import { authConfig, isBlockedSignupDomain } from "./config";
import { enqueueJob } from "@/lib/jobs/service";
import { sendPasswordResetDoneMail, sendVerificationMail } from "./mails";
import { ACCOUNT_MAIL_JOB, issueLink, type AccountMailPayload } from "./mail-jobs";
import { hashSecret } from "./one-time";
import { hashPassword, verifyPassword } from "./password";
import * as q from "./queries";
import { registerWithPassword } from "./service";
import { grantWelcomeCredits } from "@/lib/credits/service";

/** How long an account may stay unverified (UNVERIFIED_ACCOUNT_TTL_HOURS, default 7 days). */
export function unverifiedTtlMs(): number {
  const h = Number(process.env.UNVERIFIED_ACCOUNT_TTL_HOURS);
  return (Number.isFinite(h) && h > 0 ? h : 7 * 24) * 60 * 60 * 1000;
}

// Sign-up, e-mail verification, password reset and change (spec 000 §2, §8; DESIGN §11).

/** Queues the mail whatever the address: the answer must not tell whether an account exists. */
async function queueAccountMail(payload: AccountMailPayload) {
  await enqueueJob({ kind: ACCOUNT_MAIL_JOB, payload, dedupeKey: null });
}

export async function signUp(
  input: { name: string; email: string; password: string; redirectUrl?: string; linkedinUrl?: string },
  ip: string | null,
) {
  await consume("signup_ip", ip);
  // Accounts never verified expire (issue 12 §10); sweeping here also frees their addresses.
  await q.deleteExpiredUnverifiedUsers(unverifiedTtlMs()).catch((e) => log.warn("auth.unverified_sweep_failed", { error: String(e) }));
  // Per address too (issue 12 §8): sign-up must not become a way to mail one inbox endlessly.
  await consume("signup_email", input.email.trim().toLowerCase());
  // HTTP 401 is the spec's signal for a refused domain (spec 000 §8).
  if (isBlockedSignupDomain(input.email)) throw ApiError.unauthorized("Registration with the domain email is not allowed");
  if (input.linkedinUrl && !/^https?:\/\/([a-z]+\.)?linkedin\.com\/in\/[^/?#\s]+\/?$/i.test(input.linkedinUrl)) {
    throw ApiError.badRequest("Invalid url: the LinkedIn profile URL is not valid");
  }
  const user = await registerWithPassword(input);
  if (!user) throw ApiError.conflict("The email you entered is already registered.");
  if (authConfig.requireAdminApproval) await q.updateUser(user.id, { isAdminApproved: false });
  await sendVerificationMail(user.email, user.name, await issueLink(user, "verify_email"));
  return user;
}

/** Sends a fresh verification link (same answer whether or not the account exists or is verified). */
export async function resendVerification(email: string, ip: string | null) {
  await consume("reset_ip", ip);
  await consume("reset_account", `verify:${email}`);
  await queueAccountMail({ email, purpose: "verify_email" });
}

export async function verifyEmail(token: string, ip: string | null) {
  await consume("verify_ip", ip);
  const row = await q.findLiveAuthToken(hashSecret(token), "verify_email");
  const used = row && (await q.consumeAuthToken(row.id));
  if (!used) throw ApiError.badRequest("Invalid or expired verification link. Please request a new one.");
  await q.updateUser(used.userId, { emailVerifiedAt: new Date() });
  // Credits come with a proved mailbox, not with a sign-up (issue 12 §10).
  await grantWelcomeCredits(used.userId);
  log.info("auth.email_verified", { userId: used.userId });
}

/** Mails a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(email: string, ip: string | null) {
  await consume("reset_ip", ip);
  await consume("reset_account", email);
  await queueAccountMail({ email, purpose: "reset_password" });
  log.info("auth.reset_requested", {});
}

/** Sets a new password from a reset link and ends every session of the user. */
export async function resetPassword(link: string, password: string, ip: string | null) {
  await consume("verify_ip", ip);
  const row = link ? await q.findLiveAuthToken(hashSecret(link), "reset_password") : undefined;
  const used = row && (await q.consumeAuthToken(row.id));
  if (!used) throw ApiError.badRequest("Link expired or invalid link");
  // Following the mailed link proves the mailbox, so an unverified account becomes verified too.
  const user = await q.findUserById(used.userId);
  await q.updateUser(used.userId, {
    passwordHash: await hashPassword(password),
    emailVerifiedAt: user?.emailVerifiedAt ?? new Date(),
  });
  const ended = await q.revokeUserSessions(used.userId, "password_reset");
  log.info("auth.password_reset", { userId: used.userId, endedSessions: ended });
  // The owner hears of it whatever happened (issue 12 §6); two-factor is left as it was: a reset
  // proves the mailbox, not the second factor.
  if (user) await sendPasswordResetDoneMail(user.email, user.name).catch(() => {});
}

/** Changes the password of a signed-in user and ends their other sessions. */
export async function changePassword(user: User, sessionId: string, oldPassword: string, newPassword: string) {
  await check("signin_account", user.email);
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    await recordFailure("signin_account", user.email);
    throw ApiError.badRequest("The old password you entered is incorrect.");
  }
  await q.updateUser(user.id, { passwordHash: await hashPassword(newPassword) });
  const ended = await q.revokeUserSessions(user.id, "password_change", sessionId);
  log.info("auth.password_changed", { userId: user.id, endedSessions: ended });
}

/** A superadmin's approval of an account waiting for it (REQUIRE_ADMIN_APPROVAL). */
export async function approveUser(userId: string) {
  const user = await q.updateUser(userId, { isAdminApproved: true });
  if (!user) throw ApiError.notFound("User not found");
  log.info("auth.user_approved", { userId });
  return user;
}
