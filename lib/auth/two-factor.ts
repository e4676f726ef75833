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

export function isTwoFactorEnabled(user: Pick<User, "totpEnabledAt" | "totpSecretEnc">): boolean {
  return Boolean(user.totpEnabledAt && user.totpSecretEnc);
}

/** A code from the user's app; one 30 s step of clock drift either way is accepted. */
export async function checkTotp(user: Pick<User, "totpSecretEnc">, code: string): Promise<boolean> {
  if (!user.totpSecretEnc || !/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret: open(user.totpSecretEnc), token: code, epochTolerance: 30 }).catch(() => null);
  return Boolean(result?.valid);
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

export async function enableTwoFactor(user: User, code: string) {
  if (isTwoFactorEnabled(user)) return;
  if (!user.totpSecretEnc) throw ApiError.badRequest("Start the setup first.");
  if (!(await checkTotp(user, code))) throw ApiError.badRequest("The code is not valid. Check your app and try again.");
  await q.updateUser(user.id, { totpEnabledAt: new Date() });
  log.info("auth.2fa_enabled", { userId: user.id });
  if (user.emailNotifications) await sendTwoFactorEnabledMail(user.email, user.name).catch(() => {});
}

export async function setEmailNotifications(user: User, on: boolean) {
  await q.updateUser(user.id, { emailNotifications: on });
}

/** Superadmins must use two-factor (DESIGN §11): the client forces the setup until it is on. */
export function mustSetUpTwoFactor(user: Pick<User, "role" | "totpEnabledAt" | "totpSecretEnc">): boolean {
  return user.role === "superadmin" && !isTwoFactorEnabled(user);
}
