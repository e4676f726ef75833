import { appendFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import "@/register-jobs";
import { runPendingJobs } from "@/lib/jobs/service";
import { startDataExport } from "@/lib/privacy/export";
import { db } from "@/lib/db";
import { invites, notifications, userTags, users } from "@/lib/db/schema";
import { seal } from "@/lib/crypto/secret-box";
import { startSession } from "@/lib/auth/service";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { POST as upload } from "@/app/api/v2/linkedin/network-bulk/route";
import { POST as listConnections } from "@/app/api/v1/list-connections/route";
import { POST as createTag } from "@/app/api/v1/create-tag/route";
import { POST as addUserTags } from "@/app/api/v1/add-user-tags/route";
import { POST as createLead } from "@/app/api/v2/leads/route";
import { POST as createList } from "@/app/api/v2/list/route";
import { POST as addToList } from "@/app/api/v2/lead-pipeline/route";
import { GET as collaboratorLists } from "@/app/api/v2/collaborator/route";
import { POST as invite } from "@/app/api/v2/collaborator/invite/route";
import { POST as accept } from "@/app/api/v2/collaborator/accept/route";
import type { CollaboratorLists } from "@/lib/collaborators/schema";
import { call, TEST_DEVICE } from "../../helpers/api";
import { createUser } from "../../helpers/factories";
import { linksIn } from "../../helpers/mailbox";
import { catchMailDuringTests } from "../../helpers/smtp";

/*
 * The authorization matrix (issue 12, DESIGN §11): every route under app/api, found by walking the
 * file system, × every kind of caller, always aimed at ANOTHER team's objects ("the victim").
 *   - 0 leaks: no answer to anyone carries the victim team's names, e-mails, companies or ids;
 *   - 0 writes on a refused call: the whole database is unchanged by any non-2xx answer, and no
 *     call of anyone changes a row of the victim team (unless the entry says why it may);
 *   - another team's object → 404 for every caller allowed to use the route;
 *   - callers who may not use the route (anonymous, pending approval, deactivated; everyone but a
 *     superadmin with two-factor on a superadmin route) → 401/403.
 * A route (or method) without an entry in ROUTES fails the test: add one when you add a route.
 */

type Victim = {
  leadId: string;
  listId: string;
  tagId: string;
  userTagId: string;
  connectionId: string;
  /** A person only the victim team knows: its owner's own node (no route gives it to another team). */
  personId: string;
  notificationId: string;
  inviteId: string;
  inviteCode: string;
  ownerId: string;
  email: string;
  profileLink: string;
  /** The owner's 'Export my data' (issue 31), ready to download. */
  exportId: string;
};
type Req = { body?: unknown; query?: Record<string, string>; params?: Record<string, string> };
type Entry = {
  /** public: anyone may call it; user: a signed-in, approved, active account; superadmin: a superadmin with two-factor. */
  access: "public" | "user" | "superadmin";
  /** The request, aimed at the victim team. */
  req?: (v: Victim) => Req;
  /** The request names another team's object: every allowed caller gets 404. */
  foreign?: boolean;
  /** Why this route may change a victim row (e.g. anyone may ask for a reset link to any e-mail). */
  mayTouchVictim?: string;
  /** The exact status every allowed caller must get, when it is not a plain 404 (say why). */
  expectStatus?: number;
  /** Why allowed callers are not run (a known bug in another branch's area). */
  allowedCallersSkipped?: string;
  /** Why this route may show victim data (e.g. the invite code is the invitee's own capability). */
  mayShowVictim?: string;
};

const uuidZero = "00000000-0000-4000-8000-000000000000";

// ONE TABLE: "METHOD /api/path" → entry. The lead extends it when a branch adds a route.
export const ROUTES: Record<string, Entry> = {
  "GET /api/health": { access: "public" },
  "GET /api/health/ready": { access: "public" },
  // Off unless METRICS_TOKEN is set (it is not here), then only with that token: tests/integration/ops.
  "GET /api/metrics": { access: "public", expectStatus: 404 },
  // OAuth sign-in (public by nature: the state cookie binds the flow).
  "POST /api/v1/callback": { access: "public", req: () => ({ body: { code: "x", state: "forged" } }) },
  "POST /api/v2/callback": { access: "public", req: () => ({ body: { code: "x", state: "forged" } }) },
  "GET /api/v1/linkedin-login": { access: "public" },
  "POST /api/v1/linkedin-login": { access: "public", req: () => ({ body: { code: "x", state: "forged" } }) },
  "GET /api/v2/google-login": { access: "public" },
  "POST /api/v2/google-login": { access: "public", req: () => ({ body: { code: "x", state: "forged" } }) },
  "POST /api/v2/2fa-login": { access: "public", req: () => ({ body: { code: "forged-challenge", value: "ZZZZZZZZ" } }) },
  "POST /api/v2/new-device-verify": { access: "public", req: () => ({ body: { code: "forged-challenge", value: "ZZZZZZZZ" } }) },
  "POST /api/v2/login": { access: "public", req: (v) => ({ body: { email: v.email, password: "not-the-password" } }) },
  "POST /api/v2/signup": {
    access: "public",
    req: (v) => ({ body: { name: "Mallory", email: v.email, password: "password-123", confirmPassword: "password-123", agree_to_tos: true } }),
  },
  "POST /api/v1/register": {
    access: "public",
    req: (v) => ({ body: { name: "Mallory", email: v.email, password: "password-123", confirmPassword: "password-123", agree_to_tos: true } }),
  },
  "POST /api/v2/forgot-password": {
    access: "public",
    req: (v) => ({ body: { email: v.email } }),
    mayTouchVictim: "anyone may ask for a reset link to any address; it goes to the owner's mailbox",
  },
  "POST /api/v2/resend-verification": { access: "public", req: (v) => ({ body: { email: v.email } }) },
  "POST /api/v2/reset-forgot-password": { access: "public", req: () => ({ body: { link: "forged", password: "password-123", confirmPassword: "password-123" } }) },
  "POST /api/v2/verify-email": { access: "public", req: () => ({ body: { token: "forged" } }) },
  "GET /api/v2/collaborator/invite": {
    access: "public",
    req: (v) => ({ query: { invite_id: v.inviteCode } }),
    mayShowVictim: "the invite code from the e-mail is the invitee's capability: the landing page names the inviter",
  },

  // Signed-in routes, aimed at the victim's objects.
  "POST /api/v1/add-user-tags-multi": { access: "user", req: (v) => ({ body: { profile_link: [v.profileLink], tags: [v.tagId] } }), foreign: true },
  "POST /api/v1/add-user-tags": { access: "user", req: (v) => ({ body: { profile_link: v.profileLink, tags: [v.tagId] } }), foreign: true },
  "PUT /api/v1/user-tags-multi": { access: "user", req: (v) => ({ body: { profile_link: v.profileLink, tags: [v.tagId] } }), foreign: true },
  "POST /api/v1/create-tag": { access: "user", req: () => ({ body: { tag: "Matrix Tag" } }) },
  "DELETE /api/v1/delete-connection/[id]": { access: "user", req: (v) => ({ params: { id: v.connectionId } }), foreign: true },
  "DELETE /api/v1/delete-connection": { access: "user", req: (v) => ({ body: { ids: [v.connectionId] } }) },
  // Another member's connection ids are ignored and counted (200, `ignored: 1`), never changed: the
  // default check that no call changes a victim row holds it (issue 31).
  "POST /api/v2/connections/private": { access: "user", req: (v) => ({ body: { ids: [v.connectionId], private: true } }) },
  "GET /api/v2/sharing": { access: "user" },
  "PUT /api/v2/sharing": { access: "user", req: () => ({ body: { paused: true, share_tags: true } }) },
  "POST /api/v1/gmail-callback": { access: "user", req: () => ({ body: { code: "x", state: "forged" } }) },
  "GET /api/v1/gmail-login": { access: "user" },
  "PUT /api/v1/leads/[id]": { access: "user", req: (v) => ({ params: { id: v.leadId }, body: { name: "Hijacked", company: "Hijacked", role: "Hijacked" } }), foreign: true },
  "DELETE /api/v1/leads/[id]": { access: "user", req: (v) => ({ params: { id: v.leadId } }), foreign: true },
  "POST /api/v1/leads": { access: "user", req: () => ({ body: { linkedin_url: "https://www.linkedin.com/in/matrix-lead/" } }) },
  "DELETE /api/v1/leads": { access: "user", req: (v) => ({ body: { ids: [v.leadId] } }) },
  "POST /api/v1/list-connections": { access: "user", req: (v) => ({ body: { search: "Omega", tags: [v.tagId] } }) },
  "POST /api/v1/list-default-tags": { access: "user", req: () => ({ body: {} }) },
  "POST /api/v1/list-experience": { access: "user", req: () => ({ body: { field: "company", search: "Omega" } }) },
  "POST /api/v1/list-leads": { access: "user", req: () => ({ body: {} }) },
  "POST /api/v1/list-tags": { access: "user", req: () => ({ body: { search: "Omega" } }) },
  "PUT /api/v1/reject-suggestion/[id]": { access: "user", req: (v) => ({ params: { id: v.userTagId } }), foreign: true },
  "POST /api/v1/tags-multi": { access: "user", req: (v) => ({ body: { profile_link: [v.profileLink] } }) },
  "DELETE /api/v1/usertags/[id]": { access: "user", req: (v) => ({ params: { id: v.userTagId } }), foreign: true },
  "POST /api/v1/view-relationship-graph": { access: "user", req: (v) => ({ body: { id: v.leadId } }), foreign: true },
  "POST /api/v2/view-relationship-graph": { access: "user", req: (v) => ({ body: { lead_id: v.leadId } }), foreign: true },
  "POST /api/v2/change-password": { access: "user", req: () => ({ body: { password: "wrong-password", new_password: "password-456", confirm_password: "password-456" } }) },
  "POST /api/v2/collaborator/accept": {
    access: "user",
    req: (v) => ({ query: { invite_id: v.inviteCode } }),
    // The code from the mail is the invitee's capability; anyone else signed in gets the
    // collaborators room's "Email Mismatch" (400), with nothing of the inviting team in it.
    expectStatus: 400,
  },
  "POST /api/v2/collaborator/decline": {
    access: "user",
    req: (v) => ({ query: { invite_id: v.inviteCode } }),
    // The code from the mail is the invitee's capability; anyone else signed in gets the
    // collaborators room's "Email Mismatch" (400), with nothing of the inviting team in it.
    expectStatus: 400,
  },
  "POST /api/v2/collaborator/invite": { access: "user", req: () => ({ body: { email: "matrix-invitee@elsewhere-corp.com" } }) },
  "GET /api/v2/collaborator": { access: "user" },
  "DELETE /api/v2/collaborator": { access: "user", req: (v) => ({ query: { id: v.inviteId } }), foreign: true },
  "GET /api/v2/credit": { access: "user" },
  "POST /api/v2/enable-2fa": { access: "user", req: () => ({ body: { code: "123456" } }) },
  "POST /api/v2/generate-2fa-token": { access: "user" },
  "POST /api/v2/disable-2fa": { access: "user", req: () => ({ body: { password: "wrong-password", code: "123456" } }) },
  "PATCH /api/v2/two-factor-settings": { access: "user", req: () => ({ body: { email_notifications: true } }) },
  "GET /api/v2/extended-network": { access: "user" },
  "POST /api/v2/extended-network": { access: "user", req: (v) => ({ body: { file_name: "Connections.csv", content: "x", owner_id: v.ownerId } }), foreign: true },
  "POST /api/v2/lead-pipeline": { access: "user", req: (v) => ({ body: { id: v.listId, lead_ids: [v.leadId] } }), foreign: true },
  "DELETE /api/v2/lead-pipeline": { access: "user", req: (v) => ({ body: { id: v.listId, lead_ids: [v.leadId] } }), foreign: true },
  "GET /api/v2/leads/bookmark-top": { access: "user" },
  // The person panel: another team's person (in no caller's team network) answers 404.
  "GET /api/v2/people/[id]": { access: "user", req: (v) => ({ params: { id: v.personId } }), foreign: true },
  // Companies (issue 29): the victim's network works at Omega Holdings; another team finds no such
  // company, opens none (404) and adds none of its people.
  "GET /api/v2/companies": { access: "user", req: () => ({ query: { search: "omega" } }) },
  "GET /api/v2/companies/[company_key]": { access: "user", req: () => ({ params: { company_key: "omega holdings" } }), foreign: true },
  "POST /api/v2/companies/[company_key]/leads": { access: "user", req: (v) => ({ params: { company_key: "omega holdings" }, body: { person_ids: [v.personId] } }), foreign: true },
  "GET /api/v2/leads/bookmark": { access: "user", req: (v) => ({ query: { lead_id: v.leadId } }), foreign: true },
  "POST /api/v2/leads/bookmark": { access: "user", req: (v) => ({ query: { lead_id: v.leadId }, body: { path_id: "a>b>c" } }), foreign: true },
  "POST /api/v2/leads/move-to-network": { access: "user", req: (v) => ({ query: { id: v.leadId } }), foreign: true },
  "GET /api/v2/leads/relation-tags": { access: "user" },
  "POST /api/v2/leads": { access: "user", req: () => ({ body: { linkedin_url: "https://www.linkedin.com/in/matrix-lead-2/" } }) },
  // Runs as anonymous / refused callers only: on the embedded database a member's call leaves the
  // next transaction (linkedin/profile) waiting forever. Reported; the AI sort becomes a queued job
  // in the job-queue branch (issue 12 §7), which should lift this.
  // Payments (issue 13): a member's own payments only; another member's payment id is unknown to them.
  "GET /api/payment/v1/plans": { access: "user" },
  "GET /api/payment/v1/payment": { access: "user" },
  "POST /api/payment/v1/payment": {
    access: "user",
    // A well-formed order for a plan that does not exist: allowed callers get 404, nothing is written.
    req: () => ({ body: { name: "Mallory", email: "m@example.com", street: "1 Main St", city: "Springfield", state: "Oregon", zipcode: "97201", country: "US", product_id: uuidZero } }),
    foreign: true,
  },
  "POST /api/payment/v1/payment/retry": { access: "user", req: () => ({ body: { payment_id: uuidZero } }), foreign: true },
  "GET /api/payment/v1/payment/status": { access: "user", req: () => ({ query: { payment_id: uuidZero } }), foreign: true },
  "GET /api/payment/v1/payment/invoice": { access: "user", req: () => ({ query: { payment_id: uuidZero } }), foreign: true },
  "GET /api/payment/v1/sandbox": { access: "user", req: () => ({ query: { payment_id: uuidZero } }), foreign: true },
  "POST /api/payment/v1/sandbox/pay": { access: "user", req: () => ({ body: { payment_id: uuidZero } }), foreign: true },
  "POST /api/payment/v1/sandbox/decline": { access: "user", req: () => ({ body: { payment_id: uuidZero, reason: "matrix" } }), foreign: true },
  // Stripe's webhook: no session, the signature is the credential (an unsigned body is refused).
  "POST /api/payment/v1/webhook": { access: "public", req: () => ({ body: { id: "evt_forged", type: "checkout.session.completed" } }) },
  // A member's exports hold their own data only (the leak check proves it on every caller's file).
  "GET /api/v2/export/pipeline": { access: "user", req: () => ({ query: { format: "csv" } }) },
  "GET /api/v2/export/network": { access: "user", req: () => ({ query: { format: "csv" } }) },
  // What the member is looking at: the page's filters, over the caller's own team only.
  "POST /api/v2/export/pipeline": { access: "user", req: () => ({ body: { format: "csv", where: { name: { contains: "a" } } } }) },
  "POST /api/v2/export/network": { access: "user", req: () => ({ body: { format: "csv", query: [], search: "" } }) },
  "PUT /api/v2/welcome": { access: "user" },
  // Superadmin pages (issue 14): every account is theirs to run, so they may see and change the victim.
  "GET /api/v2/admin/user-request/domains": { access: "superadmin", mayShowVictim: "a superadmin lists every account's e-mail domain" },
  "GET /api/v2/admin/user-request": { access: "superadmin", mayShowVictim: "a superadmin lists every account" },
  "GET /api/v2/admin/user-request/user": {
    access: "superadmin",
    req: (v) => ({ query: { user_id: v.ownerId } }),
    mayShowVictim: "a superadmin opens any account",
    mayTouchVictim: "every superadmin call is audited with the account it names",
  },
  "POST /api/v2/admin/user-request/activate": { access: "superadmin", req: (v) => ({ body: { users: [v.ownerId] } }), mayTouchVictim: "a superadmin approves any account", mayShowVictim: "answers the accounts it changed" },
  "POST /api/v2/admin/user-request/deactivate": { access: "superadmin", req: (v) => ({ body: { users: [v.ownerId] } }), mayTouchVictim: "a superadmin deactivates any account", mayShowVictim: "answers the accounts it changed" },
  "GET /api/v2/admin/session": {
    access: "superadmin",
    req: (v) => ({ query: { user_id: v.ownerId } }),
    mayShowVictim: "a superadmin lists any account's sessions",
    mayTouchVictim: "every superadmin call is audited with the account it names",
  },
  "POST /api/v2/admin/session/terminate-session": { access: "superadmin", req: (v) => ({ body: { user_id: v.ownerId, session: "all" } }), mayTouchVictim: "a superadmin ends any account's sessions" },
  "POST /api/v2/admin/session/change-password": {
    access: "superadmin",
    req: (v) => ({ body: { user_id: v.ownerId, password: "matrix-password-1", confirm_password: "matrix-password-1" } }),
    mayTouchVictim: "a superadmin sets any account's password",
  },
  "POST /api/v1/leads-report-leads-based": { access: "superadmin", req: () => ({ body: {} }), mayShowVictim: "the superadmin report covers every member's leads" },
  "POST /api/v1/list-leads-admin": { access: "superadmin", req: () => ({ body: {} }), mayShowVictim: "a superadmin lists every member's leads" },
  "GET /api/v2/leads/leads-company": { access: "superadmin", mayShowVictim: "a superadmin lists every lead company" },
  "DELETE /api/v2/leads/refresh-lead": { access: "superadmin", req: (v) => ({ body: { data: [v.leadId] } }), mayTouchVictim: "a superadmin refreshes any member's lead metrics" },
  "GET /api/v2/top-network": { access: "superadmin" },
  "POST /api/v2/top-network": { access: "superadmin", req: () => ({ body: { network: [{ position: "Matrix Officer" }] } }) },
  "PUT /api/v2/top-network-activate": { access: "superadmin", req: () => ({ body: [uuidZero] }) },
  "PUT /api/v2/top-network-deactivate": { access: "superadmin", req: () => ({ body: [uuidZero] }) },
  "GET /api/v2/leads/scuba-sort": { access: "user" },
  "POST /api/v2/leads/scuba-sort": { access: "user" },
  "POST /api/v2/linkedin/add-user": { access: "user", req: () => ({ body: { linkedin_url: "https://www.linkedin.com/in/matrix-contact/" } }) },
  "POST /api/v2/linkedin/network-bulk": { access: "user", req: () => ({ body: { file_name: "Connections.csv", content: "not,a,network\n" } }) },
  "POST /api/v2/linkedin/profile": {
    access: "user",
    req: () => ({ body: { linkedin_url: "https://www.linkedin.com/in/omega-inviter-self/" } }),
    // It once hung on PGlite: inside its transaction a read went outside it (one connection).
  },
  "GET /api/v2/linkedin/upload-status": { access: "user" },
  "GET /api/v2/list": { access: "user" },
  "POST /api/v2/list": { access: "user", req: () => ({ body: { name: "Matrix List" } }) },
  "PUT /api/v2/list": { access: "user", req: (v) => ({ query: { id: v.listId }, body: { name: "Hijacked" } }), foreign: true },
  "DELETE /api/v2/list": { access: "user", req: (v) => ({ query: { id: v.listId }, body: { type: "all" } }), foreign: true },
  "POST /api/v2/logout": { access: "user" },
  "PUT /api/v2/notifications/read": { access: "user", req: (v) => ({ query: { id: v.notificationId } }), foreign: true },
  "GET /api/v2/notifications": { access: "user", req: () => ({ query: {} }) },
  // Issue 29: the bell, its settings and the team views — the caller's own (team's) only.
  "GET /api/v2/notifications/alerts": { access: "user" },
  "PUT /api/v2/notifications/read-all": { access: "user" },
  "GET /api/v2/notifications/settings": { access: "user" },
  "PUT /api/v2/notifications/settings": { access: "user", req: () => ({ body: { daily_digest: true } }) },
  "GET /api/v2/team/connectors": { access: "user" },
  "GET /api/v2/team/calibration": { access: "user" },
  "GET /api/v2/verify": { access: "user" },
  // Onboarding, tours, banners, notices and event logs (issue 15): each member's own state only.
  "GET /api/v2/onboarding": { access: "user" },
  "PUT /api/v2/onboarding": { access: "user", req: () => ({ body: { skipped: true } }) },
  "GET /api/v2/onboarding/status": { access: "user" },
  "GET /api/v2/onboarding/guide": { access: "user" },
  "PUT /api/v2/onboarding/guide": { access: "user", req: () => ({ body: { module: "HOME" } }) },
  "GET /api/v2/info": { access: "user", req: () => ({ query: { module: "PIPELINE" } }) },
  // HubSpot: the member's own link only (no id names another member's objects); the state binds a callback to its caller.
  "GET /api/v2/hubspot/connect": { access: "user" },
  "DELETE /api/v2/hubspot": { access: "user" },
  "GET /api/v2/hubspot-callback": { access: "user", req: () => ({ query: { code: "code-of-someone", state: "not-a-state" } }) },
  "POST /api/v2/hubspot/contacts/import": { access: "user" },
  // The extension: facts the caller read themself, about a person the victim also knows; the lead sync names the victim's lead.
  "POST /api/v2/extension/profile": {
    access: "user",
    req: (v) => ({ body: { linkedin_url: v.profileLink, name: "Hijacked Name", positions: [{ title: "Hijacked", company: "Hijacked", dates: "2020 - Present" }] } }),
  },
  "POST /api/v2/extension/lead": { access: "user", req: (v) => ({ body: { linkedin_url: v.profileLink, name: "Hijacked Name" } }) },
  "GET /api/v2/leads/unsynced": { access: "user" },
  "POST /api/v2/extension/connect": { access: "user" },
  "POST /api/v2/leads/sync": { access: "user", req: (v) => ({ query: { id: v.leadId }, body: { linkedin_url: "https://www.linkedin.com/in/omega-target/", name: "Hijacked" } }), foreign: true },
  "GET /api/v2/hubspot/contacts/import": { access: "user" },
  "PATCH /api/v2/info": { access: "user", req: () => ({ query: { module: "PIPELINE" } }) },
  "GET /api/v2/message": { access: "user" },
  "POST /api/v2/logs": { access: "user", req: () => ({ body: { events: [{ timestamp: new Date().toISOString(), action: "Matrix", type: "button_click", page: "/pipeline/" }] } }) },
  // Intro requests (issue 17): the victim's lead and any request id not the caller's are 404.
  "GET /api/v2/intro-requests": { access: "user", req: (v) => ({ query: { scope: "received", lead_id: v.leadId } }) },
  "POST /api/v2/intro-requests": {
    access: "user",
    req: (v) => ({ body: { lead_id: v.leadId, path_id: "a>b>c", ask: "Would you introduce me?", forwardable: "Hi, …" } }),
    foreign: true,
  },
  "PATCH /api/v2/intro-requests": { access: "user", req: (v) => ({ query: { id: v.leadId }, body: { status: "accepted" } }), foreign: true },
  "GET /api/v2/admin/logs": {
    access: "superadmin",
    req: (v) => ({ query: { user_id: v.ownerId } }),
    mayShowVictim: "a superadmin reads any account's activity",
    mayTouchVictim: "every superadmin call is audited with the account it names",
  },
  // Data rights (issue 31). Deleting one's account needs one's own e-mail typed: the victim's answers 400, nothing deleted.
  "DELETE /api/v2/account": { access: "user", req: (v) => ({ body: { email: v.email, password: "not-the-password" } }), expectStatus: 400 },
  "DELETE /api/v2/admin/user": { access: "superadmin", req: () => ({ query: { id: uuidZero } }), foreign: true },
  "POST /api/v2/admin/erase-person": { access: "superadmin", req: () => ({ body: { email: "nobody-matrix@erasure.example" } }) },
  "POST /api/v2/export/my-data": { access: "user" },
  // Another member's archive (and its status) is unknown to everyone else, superadmins included.
  "GET /api/v2/export/my-data": { access: "user", req: (v) => ({ query: { id: v.exportId, download: "1" } }), foreign: true },
  "GET /api/v2/admin/message": { access: "superadmin" },
  "GET /api/v2/admin/calibration": { access: "superadmin" },
  "PUT /api/v2/admin/message": { access: "superadmin", req: () => ({ body: { message: "Matrix maintenance tonight" } }) },
};

/** Progress of the long run, one line per call (tail it while it runs). */
const PROGRESS = path.join(tmpdir(), "scuba-authorization-matrix.log");

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const API_ROOT = path.join(process.cwd(), "app/api");

/** Every "METHOD /api/path" the app serves, from the file system (the route list is the truth). */
async function discoverRoutes(): Promise<{ key: string; routePath: string; fn: Parameters<typeof call>[0] }[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "route.ts") files.push(full);
    }
  };
  walk(API_ROOT);
  const out = [];
  for (const file of files.sort()) {
    const routePath = `/api/${path.relative(API_ROOT, path.dirname(file)).split(path.sep).join("/")}`;
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const m of METHODS) if (typeof mod[m] === "function") out.push({ key: `${m} ${routePath}`, routePath, fn: mod[m] as Parameters<typeof call>[0] });
  }
  return out;
}

