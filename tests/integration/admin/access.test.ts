import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { auditLogs } from "@/lib/db/schema";
import { GET as domains } from "@/app/api/v2/admin/user-request/domains/route";
import { GET as userRequest } from "@/app/api/v2/admin/user-request/route";
import { GET as userDetail } from "@/app/api/v2/admin/user-request/user/route";
import { POST as activate } from "@/app/api/v2/admin/user-request/activate/route";
import { POST as deactivate } from "@/app/api/v2/admin/user-request/deactivate/route";
import { GET as sessionList } from "@/app/api/v2/admin/session/route";
import { POST as terminate } from "@/app/api/v2/admin/session/terminate-session/route";
import { POST as changePassword } from "@/app/api/v2/admin/session/change-password/route";
import { POST as report } from "@/app/api/v1/leads-report-leads-based/route";
import { GET as topList, POST as topAdd } from "@/app/api/v2/top-network/route";
import { PUT as topActivate } from "@/app/api/v2/top-network-activate/route";
import { PUT as topDeactivate } from "@/app/api/v2/top-network-deactivate/route";
import { POST as listLeadsAdmin } from "@/app/api/v1/list-leads-admin/route";
import { GET as leadsCompany } from "@/app/api/v2/leads/leads-company/route";
import { DELETE as refreshLead } from "@/app/api/v2/leads/refresh-lead/route";
import { GET as calibration } from "@/app/api/v2/admin/calibration/route";
import { seal } from "@/lib/crypto/secret-box";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call, type CallOptions } from "../../helpers/api";
import { createUser, signedInUser } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";
import { callRaw, signedInSuperadmin } from "./helpers";

catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));

type Route = (req: never, ctx: never) => Promise<Response>;

// Every superadmin call × {anonymous, member, superadmin without two-factor, superadmin}: the
// authorization matrix of issue 14. `build` makes a valid request for a given target user, so a
// 200 proves the gate opened and the 403s prove it held — not a 400 from a bad body.
const CALLS: { name: string; route: Route; path: string; write: boolean; build: (target: string, ids: { top: string }) => CallOptions }[] = [
  { name: "GET user-request/domains", route: domains as Route, path: "/api/v2/admin/user-request/domains", write: false, build: () => ({}) },
  { name: "GET user-request", route: userRequest as Route, path: "/api/v2/admin/user-request", write: false, build: () => ({ query: { domain: "@acme-corp.com", search: "", skip: "0", limit: "10" } }) },
  { name: "GET user-request/user", route: userDetail as Route, path: "/api/v2/admin/user-request/user", write: false, build: (t) => ({ query: { user_id: t } }) },
  { name: "POST user-request/activate", route: activate as Route, path: "/api/v2/admin/user-request/activate", write: true, build: (t) => ({ body: { users: [t] } }) },
  { name: "POST user-request/deactivate", route: deactivate as Route, path: "/api/v2/admin/user-request/deactivate", write: true, build: (t) => ({ body: { users: [t] } }) },
  { name: "GET session", route: sessionList as Route, path: "/api/v2/admin/session", write: false, build: (t) => ({ query: { user_id: t } }) },
  { name: "POST session/terminate-session", route: terminate as Route, path: "/api/v2/admin/session/terminate-session", write: true, build: (t) => ({ body: { user_id: t, session: "all" } }) },
  { name: "POST session/change-password", route: changePassword as Route, path: "/api/v2/admin/session/change-password", write: true, build: (t) => ({ body: { user_id: t, password: "new-pass-123", confirm_password: "new-pass-123" } }) },
  { name: "POST leads-report-leads-based", route: report as Route, path: "/api/v1/leads-report-leads-based", write: true, build: () => ({ query: { start: "0", end: "10" }, body: { filters: {} } }) },
  { name: "GET top-network", route: topList as Route, path: "/api/v2/top-network", write: false, build: () => ({ query: { skip: "0", limit: "10" } }) },
  { name: "POST top-network", route: topAdd as Route, path: "/api/v2/top-network", write: true, build: () => ({ body: { network: [{ position: "VP Sales" }] } }) },
  { name: "PUT top-network-activate", route: topActivate as Route, path: "/api/v2/top-network-activate", write: true, build: (_t, ids) => ({ method: "PUT", body: [ids.top] }) },
  { name: "PUT top-network-deactivate", route: topDeactivate as Route, path: "/api/v2/top-network-deactivate", write: true, build: (_t, ids) => ({ method: "PUT", body: { ids: [ids.top] } }) },
  { name: "POST list-leads-admin", route: listLeadsAdmin as Route, path: "/api/v1/list-leads-admin", write: true, build: () => ({ body: { where: { is_active: true }, skip: 0, limit: 10, order: { company: "asc" } } }) },
  { name: "GET leads/leads-company", route: leadsCompany as Route, path: "/api/v2/leads/leads-company", write: false, build: () => ({ query: { skip: "0", limit: "10", search: "" } }) },
  { name: "GET admin/calibration", route: calibration as Route, path: "/api/v2/admin/calibration", write: false, build: () => ({}) },
  { name: "DELETE leads/refresh-lead", route: refreshLead as Route, path: "/api/v2/leads/refresh-lead", write: true, build: () => ({ method: "DELETE", body: { data: [], company: ["Acme"] } }) },
];

