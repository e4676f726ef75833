import "server-only";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { ApiError } from "@/lib/api/errors";
import { log } from "@/lib/log";
import type { User } from "@/lib/db/schema";
import { reserve } from "@/lib/rate-limit";
import { sendTwoFactorDisabledMail, sendTwoFactorEnabledMail } from "./mails";
import { formatRecoveryCode, looksLikeRecoveryCode, normalizeCode, RECOVERY_CODE_LENGTH } from "./code-text";
import { hashSecret, newDeviceCode } from "./one-time";
import { verifyPassword } from "./password";
import * as q from "./queries";
import { open, seal } from "@/lib/crypto/secret-box";

// Authenticator-app two-factor (TOTP, RFC 6238). The secret is sealed at rest: unlike a password it
// must be read back to compute codes.
const ISSUER = "Scuba";

export const TOTP_WRONG_CODE = "The code you entered is incorrect.";
export const TOTP_USED_CODE = "This code has already been used. Wait for the next code in your app.";
export const SUPERADMIN_ONLY = "Superadmin only";
export const SUPERADMIN_NEEDS_TWO_FACTOR =
  "Superadmin access requires two-factor authentication. Set up an authenticator app from the account menu, then try again.";

export function isTwoFactorEnabled(user: Pick<User, "totpEnabledAt" | "totpSecretEnc">): boolean {
  return Boolean(user.totpEnabledAt && user.totpSecretEnc);
}

export type TotpCheck = "ok" | "wrong" | "used";

/**
 * Accepts a code from the user's app once (RFC 6238 §5.2): it must match the secret — one 30 s
 * step of clock drift either way — and come from a time-step newer than the last one accepted.
 * The step is recorded by a conditional update, so of two concurrent submissions of one code only
 * one is "ok"; a code seen through a shoulder or a proxy is worth nothing once used.
 */
export async function acceptTotp(user: Pick<User, "id" | "totpSecretEnc">, code: string): Promise<TotpCheck> {
  if (!user.totpSecretEnc || !/^\d{6}$/.test(code)) return "wrong";
  const result = await verify({ secret: open(user.totpSecretEnc), token: code, epochTolerance: 30 }).catch(() => null);
  if (!result?.valid || !("timeStep" in result)) return "wrong";
  return (await q.claimTotpStep(user.id, result.timeStep)) ? "ok" : "used";
}

/**
 * Starts (or restarts) setup: a new secret, kept pending until a code from the app confirms it.
 * An enabled two-factor is not replaced by a new setup.
 */
export async function generateTwoFactorSecret(user: User) {
  if (isTwoFactorEnabled(user)) throw ApiError.conflict("Two-factor authentication is already enabled.");
  const secret = generateSecret();
  await q.updateUser(user.id, { totpSecretEnc: seal(secret), totpEnabledAt: null });
  const uri = generateURI({ issuer: ISSUER, label: user.email, secret });
  const qr = await QRCode.toDataURL(uri, { margin: 1, width: 220 });
  return { qr_code: qr, secret, otpauth_url: uri };
}

/**
 * Confirms the setup with a code from the app. The user's other sessions end: they were opened
 * without the second factor the account now requires, and a superadmin's would otherwise reach the
 * admin API without ever having shown it (the session that enabled it just did).
 */
export async function enableTwoFactor(user: User, code: string, sessionId: string, password = "") {
  if (isTwoFactorEnabled(user)) throw ApiError.conflict("Two-factor authentication is already enabled.");
  if (!user.totpSecretEnc) throw ApiError.badRequest("Start the setup first.");
  await assertCurrentPassword(user, password);
  const check = await acceptTotp(user, code);
  if (check === "used") throw ApiError.badRequest(TOTP_USED_CODE);
  if (check === "wrong") throw ApiError.badRequest("The code is not valid. Check your app and try again.");
  const recovery = newRecoveryCodes();
  await q.updateUser(user.id, { totpEnabledAt: new Date(), totpRecoveryHashes: recovery.map(recoveryHash) });
  const ended = await q.revokeUserSessions(user.id, "two_factor_enabled", sessionId);
  log.info("auth.2fa_enabled", { userId: user.id, endedSessions: ended });
  // Always, whatever the notifications toggle: a security change the owner must hear about.
  await sendTwoFactorEnabledMail(user.email, user.name).catch(() => {});
  return { recovery_codes: recovery };
}

