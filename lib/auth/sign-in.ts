import "server-only";
import { ApiError } from "@/lib/api/errors";
import { log } from "@/lib/log";
import { consume, reserve } from "@/lib/rate-limit";
import type { User } from "@/lib/db/schema";
import type { DeviceInfo } from "./device";
import { sendDeviceCodeMail } from "./mails";
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, codeHash, hashSecret, newDeviceCode, newLinkToken, normalizeCode } from "./one-time";
import * as q from "./queries";
import type { LoginChallenge } from "./schema";
import { checkCredentials, startSession } from "./service";
import { acceptSecondFactor, isTwoFactorEnabled, TOTP_USED_CODE, TOTP_WRONG_CODE } from "./two-factor";

// The sign-in sequence (spec 000 §4): credentials → (two-factor or new-device code) → session.

export type SignInResult =
  | { kind: "session"; user: User; token: string; expiresAt: Date; remember: boolean }
  | { kind: "challenge"; challenge: LoginChallenge };

export async function signInWithPassword(email: string, password: string, remember: boolean, device: DeviceInfo) {
  await consume("signin_ip", device.ipAddress);
  // The attempt is counted before argon2 runs, so parallel guesses cannot all slip in under the
  // limit; a success gives its count back (successes never lock anyone out).
  const release = await reserve("signin_account", email.trim().toLowerCase());
  const user = await checkCredentials(email, password);
  await release();
  return continueSignIn(user, device, remember);
}

/**
 * New-device rule: a sign-in from a device the user never completed a sign-in from needs the
 * e-mailed code — except the account's very first sign-in (no known device yet), where the
 * verified e-mail has just proved the mailbox. Accounts with new_device_check off skip it. The
 * device is the server-issued key of device-cookie.ts, never the client's X-Device-Id.
 */
async function needsDeviceCode(user: User, deviceKey: string): Promise<boolean> {
  if (!user.newDeviceCheck) return false;
  if (await q.hasUserDevice(user.id, deviceKey)) return false;
  return (await q.countUserDevices(user.id)) > 0;
}

function keyOf(device: DeviceInfo): string {
  if (!device.deviceKey) throw new Error("a sign-in needs the device key (deviceFromRequest)");
  return device.deviceKey;
}

/** After the first factor (password or OAuth): the second step if one is due, else the session. */
export async function continueSignIn(user: User, device: DeviceInfo, remember: boolean): Promise<SignInResult> {
  if (isTwoFactorEnabled(user)) return { kind: "challenge", challenge: await openChallenge(user, device, remember, "totp") };
  if (await needsDeviceCode(user, keyOf(device))) {
    return { kind: "challenge", challenge: await openChallenge(user, device, remember, "email") };
  }
  return finishSignIn(user, device, remember);
}

async function finishSignIn(user: User, device: DeviceInfo, remember: boolean): Promise<SignInResult> {
  await q.rememberUserDevice(user.id, keyOf(device));
  const s = await startSession(user, device, remember);
  return { kind: "session", user, token: s.token, expiresAt: s.expiresAt, remember: s.remember };
}

async function openChallenge(user: User, device: DeviceInfo, remember: boolean, type: "totp" | "email"): Promise<LoginChallenge> {
  const challenge = newLinkToken();
  const data: Record<string, unknown> = { type, remember, deviceKey: keyOf(device) };
  if (type === "email") {
    const code = newDeviceCode();
    data.codeHash = codeHash(challenge, code);
    await q.retireAuthTokens(user.id, "new_device");
    await sendDeviceCodeMail(user.email, user.name, code, device.browserType ?? device.deviceType);
  }
  await q.insertAuthToken({
    userId: user.id,
    purpose: type === "email" ? "new_device" : "two_factor",
    tokenHash: hashSecret(challenge),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
    data,
  });
  log.info("auth.challenge_opened", { userId: user.id, type });
  return { screen: "2fa", type, code: challenge };
}

/**
 * The second step: `challenge` from the login answer, `value` the code typed. A wrong code counts
 * against the challenge (5 end it) and the account's code limit. The device must be the one that
 * opened the challenge (its device key: the cookie the login answer handed out).
 */
export async function completeChallenge(challenge: string, value: string, device: DeviceInfo): Promise<SignInResult> {
  await consume("code_ip", device.ipAddress);
  const hash = hashSecret(challenge);
  const row = (await q.findLiveAuthToken(hash, "new_device")) ?? (await q.findLiveAuthToken(hash, "two_factor"));
  if (!row || row.data.deviceKey !== keyOf(device)) {
    throw ApiError.unauthorized("This sign-in code has expired or was already used. Please sign in again.");
  }
  const user = await q.findUserById(row.userId);
  if (!user || !user.isActive) throw ApiError.unauthorized("User is inactive");
  const release = await reserve("code_account", user.email);
  // One conditional update (attempts < max) before the code is evaluated: of N parallel guesses on
  // one challenge at most CODE_MAX_ATTEMPTS are ever looked at.
  const attempts = await q.claimCodeAttempt(row.id, CODE_MAX_ATTEMPTS);
  if (attempts === null) {
    await release();
    throw ApiError.unauthorized("Too many wrong codes. Please sign in again.");
  }

  // An authenticator code counts once (two-factor.ts): a replayed one is refused like a wrong one.
  const outcome =
    row.purpose === "new_device"
      ? row.data.codeHash === codeHash(challenge, normalizeCode(value))
        ? "ok"
        : "wrong"
      : await acceptSecondFactor(user, value);
  if (outcome !== "ok") {
    if (attempts >= CODE_MAX_ATTEMPTS) await q.spendAuthToken(row.id);
    log.info("auth.signin_denied", { reason: outcome === "used" ? "used_code" : "wrong_code", userId: user.id, attempts });
    if (attempts >= CODE_MAX_ATTEMPTS) throw ApiError.unauthorized("Too many wrong codes. Please sign in again.");
    throw ApiError.unauthorized(outcome === "used" ? TOTP_USED_CODE : TOTP_WRONG_CODE);
  }
  await release();
  if (!(await q.consumeAuthToken(row.id))) throw ApiError.unauthorized("This sign-in code has expired or was already used. Please sign in again.");
  return finishSignIn(user, device, row.data.remember === true);
}
