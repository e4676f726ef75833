import "server-only";
import { ApiError } from "@/lib/api/errors";
import { log } from "@/lib/log";
import { hashPassword } from "./password";
import * as q from "./queries";

// Account and session operations a superadmin performs (spec 001 §7 'Admin'). The auth domain owns
// users and sessions, so these live here; lib/admin calls them and adds the audit trail. The
// caller has already been checked to be a superadmin with two-factor on (lib/api handler).

export type AdminUserRow = { id: string; name: string; email: string; is_admin_approved: boolean; is_active: boolean };
export type AdminSessionRow = {
  id: string;
  device_id: string;
  device_type: "desktop" | "mobile" | "tablet" | "other";
  browser_type: string | null;
  ip_address: string | null;
  created_at: string;
};

export const listEmailDomains = q.selectEmailDomains;

export async function listUsersForAdmin(input: { domain?: string; search?: string; skip: number; limit: number }) {
  const { rows, count } = await q.selectUserPage(input);
  const users: AdminUserRow[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    is_admin_approved: r.isAdminApproved,
    is_active: r.isActive,
  }));
  return { users, count };
}

export async function findAccount(userId: string) {
  const user = await q.findUserById(userId);
  if (!user) throw ApiError.notFound("User not found");
  return { id: user.id, name: user.name, email: user.email, role: user.role, is_admin_approved: user.isAdminApproved, is_active: user.isActive };
}

/**
 * Activating approves a pending account and re-opens a deactivated one; deactivating closes the
 * account and ends its sessions at once (DESIGN §11), so the next call answers 403. Unknown ids
 * are ignored (the answer lists the ids changed).
 */
export async function setAccountsActive(ids: string[], active: boolean, actorId: string) {
  const unique = [...new Set(ids)];
  if (!active && unique.includes(actorId)) throw ApiError.badRequest("You cannot deactivate your own account.");
  const changed = await q.setUsersApproval(unique, active);
  let endedSessions = 0;
  if (!active) for (const id of changed) endedSessions += await q.revokeUserSessions(id, "admin_deactivated");
  log.info(active ? "auth.users_activated" : "auth.users_deactivated", { actorId, users: changed.length, endedSessions });
  return { users: changed, ended_sessions: endedSessions };
}

export async function listLiveSessions(userId: string): Promise<AdminSessionRow[]> {
  await findAccount(userId);
  const rows = await q.selectLiveSessions(userId);
  return rows.map((s) => ({
    id: s.id,
    device_id: s.deviceId,
    device_type: s.deviceType,
    browser_type: s.browserType,
    ip_address: s.ipAddress,
    created_at: s.createdAt.toISOString(),
  }));
}

/** Ends all of a user's sessions, or those on the given devices. Returns how many ended. */
export async function terminateSessions(userId: string, which: "all" | string[]) {
  await findAccount(userId);
  const ended = which === "all" ? await q.revokeUserSessions(userId, "admin_terminated") : await q.revokeDeviceSessions(userId, which, "admin_terminated");
  log.info("auth.sessions_terminated", { userId, ended });
  return ended;
}

/** Sets a new password for a user; the old one stops working and every session of theirs ends. */
export async function setPasswordByAdmin(userId: string, password: string) {
  await findAccount(userId);
  await q.updateUser(userId, { passwordHash: await hashPassword(password) });
  const ended = await q.revokeUserSessions(userId, "admin_password_change");
  log.info("auth.password_set_by_admin", { userId, endedSessions: ended });
  return ended;
}