/**
 * Turns two-factor off: the current password and a code (from the app, or a recovery code). A
 * superadmin cannot: the admin pages require it (DESIGN §11). The owner is always told.
 */
export async function disableTwoFactor(user: User, password: string, code: string) {
  if (!isTwoFactorEnabled(user)) throw ApiError.badRequest("Two-factor authentication is not enabled.");
  if (user.role === "superadmin") throw ApiError.forbidden("Superadmin accounts must keep two-factor authentication.");
  await assertCurrentPassword(user, password);
  const check = await acceptSecondFactor(user, code);
  if (check !== "ok") throw ApiError.badRequest(check === "used" ? TOTP_USED_CODE : TOTP_WRONG_CODE);
  await q.updateUser(user.id, { totpEnabledAt: null, totpSecretEnc: null, totpRecoveryHashes: [] });
  log.info("auth.2fa_disabled", { userId: user.id });
  await sendTwoFactorDisabledMail(user.email, user.name).catch(() => {});
}

/** The password check of the security changes, limited like sign-in (atomic count, §1). */
async function assertCurrentPassword(user: User, password: string) {
  // An account created through Google/LinkedIn has no password: its session is all it has.
  if (!user.passwordHash) return;
  const release = await reserve("signin_account", user.email);
  if (!(await verifyPassword(user.passwordHash, password))) throw ApiError.badRequest("The password you entered is incorrect.");
  await release();
}

// Recovery codes: 10 codes of 10 characters from the device-code alphabet, shown once, stored hashed.
const RECOVERY_COUNT = 10;
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_COUNT }, () =>
    formatRecoveryCode(`${newDeviceCode()}${newDeviceCode()}`.slice(0, RECOVERY_CODE_LENGTH)),
  );
}
export function recoveryHash(code: string): string {
  return hashSecret(`recovery:${normalizeCode(code)}`);
}

/** A code from the app, or else one of the recovery codes (spent on use). */
export async function acceptSecondFactor(user: Pick<User, "id" | "totpSecretEnc">, value: string): Promise<TotpCheck> {
  const v = value.trim();
  if (/^\d{6}$/.test(v)) return acceptTotp(user, v);
  if (!looksLikeRecoveryCode(v)) return "wrong";
  return (await q.spendRecoveryHash(user.id, recoveryHash(v))) ? "ok" : "wrong";
}

export async function setEmailNotifications(user: User, on: boolean) {
  await q.updateUser(user.id, { emailNotifications: on });
}

/** Superadmins must use two-factor (DESIGN §11): the client forces the setup until it is on. */
export function mustSetUpTwoFactor(user: Pick<User, "role" | "totpEnabledAt" | "totpSecretEnc">): boolean {
  return user.role === "superadmin" && !isTwoFactorEnabled(user);
}

/**
 * The server's superadmin gate for API calls (lib/handler): the role, and two-factor on —
 * the same rule that keeps the admin pages closed (lib/auth/current.ts). A session of a user with
 * two-factor on has shown the second factor: sign-in asks for it, and enabling it ends the others.
 */
export function assertSuperadmin(user: Pick<User, "id" | "role" | "totpEnabledAt" | "totpSecretEnc">) {
  if (user.role !== "superadmin") {
    log.info("auth.admin_denied", { reason: "role", userId: user.id });
    throw ApiError.forbidden(SUPERADMIN_ONLY);
  }
  if (mustSetUpTwoFactor(user)) {
    log.info("auth.admin_denied", { reason: "two_factor_required", userId: user.id });
    throw ApiError.forbidden(SUPERADMIN_NEEDS_TWO_FACTOR);
  }
}
