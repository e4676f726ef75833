import "server-only";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { ApiError } from "@/lib/api/errors";
import { log } from "@/lib/log";
import type { User } from "@/lib/db/schema";
import { sendTwoFactorEnabledMail } from "./mails";
import * as q from "./queries";
import { open, seal } from "./secret-box";

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
export async function enableTwoFactor(user: User, code: string, sessionId: string) {
  if (isTwoFactorEnabled(user)) return;
  if (!user.totpSecretEnc) throw ApiError.badRequest("Start the setup first.");
  const check = await acceptTotp(user, code);
  if (check === "used") throw ApiError.badRequest(TOTP_USED_CODE);
  if (check === "wrong") throw ApiError.badRequest("The code is not valid. Check your app and try again.");
  await q.updateUser(user.id, { totpEnabledAt: new Date() });
  const ended = await q.revokeUserSessions(user.id, "two_factor_enabled", sessionId);
  log.info("auth.2fa_enabled", { userId: user.id, endedSessions: ended });
  if (user.emailNotifications) await sendTwoFactorEnabledMail(user.email, user.name).catch(() => {});
}

export async function setEmailNotifications(user: User, on: boolean) {
  await q.updateUser(user.id, { emailNotifications: on });
}

/** Superadmins must use two-factor (DESIGN §11): the client forces the setup until it is on. */
export function mustSetUpTwoFactor(user: Pick<User, "role" | "totpEnabledAt" | "totpSecretEnc">): boolean {
  return user.role === "superadmin" && !isTwoFactorEnabled(user);
}

/**
 * The server's superadmin gate for API calls (lib/api/handler.ts): the role, and two-factor on —
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
