import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { auditLogs } from "@/lib/db/schema";
import { POST as login } from "@/app/api/v2/login/route";
import { GET as verify } from "@/app/api/v2/verify/route";
import { GET as domains } from "@/app/api/v2/admin/user-request/domains/route";
import { GET as userRequest } from "@/app/api/v2/admin/user-request/route";
import { POST as activate } from "@/app/api/v2/admin/user-request/activate/route";
import { POST as deactivate } from "@/app/api/v2/admin/user-request/deactivate/route";
import { GET as sessionList } from "@/app/api/v2/admin/session/route";
import { POST as terminate } from "@/app/api/v2/admin/session/terminate-session/route";
import { POST as changePassword } from "@/app/api/v2/admin/session/change-password/route";
import { startSession } from "@/lib/auth/service";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call, TEST_DEVICE } from "../../helpers/api";
import { createUser, reloadUser, signedInUser, TEST_PASSWORD } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";
import { signedInSuperadmin } from "./helpers";

catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));

const signIn = (email: string, password = TEST_PASSWORD) => call<{ token: string }>(login, "/api/v2/login", { body: { email, password } });
const device = (deviceId: string) => ({ deviceId, deviceType: "mobile" as const, browserType: "Safari 18", ipAddress: "10.0.0.7" });