const smtp = catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => {
  setRateStore(new MemoryStore());
  // Limits would turn the matrix's many calls into 429s; they have their own tests.
  for (const r of ["SIGNIN_ACCOUNT", "SIGNIN_IP", "CODE_ACCOUNT", "CODE_IP", "RESET_ACCOUNT", "RESET_IP", "SIGNUP_IP", "VERIFY_IP", "SIGNUP_EMAIL"]) {
    vi.stubEnv(`RATE_LIMIT_${r}`, "100000/3600");
  }
});
afterEach(() => {
  vi.unstubAllEnvs();
  setRateStore(undefined);
});

const HEADER = "First Name,Last Name,URL,Email Address,Company,Position,Connected On";
const csvRow = (first: string, last: string, slug: string, email: string, company: string, position: string) =>
  `${first},${last},https://www.linkedin.com/in/${slug},${email},${company},${position},04 Jul 2023`;

async function session(userId: string, _email?: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const { token } = await startSession(user!, { deviceId: TEST_DEVICE, deviceType: "desktop", browserType: "Test", ipAddress: "127.0.0.1" }, false);
  return token;
}

/** The victim team: an owner with a network, a tag on a person, a list, a lead, a collaborator, a pending invite. */
async function buildVictim(): Promise<{ victim: Victim; markers: string[]; ids: string[] }> {
  const owner = await createUser({ name: "Omega Inviter", email: "inviter@omega-corp.com" });
  const teammate = await createUser({ name: "Omega Teammate", email: "teammate@omega-corp.com" });
  const ownerToken = await session(owner.id, owner.email);
  const mateToken = await session(teammate.id, teammate.email);
  const up = await call(upload, "/api/v2/linkedin/network-bulk", {
    token: ownerToken,
    body: { file_name: "Connections.csv", content: `${HEADER}\n${csvRow("Inez", "Omegaknown", "inez-omega", "inez@omega-corp.com", "Omega Holdings", "Omega Director")}\n` },
  });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  await runPendingJobs();
  const tag = await call<{ id: string }>(createTag, "/api/v1/create-tag", { token: ownerToken, body: { tag: "Omega Secret Tag" } });
  expect(tag.status).toBe(200);
  const profileLink = "https://www.linkedin.com/in/inez-omega";
  expect((await call(addUserTags, "/api/v1/add-user-tags", { token: ownerToken, body: { profile_link: profileLink, tags: [tag.body.data.id] } })).status).toBe(200);
  const list = await call<{ id: string }>(createList, "/api/v2/list", { token: ownerToken, body: { name: "Omega Secret List" } });
  const lead = await call<{ id: string }>(createLead, "/api/v2/leads", {
    token: ownerToken,
    body: { linkedin_url: "https://www.linkedin.com/in/omega-target/", name: "Omega Target", company: "Omega Globex", role: "VP Sales" },
  });
  expect(lead.status, JSON.stringify(lead.body)).toBe(200);
  expect((await call(addToList, "/api/v2/lead-pipeline", { token: ownerToken, body: { id: list.body.data.id, lead_ids: [lead.body.data.id] } })).status).toBe(200);
  // The teammate joins (a notification for the owner), then a second invite stays pending.
  expect((await call(invite, "/api/v2/collaborator/invite", { token: ownerToken, body: { email: teammate.email } })).status).toBe(200);
  const code1 = linksIn(await smtp.current.waitFor({ to: teammate.email }))[0]!.match(/\/invitees\/([^/]+)\/$/)![1]!;
  expect((await call(accept, "/api/v2/collaborator/accept", { method: "POST", token: mateToken, query: { invite_id: code1 } })).status).toBe(200);
  expect((await call(invite, "/api/v2/collaborator/invite", { token: ownerToken, body: { email: "pending@omega-corp.com" } })).status).toBe(200);
  const inviteCode = linksIn(await smtp.current.waitFor({ to: "pending@omega-corp.com" }))[0]!.match(/\/invitees\/([^/]+)\/$/)![1]!;
  const lists = await call<CollaboratorLists>(collaboratorLists, "/api/v2/collaborator", { token: ownerToken });
  const pending = lists.body.data.data.find((i) => i.email === "pending@omega-corp.com")!;
  expect(pending, JSON.stringify(lists.body)).toBeDefined();
  const conns = await call<{ data: { id: string; connected_li_user: { full_name: string } }[] }>(listConnections, "/api/v1/list-connections", { token: ownerToken, body: {} });
  const connectionId = conns.body.data.data.find((c) => c.connected_li_user.full_name.startsWith("Inez"))!.id;
  const [ut] = await db.select().from(userTags).where(eq(userTags.tagId, tag.body.data.id));
  let [note] = await db.select().from(notifications).where(eq(notifications.userId, owner.id));
  if (!note) [note] = await db.insert(notifications).values({ userId: owner.id, type: "collaborator", message: "Omega Teammate joined" }).returning();
  // An unread alert of the victim's: the bell's calls (list, mark all read) must never show or touch it.
  await db.insert(notifications).values({ userId: owner.id, type: "WARM_PATH", message: "New warm path to Omega Lead via Inez (Good)", data: { href: "/pipeline/x/" } });
  const [inv] = await db.select().from(invites).where(eq(invites.id, pending.id));
  expect(inv).toBeDefined();
  const dataExport = await startDataExport(owner.id);
  await runPendingJobs();
  const victim: Victim = {
    leadId: lead.body.data.id,
    listId: list.body.data.id,
    tagId: tag.body.data.id,
    userTagId: ut!.id,
    connectionId,
    personId: owner.personId!,
    notificationId: note!.id,
    inviteId: pending.id,
    inviteCode,
    ownerId: owner.id,
    email: owner.email,
    profileLink,
    exportId: dataExport.id,
  };
  const ids = [victim.leadId, victim.listId, victim.tagId, victim.userTagId, victim.connectionId, victim.notificationId, victim.inviteId, owner.id, teammate.id];
  const markers = ["Omegaknown", "Omega Holdings", "Omega Director", "Omega Target", "Omega Globex", "Omega Secret", "Omega Inviter", "Omega Teammate", "omega-corp.com", ...ids];
  return { victim, markers, ids };
}

