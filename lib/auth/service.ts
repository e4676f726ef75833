import "server-only";
import { ApiError } from "@/lib/api/errors";
import { log } from "@/lib/log";
import type { User } from "@/lib/db/schema";
import { SESSION_TOUCH_INTERVAL_MS, SESSION_TTL_REMEMBER_MS, SESSION_TTL_SHORT_MS } from "./constants";
import { describeDevice, type DeviceInfo } from "./device";
import { hashPassword, verifyPassword } from "./password";
import { createOwnNode } from "./own-node";
import * as q from "./queries";
import { signSessionToken, verifySessionToken } from "./session-token";

export type AuthContext = {
  user: User;
  /** `signedInAt`: when this session's sign-in happened (a fresh sign-in proves a re-authentication). */
  session: { id: string; deviceId: string; expiresAt: Date; signedInAt: Date };
};

/** Creates an account with e-mail and password. Returns undefined when the e-mail is taken. */
export async function registerWithPassword(input: {
  name: string;
  email: string;
  password: string;
  redirectUrl?: string;
  linkedinUrl?: string;
}) {
  const passwordHash = await hashPassword(input.password);
  const user = await q.insertUser({
    name: input.name,
    givenName: input.name.split(/\s+/)[0] ?? input.name,
    email: input.email,
    passwordHash,
    redirectUrl: input.redirectUrl || null,
    linkedinUrl: input.linkedinUrl || null,
  });
  if (!user) return undefined;
  log.info("auth.signup", { userId: user.id });
  await createOwnNode(user.id);
  return user;
}

/** The name and e-mail of accounts (the parties of an intro request, its history). */
export function accountsBrief(ids: string[]): Promise<{ id: string; name: string; email: string }[]> {
  return q.findAccountsBrief(ids);
}

/** Checks e-mail and password. Every failure answers the same generic error (spec 000 §8). */
export async function checkCredentials(email: string, password: string): Promise<User> {
  const user = await q.findUserByEmail(email);
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid) {
    log.info("auth.signin_denied", { reason: "credentials" });
    throw ApiError.unauthorized("Invalid email or password");
  }
  // The client maps these exact messages to the spec's texts.
  if (!user.isActive) throw ApiError.unauthorized("User is inactive");
  if (!user.emailVerifiedAt) throw ApiError.unauthorized("Email not verified");
  if (!user.isAdminApproved) throw ApiError.unauthorized("Admin approval pending");
  return user;
}

/** Opens a session row for a signed-in device and returns the token naming it. */
/**
 * 'Connect the extension' (issue 16): a session of the member's own for their browser extension —
 * its own device id, listed and revocable like any other, untouched when the web app signs out.
 */
export async function startExtensionSession(user: User, headers: Headers): Promise<{ token: string; device_id: string }> {
  const deviceId = `extension-${crypto.randomUUID()}`;
  const device = { ...describeDevice(headers, deviceId), browserType: "Scuba extension" };
  const { token } = await startSession(user, device, true);
  log.info("auth.extension_connected", { userId: user.id });
  return { token, device_id: deviceId };
}

export async function startSession(user: User, device: DeviceInfo, remember: boolean) {
  const expiresAt = new Date(Date.now() + (remember ? SESSION_TTL_REMEMBER_MS : SESSION_TTL_SHORT_MS));
  const session = await q.insertSession({
    userId: user.id,
    deviceId: device.deviceId,
    deviceType: device.deviceType,
    browserType: device.browserType,
    ipAddress: device.ipAddress,
    remember,
    expiresAt,
  });
  const token = await signSessionToken({ sid: session.id, sub: user.id, role: user.role }, expiresAt);
  log.info("auth.signin", { userId: user.id, sessionId: session.id, deviceType: device.deviceType });
  return { token, session, expiresAt, remember };
}

export async function endSession(sessionId: string) {
  await q.revokeSession(sessionId, "logout");
}

export const endUserSessions = q.revokeUserSessions;
/** Whether the member used Scuba (the web app or the extension) since `since`. */
export const activeSince = q.seenSince;

/**
 * Resolves a token to a live session. Missing, unknown, revoked or tampered → 403; past its
 * expiry → 419 in the envelope (spec 000 §4). A deactivated user's sessions are dead too.
 */
export async function resolveSession(token: string | null | undefined): Promise<AuthContext> {
  if (!token) throw ApiError.forbidden("Not signed in");
  const check = await verifySessionToken(token);
  if (!check.ok) {
    if (check.reason === "expired") throw ApiError.sessionExpired();
    throw ApiError.forbidden("Invalid session");
  }
  const row = await q.findSessionWithUser(check.claims.sid);
  // An account switched off or waiting for approval gets nothing, even with a session from before.
  if (!row || row.user.id !== check.claims.sub || row.session.revokedAt || !row.user.isActive || !row.user.isAdminApproved) {
    throw ApiError.forbidden("Invalid session");
  }
  const now = new Date();
  if (row.session.expiresAt <= now) throw ApiError.sessionExpired();
  if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await q.touchSession(row.session.id, now);
  }
  return {
    user: row.user,
    session: { id: row.session.id, deviceId: row.session.deviceId, expiresAt: row.session.expiresAt, signedInAt: row.session.createdAt },
  };
}
