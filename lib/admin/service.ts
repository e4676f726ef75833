import "server-only";
import { ApiError } from "@/lib/api/errors";
import { log } from "@/lib/log";
import * as accounts from "@/lib/auth/admin";
import * as adminLeads from "@/lib/leads/admin";
import type { ListLeadsAdminQuery } from "@/lib/leads/admin";
import { listLeadsAdmin } from "@/lib/pipeline/list-leads";
import { listUserActivity } from "@/lib/activity-log/service";
import { getSiteNotice, setSiteNotice } from "@/lib/notifications/site-notice";
import { introCalibration } from "@/lib/intros/service";
import { deleteAccount } from "@/lib/privacy/delete-account";
import { erasePerson } from "@/lib/privacy/erase-person";
import type { ErasePersonInput } from "@/lib/privacy/schema";
import * as q from "./queries";
import type { AuditTarget, TopNetworkRow } from "./schema";

// The superadmin's operations (spec 001 §2 'Superadmin pages', §7 'Admin'; DESIGN §11). The route
// handlers have already refused anyone but a superadmin with two-factor on. This room owns the
// audit trail and the top-network list; users, sessions and leads belong to their own domains,
// reached through their services. Every admin call, read or write, writes an audit entry (who,
// what, whom, when, request id): a superadmin reading someone's sessions is worth a record too.

/** Who is acting and under which request id (for the audit trail and the logs). */
export type AdminActor = { userId: string; requestId: string };

export async function audit(actor: AdminActor, action: string, target: AuditTarget, { actorGone = false } = {}) {
  // `actorGone`: a superadmin who just deleted their own account is no row to point at (the target names them).
  await q.insertAudit({ actorUserId: actorGone ? null : actor.userId, action, target, requestId: actor.requestId });
  log.info("admin.action", { action, actorId: actor.userId, requestId: actor.requestId });
}

export const listAudit = q.selectAudit;

// ── users and approval ────────────────────────────────────────────────────────────────────────

export async function listDomains(actor: AdminActor) {
  await audit(actor, "users.list_domains", {});
  return (await accounts.listEmailDomains()).map((domain) => ({ domain }));
}

export async function listUsers(actor: AdminActor, input: { domain: string; search: string; skip: number; limit: number }) {
  await audit(actor, "users.list", input);
  return accounts.listUsersForAdmin({ domain: input.domain || undefined, search: input.search || undefined, skip: input.skip, limit: input.limit });
}

export async function setUsersActive(actor: AdminActor, ids: string[], active: boolean) {
  const result = await accounts.setAccountsActive(ids, active, actor.userId);
  await audit(actor, active ? "users.activate" : "users.deactivate", { users: result.users, requested: ids, ended_sessions: result.ended_sessions });
  return result;
}

export async function getAccount(actor: AdminActor, userId: string) {
  await audit(actor, "users.view", { user_id: userId });
  return accounts.findAccount(userId);
}

// ── sessions ─────────────────────────────────────────────────────────────────────────────────

// ── activity and the site notice (issue 15) ───────────────────────────────────────────────────

/** A user's recent activity (event logs), newest first; 404 for an unknown user. */
export async function listActivity(actor: AdminActor, input: { userId: string; skip: number; limit: number }) {
  await accounts.findAccount(input.userId);
  await audit(actor, "activity.list", { user_id: input.userId, skip: input.skip, limit: input.limit });
  return listUserActivity(input.userId, input.skip, input.limit);
}

/** Every team's intro requests together by band and path length: counts only, no team or member named (issue 29). */
export async function readCalibration(actor: AdminActor) {
  await audit(actor, "calibration.read", {});
  return introCalibration(null);
}

export async function readSiteNotice(actor: AdminActor) {
  await audit(actor, "notice.read", {});
  return getSiteNotice();
}

export async function changeSiteNotice(actor: AdminActor, message: string) {
  const notice = await setSiteNotice(message, actor.userId);
  await audit(actor, message ? "notice.set" : "notice.clear", { message });
  return notice;
}

export async function listSessions(actor: AdminActor, userId: string) {
  await audit(actor, "sessions.list", { user_id: userId });
  return accounts.listLiveSessions(userId);
}