type Actor = { name: string; allowed: boolean; token: () => Promise<string | undefined> };

let tableNames: string[] | undefined;

/**
 * Per table, in one query: md5 of every row, and md5 of the rows that mention one of `ids` (the
 * victim team's rows carry its user ids). Prefixed "all:" and "victim:".
 */
async function digest(ids: string[]): Promise<Record<string, string>> {
  const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
  tableNames ??= rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  ).map((r) => r.table_name);
  const like = `t::text like any (array[${ids.map((id) => `'%${id}%'`).join(",")}])`;
  const query = tableNames
    .map(
      (t) =>
        `select '${t}' as t, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, ` +
        `md5(coalesce(string_agg(t::text, '|' order by t::text) filter (where ${like}), '')) as v from "${t}" t`,
    )
    .join(" union all ");
  const out: Record<string, string> = {};
  for (const r of rowsOf<{ t: string; h: string; v: string }>(await db.execute(sql.raw(query)))) {
    out[`all:${r.t}`] = r.h;
    out[`victim:${r.t}`] = r.v;
  }
  return out;
}

function changed(a: Record<string, string>, b: Record<string, string>) {
  return Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);
}

describe("authorization matrix", () => {
  it("every route × every caller, aimed at another team: 0 leaks, 0 refused writes, foreign objects 404", async () => {
    const routes = await discoverRoutes();
    const missing = routes.filter((r) => !ROUTES[r.key]).map((r) => r.key);
    expect(missing, `routes without an entry in ROUTES (add one): ${missing.join(", ")}`).toEqual([]);
    const stale = Object.keys(ROUTES).filter((k) => !routes.some((r) => r.key === k));
    expect(stale, "entries for routes that no longer exist").toEqual([]);

    const { victim, markers, ids } = await buildVictim();
    // The callers' own worlds: a team (owner + collaborator), a lone member of a third team, and
    // accounts that must not get in.
    const alpha = await createUser({ name: "Alpha Owner", email: "owner@alpha-corp.com" });
    const alphaMate = await createUser({ name: "Alpha Mate", email: "mate@alpha-corp.com" });
    const alphaToken = await session(alpha.id, alpha.email);
    expect((await call(invite, "/api/v2/collaborator/invite", { token: alphaToken, body: { email: alphaMate.email } })).status).toBe(200);
    const code = linksIn(await smtp.current.waitFor({ to: alphaMate.email }))[0]!.match(/\/invitees\/([^/]+)\/$/)![1]!;
    expect((await call(accept, "/api/v2/collaborator/accept", { method: "POST", token: await session(alphaMate.id, alphaMate.email), query: { invite_id: code } })).status).toBe(200);
    const gamma = await createUser({ name: "Gamma Solo", email: "solo@gamma-corp.com" });
    const pending = await createUser({ name: "Pending Person", email: "pending@delta-corp.com", isAdminApproved: false });
    const deactivated = await createUser({ name: "Gone Person", email: "gone@delta-corp.com" });
    const rookie = await createUser({ name: "Root Without", email: "root-no2fa@scuba.local", role: "superadmin" });
    const root = await createUser({ name: "Root", email: "root@scuba.local", role: "superadmin", totpSecretEnc: seal("JBSWY3DPEHPK3PXP"), totpEnabledAt: new Date() });
    // Sessions for accounts that are then switched off: the session row outlives the switch.
    const deactivatedToken = await session(deactivated.id, deactivated.email);
    await db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    await runPendingJobs();

    // A fresh session per route: some routes end it (logout) or change the account.
    const fresh = (u: { id: string; email: string }) => () => session(u.id, u.email);
    const actors: Actor[] = [
      { name: "anonymous", allowed: false, token: async () => undefined },
      { name: "member", allowed: true, token: fresh(alpha) },
      { name: "collaborator", allowed: true, token: fresh(alphaMate) },
      { name: "member of another team", allowed: true, token: fresh(gamma) },
      { name: "pending approval", allowed: false, token: fresh(pending) },
      { name: "deactivated", allowed: false, token: async () => deactivatedToken },
      { name: "superadmin without two-factor", allowed: true, token: fresh(rookie) },
      { name: "superadmin", allowed: true, token: fresh(root) },
    ];

    const problems: string[] = [];
    let calls = 0;
    let refused = 0;
    // MATRIX_ONLY=<regex> runs a part of the matrix (the route checks above always run whole).
    const only = process.env.MATRIX_ONLY ? new RegExp(process.env.MATRIX_ONLY) : null;
    for (const route of routes.filter((r) => !only || only.test(r.key))) {
      const entry = ROUTES[route.key]!;
      const method = route.key.split(" ")[0]!;
      for (const actor of actors) {
        // The known hang is PGlite's (one connection); on PostgreSQL every caller runs.
        if (entry.allowedCallersSkipped && process.env.TEST_DB !== "postgres" && (entry.access === "public" || actor.allowed)) continue;
        const r = entry.req?.(victim) ?? {};
        const url = route.routePath.replace(/\[(\w+)\]/g, (_, k: string) => r.params?.[k] ?? uuidZero);
        const token = await actor.token();
        const before = await digest(ids);
        appendFileSync(PROGRESS, `${route.key} as ${actor.name} …\n`);
        const started = Date.now();
        const res = await Promise.race([
          call(route.fn, url, { method, token, body: r.body, query: r.query, params: r.params }),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${route.key} as ${actor.name} hung for 30 s`)), 30_000).unref()),
        ]);
        const ms = Date.now() - started;
        calls += 1;
        if (ms > 2000) console.log(`[matrix] slow: ${route.key} as ${actor.name} ${ms} ms`);
        const after = await digest(ids);
        appendFileSync(PROGRESS, `${route.key} as ${actor.name} → ${res.status} ${ms} ms\n`);
        const where = `${route.key} as ${actor.name} → ${res.status}`;
        const text = JSON.stringify(res.body ?? "");
        if (res.status >= 500) problems.push(`${where}: server error ${text.slice(0, 200)}`);
        if (!entry.mayShowVictim) for (const m of markers) if (text.includes(m)) problems.push(`${where}: leaked "${m}"`);
        const ok = res.status >= 200 && res.status < 300;
        if (!ok) {
          refused += 1;
          const diff = changed(before, after).filter((k) => k.startsWith("all:"));
          if (diff.length) problems.push(`${where}: refused call wrote to ${diff.join(", ")}`);
        }
        if (!entry.mayTouchVictim) {
          const diff = changed(before, after).filter((k) => k.startsWith("victim:"));
          if (diff.length) problems.push(`${where}: changed the other team's rows in ${diff.join(", ")}`);
        }
        const mayCall = entry.access === "public" || (entry.access === "user" ? actor.allowed : actor.name === "superadmin");
        if (!mayCall && ![401, 403].includes(res.status)) problems.push(`${where}: expected 401/403`);
        if (mayCall && entry.foreign && res.status !== 404) problems.push(`${where}: expected 404 for another team's object`);
        if (mayCall && entry.expectStatus && res.status !== entry.expectStatus) problems.push(`${where}: expected ${entry.expectStatus}`);
      }
    }
    console.log(`[matrix] ${routes.length} routes × ${actors.length} callers = ${calls} calls, ${refused} refused, ${problems.length} problems`);
    expect(problems).toEqual([]);
  }, 600_000);
});