describe("superadmin API authorization matrix", () => {
  for (const c of CALLS) {
    it(`${c.name}: anonymous 403, member 403, superadmin without two-factor 403, superadmin 200`, async () => {
      const target = await createUser({ name: "Target Person", email: `target-${Math.random().toString(36).slice(2, 8)}@acme-corp.com` });
      const admin = await signedInSuperadmin();
      const { topAdd: add } = { topAdd };
      const seeded = await call<{ id: string }[]>(add as never, "/api/v2/top-network", { token: admin.token, body: { network: [{ position: "Head of Growth" }] } });
      const ids = { top: seeded.body.data[0]!.id };
      const member = await signedInUser({ totpSecretEnc: seal("KRSXG5CTMVRXEZLU"), totpEnabledAt: new Date() });
      const adminNo2fa = await signedInUser({ role: "superadmin" });
      const options = c.build(target.id, ids);
      const run = async (token?: string) => {
        if (c.route !== (report as Route)) return call(c.route as never, c.path, { ...options, token });
        // The report answers a file when allowed, the JSON envelope when refused.
        const raw = await callRaw(report as never, c.path, { ...options, token } as never);
        const text = raw.bytes.toString("utf8");
        return { status: raw.status, headers: raw.headers, body: raw.status === 200 ? { message: "" } : JSON.parse(text) };
      };

      const anonymous = await run();
      expect(anonymous.status).toBe(403);
      const asMember = await run(member.token);
      expect(asMember.status).toBe(403);
      expect(asMember.body.message).toBe("Superadmin only");
      const without2fa = await run(adminNo2fa.token);
      expect(without2fa.status).toBe(403);
      expect(without2fa.body.message).toMatch(/requires two-factor authentication/);

      const before = (await db.select().from(auditLogs)).length;
      const allowed = await run(admin.token);
      expect(allowed.status).toBe(200);
      // Every admin call is audited, reads too: who, what, whom, when, request id.
      const rows = await db.select().from(auditLogs);
      expect(rows.length).toBe(before + 1);
      const last = rows[rows.length - 1]!;
      expect(last.actorUserId).toBe(admin.user.id);
      expect(last.requestId).toBe(allowed.headers.get("x-request-id"));
      expect(last.action).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(last.createdAt).toBeInstanceOf(Date);
      // The refused calls left no entry.
      expect(rows.filter((r) => r.actorUserId !== admin.user.id)).toEqual([]);
    });
  }

  it("refuses a write without the device header even from a superadmin (cross-site defence)", async () => {
    const admin = await signedInSuperadmin();
    const target = await createUser();
    const res = await call(deactivate as never, "/api/v2/admin/user-request/deactivate", { token: admin.token, deviceId: null, body: { users: [target.id] } });
    expect(res.status).toBe(403);
  });
});