describe("user management", () => {
  it("lists domains and users by domain and search, pending first, ten a page", async () => {
    const admin = await signedInSuperadmin("root@scuba-admin.io");
    await createUser({ email: "waiting@acme-corp.com", name: "Wanda Waiting", isAdminApproved: false });
    for (let i = 0; i < 11; i++) await createUser({ email: `seller${String(i).padStart(2, "0")}@acme-corp.com`, name: `Seller ${i}` });
    await createUser({ email: "solo@other.org", name: "Solo Other" });

    const d = await call<{ domain: string }[]>(domains, "/api/v2/admin/user-request/domains", { token: admin.token });
    expect(d.body.data).toEqual([{ domain: "acme-corp.com" }, { domain: "other.org" }, { domain: "scuba-admin.io" }]);

    type Page = { users: { id: string; name: string; email: string; is_admin_approved: boolean }[]; count: number };
    const page1 = await call<Page>(userRequest, "/api/v2/admin/user-request", { token: admin.token, query: { domain: "@acme-corp.com", search: "", skip: "0", limit: "10" } });
    expect(page1.body.data.count).toBe(12);
    expect(page1.body.data.users).toHaveLength(10);
    expect(page1.body.data.users[0]).toMatchObject({ email: "waiting@acme-corp.com", name: "Wanda Waiting", is_admin_approved: false });
    const page2 = await call<Page>(userRequest, "/api/v2/admin/user-request", { token: admin.token, query: { domain: "@acme-corp.com", skip: "10", limit: "10" } });
    expect(page2.body.data.users).toHaveLength(2);
    const searched = await call<Page>(userRequest, "/api/v2/admin/user-request", { token: admin.token, query: { search: "solo" } });
    expect(searched.body.data.users.map((u) => u.email)).toEqual(["solo@other.org"]);
    // A LIKE wildcard in the search is a literal character, not "match everything".
    const wild = await call<Page>(userRequest, "/api/v2/admin/user-request", { token: admin.token, query: { search: "%" } });
    expect(wild.body.data.count).toBe(0);
  });

  it("approval unlocks a pending sign-up", async () => {
    const admin = await signedInSuperadmin();
    const pending = await createUser({ email: "newbie@acme-corp.com", isAdminApproved: false });
    const before = await signIn("newbie@acme-corp.com");
    expect(before.status).toBe(401);
    expect(before.body.message).toBe("Admin approval pending");

    const res = await call<{ users: string[] }>(activate, "/api/v2/admin/user-request/activate", { token: admin.token, body: { users: [pending.id] } });
    expect(res.status).toBe(200);
    expect(res.body.data.users).toEqual([pending.id]);
    expect((await reloadUser(pending.id)).isAdminApproved).toBe(true);
    const after = await signIn("newbie@acme-corp.com");
    expect(after.status).toBe(200);
    // Activating twice changes nothing more.
    expect((await call(activate, "/api/v2/admin/user-request/activate", { token: admin.token, body: { users: [pending.id] } })).status).toBe(200);
    const [entry] = await db.select().from(auditLogs).limit(1);
    expect(entry).toMatchObject({ action: "users.activate", actorUserId: admin.user.id });
    expect(entry!.target).toMatchObject({ users: [pending.id] });
  });

  it("deactivation ends the user's sessions at once and their sign-in answers 'User is inactive'", async () => {
    const admin = await signedInSuperadmin();
    const member = await signedInUser({ email: "leaver@acme-corp.com" });
    const phone = await startSession(member.user, device("phone-1"), false);
    expect((await call(verify, "/api/v2/verify", { token: member.token })).status).toBe(200);

    const res = await call<{ ended_sessions: number }>(deactivate, "/api/v2/admin/user-request/deactivate", { token: admin.token, body: { users: [member.user.id] } });
    expect(res.status).toBe(200);
    expect(res.body.data.ended_sessions).toBe(2);
    expect((await call(verify, "/api/v2/verify", { token: member.token })).status).toBe(403);
    expect((await call(verify, "/api/v2/verify", { token: phone.token })).status).toBe(403);
    const again = await signIn("leaver@acme-corp.com");
    expect(again.status).toBe(401);
    expect(again.body.message).toBe("User is inactive");
    const reloaded = await reloadUser(member.user.id);
    expect(reloaded).toMatchObject({ isActive: false, isAdminApproved: false });

    // Re-activating opens the account again.
    await call(activate, "/api/v2/admin/user-request/activate", { token: admin.token, body: { users: [member.user.id] } });
    expect((await signIn("leaver@acme-corp.com")).status).toBe(200);
  });

  it("a superadmin cannot deactivate themself, and nothing changes", async () => {
    const admin = await signedInSuperadmin();
    const other = await createUser();
    const res = await call(deactivate, "/api/v2/admin/user-request/deactivate", { token: admin.token, body: { users: [other.id, admin.user.id] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("You cannot deactivate your own account.");
    expect((await reloadUser(other.id)).isActive).toBe(true);
    expect((await call(verify, "/api/v2/verify", { token: admin.token })).status).toBe(200);
  });

  it("refuses hostile input early", async () => {
    const admin = await signedInSuperadmin();
    expect((await call(activate, "/api/v2/admin/user-request/activate", { token: admin.token, body: { users: ["1 or 1=1"] } })).status).toBe(400);
    expect((await call(activate, "/api/v2/admin/user-request/activate", { token: admin.token, body: { users: [] } })).status).toBe(400);
  });
});

describe("session management", () => {
  it("lists live sessions and terminates one device, then all; the next call is refused", async () => {
    const admin = await signedInSuperadmin();
    const member = await signedInUser({ email: "roamer@acme-corp.com" });
    const phone = await startSession(member.user, device("phone-1"), false);
    type S = { device_id: string; device_type: string; ip_address: string; created_at: string }[];
    const list = await call<S>(sessionList, "/api/v2/admin/session", { token: admin.token, query: { user_id: member.user.id } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s) => s.device_id).sort()).toEqual(["phone-1", TEST_DEVICE]);
    expect(list.body.data.find((s) => s.device_id === "phone-1")).toMatchObject({ device_type: "mobile", ip_address: "10.0.0.7" });

    const one = await call<{ ended: number }>(terminate, "/api/v2/admin/session/terminate-session", { token: admin.token, body: { user_id: member.user.id, session: ["phone-1"] } });
    expect(one.body.data.ended).toBe(1);
    expect((await call(verify, "/api/v2/verify", { token: phone.token })).status).toBe(403);
    expect((await call(verify, "/api/v2/verify", { token: member.token })).status).toBe(200);
    const left = await call<S>(sessionList, "/api/v2/admin/session", { token: admin.token, query: { user_id: member.user.id } });
    expect(left.body.data.map((s) => s.device_id)).toEqual([TEST_DEVICE]);

    const all = await call<{ ended: number }>(terminate, "/api/v2/admin/session/terminate-session", { token: admin.token, body: { user_id: member.user.id, session: "all" } });
    expect(all.body.data.ended).toBe(1);
    expect((await call(verify, "/api/v2/verify", { token: member.token })).status).toBe(403);
    const none = await call<S>(sessionList, "/api/v2/admin/session", { token: admin.token, query: { user_id: member.user.id } });
    expect(none.body.data).toEqual([]);
    // Terminating again is harmless.
    expect((await call(terminate, "/api/v2/admin/session/terminate-session", { token: admin.token, body: { user_id: member.user.id, session: "all" } })).body.data).toEqual({ ended: 0 });
  });

  it("answers 404 for an unknown user", async () => {
    const admin = await signedInSuperadmin();
    const res = await call(sessionList, "/api/v2/admin/session", { token: admin.token, query: { user_id: "00000000-0000-4000-8000-00000000ffff" } });
    expect(res.status).toBe(404);
  });

  it("changes a password: the new one works, the old one does not, and the user's sessions end", async () => {
    const admin = await signedInSuperadmin();
    const member = await signedInUser({ email: "forgetful@acme-corp.com" });
    const short = await call(changePassword, "/api/v2/admin/session/change-password", { token: admin.token, body: { user_id: member.user.id, password: "short", confirm_password: "short" } });
    expect(short.status).toBe(400);
    expect(short.body.errors?.password).toEqual(["Password should be at least 8 characters long."]);
    const differ = await call(changePassword, "/api/v2/admin/session/change-password", { token: admin.token, body: { user_id: member.user.id, password: "brand-new-pass", confirm_password: "brand-new-pasS" } });
    expect(differ.status).toBe(400);
    expect(differ.body.errors?.confirm_password).toEqual(["Passwords do not match"]);
    expect((await signIn("forgetful@acme-corp.com")).status).toBe(200);

    const res = await call(changePassword, "/api/v2/admin/session/change-password", { token: admin.token, body: { user_id: member.user.id, password: "brand-new-pass", confirm_password: "brand-new-pass" } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Password Updated Successfully");
    expect((await call(verify, "/api/v2/verify", { token: member.token })).status).toBe(403);
    const old = await signIn("forgetful@acme-corp.com");
    expect(old.status).toBe(401);
    expect((await signIn("forgetful@acme-corp.com", "brand-new-pass")).status).toBe(200);
    // The audit entry names the user, never the password.
    const rows = await db.select().from(auditLogs);
    const entry = rows.find((r) => r.action === "users.change_password")!;
    expect(entry.target).toMatchObject({ user_id: member.user.id });
    expect(JSON.stringify(entry.target)).not.toContain("brand-new-pass");
  });
});