export async function terminateSessions(actor: AdminActor, userId: string, which: "all" | string[]) {
  const ended = await accounts.terminateSessions(userId, which);
  await audit(actor, "sessions.terminate", { user_id: userId, session: which, ended });
  return { ended };
}

export async function changePassword(actor: AdminActor, userId: string, password: string) {
  const ended = await accounts.setPasswordByAdmin(userId, password);
  // Never the password itself (DESIGN §11: logs never hold a secret).
  await audit(actor, "users.change_password", { user_id: userId, ended_sessions: ended });
  return { ended };
}

// ── top network ──────────────────────────────────────────────────────────────────────────────

export async function listTopNetwork(actor: AdminActor, input: { search: string; skip: number; limit: number }) {
  await audit(actor, "top_network.list", input);
  const { rows, count } = await q.selectTopNetworkPage(input);
  const data: TopNetworkRow[] = rows.map((r) => ({ id: r.id, name: r.name, is_active: r.isActive }));
  return { data, count };
}

export async function addTopNetwork(actor: AdminActor, positions: string[]) {
  // Trimmed, case-preserving, each once: "VP Sales" twice in one request is one position.
  const byKey = new Map<string, string>();
  for (const p of positions.map((x) => x.trim()).filter(Boolean)) if (!byKey.has(p.toLowerCase())) byKey.set(p.toLowerCase(), p);
  // A position already listed in another case is the same position: not added again.
  const listed = new Set((await q.selectTopNetworkNamesLike([...byKey.values()])).map((n) => n.toLowerCase()));
  const names = [...byKey.values()].filter((n) => !listed.has(n.toLowerCase()));
  const created = await q.insertTopNetwork(names);
  await audit(actor, "top_network.add", { positions: names, created: created.map((c) => c.id) });
  return created.map((r) => ({ id: r.id, name: r.name, is_active: r.isActive }));
}

export async function setTopNetworkActive(actor: AdminActor, ids: string[], active: boolean) {
  const changed = await q.setTopNetworkActive([...new Set(ids)], active);
  if (!changed.length) throw ApiError.notFound("Top network entry not found");
  await audit(actor, active ? "top_network.activate" : "top_network.deactivate", { ids: changed });
  return { ids: changed };
}

// ── leads (refresh page, report filters) ─────────────────────────────────────────────────────

export async function listLeads(actor: AdminActor, query: ListLeadsAdminQuery) {
  await audit(actor, "leads.list", { where: query.where, skip: query.skip, limit: query.limit, distinct: query.distinct ?? null });
  return listLeadsAdmin(query);
}

export async function listLeadCompanies(actor: AdminActor, input: { search: string; skip: number; limit: number }) {
  await audit(actor, "leads.list_companies", input);
  return adminLeads.listLeadCompanies({ search: input.search || undefined, skip: input.skip, limit: input.limit });
}

export async function refreshLeads(actor: AdminActor, leadIds: string[], companies: string[]) {
  const result = await adminLeads.queueLeadRefresh({ leadIds, companies, actorId: actor.userId });
  await audit(actor, "leads.refresh", { leads: leadIds, companies, queued: result.leads });
  return result;
}

// ── data rights (issue 31, decision 018) ──────────────────────────────────────────────────────

/** Deletes a member's account and everything they supplied, as the member could (the last superadmin is refused). */
export async function deleteUserAccount(actor: AdminActor, userId: string) {
  const account = await accounts.findAccount(userId);
  const result = await deleteAccount(userId);
  // The audit keeps who was deleted by id only: their name and e-mail are what the deletion erases.
  const self = account.id === actor.userId;
  await audit(actor, "users.delete", { user_id: userId, payments_kept: result.payments_kept, persons_removed: result.persons_removed, self }, { actorGone: self });
  return result;
}

/** A right-to-erasure request for a person who is not a member. The audit names the kind, never the value. */
export async function erasePersonByRequest(actor: AdminActor, input: ErasePersonInput) {
  const result = await erasePerson(input, actor.userId);
  await audit(actor, "people.erase", { by: "linkedin_url" in input ? "linkedin_url" : "email", ...result });
  return result;
}
