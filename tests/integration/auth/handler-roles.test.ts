import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generate } from "otplib";
import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { seal } from "@/lib/crypto/secret-box";
import { startSession } from "@/lib/auth/service";
import { POST as generateToken } from "@/app/api/v2/generate-2fa-token/route";
import { POST as enable2fa } from "@/app/api/v2/enable-2fa/route";
import { setRateStore } from "@/lib/rate-limit";
import { MemoryStore } from "@/lib/rate-limit/store";
import { call } from "../../helpers/api";
import { signedInUser, TEST_PASSWORD } from "../../helpers/factories";
import { catchMailDuringTests } from "../../helpers/smtp";

catchMailDuringTests({ beforeAll, beforeEach, afterAll });
beforeEach(() => setRateStore(new MemoryStore()));

// The handler helper's role step, on a route made for the test: every `access: "superadmin"`
// route goes through this one gate.
const adminOnly = handler({ access: "superadmin" }, async ({ auth }) => ok({ id: auth.user.id }));
const adminWrite = handler({ access: "superadmin" }, async () => ok(null));

const NEEDS_TWO_FACTOR =
  "Superadmin access requires two-factor authentication. Set up an authenticator app from the account menu, then try again.";

describe("role checks", () => {
  it("lets a superadmin with two-factor through and refuses a member with 403", async () => {
    const admin = await signedInUser({ role: "superadmin", totpSecretEnc: seal("KRSXG5CTMVRXEZLU"), totpEnabledAt: new Date() });
    const member = await signedInUser();
    const allowed = await call<{ id: string }>(adminOnly, "/api/x", { token: admin.token });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.id).toBe(admin.user.id);
    const denied = await call(adminOnly, "/api/x", { token: member.token });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Superadmin only");
    // A member with two-factor on is still not a superadmin.
    const memberWith2fa = await signedInUser({ totpSecretEnc: seal("KRSXG5CTMVRXEZLU"), totpEnabledAt: new Date() });
    expect((await call(adminOnly, "/api/x", { token: memberWith2fa.token })).status).toBe(403);
  });

  it("refuses a superadmin without two-factor on every superadmin call, reads and writes", async () => {
    const admin = await signedInUser({ role: "superadmin" });
    const read = await call(adminOnly, "/api/x", { token: admin.token });
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({ statusCode: 403, code: "forbidden", message: NEEDS_TWO_FACTOR, data: null });
    const write = await call(adminWrite, "/api/x", { token: admin.token, body: {} });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(NEEDS_TWO_FACTOR);
    // A secret whose setup was never confirmed is not two-factor.
    const pending = await signedInUser({ role: "superadmin", totpSecretEnc: seal("KRSXG5CTMVRXEZLU") });
    expect((await call(adminOnly, "/api/x", { token: pending.token })).body.message).toBe(NEEDS_TWO_FACTOR);
  });

  it("opens the superadmin calls to the session that completes the setup, and ends the sessions that never showed it", async () => {
    const admin = await signedInUser({ role: "superadmin", email: "root@acme-corp.com" });
    const otherDevice = await signedInUser({ role: "superadmin", email: "root-2@acme-corp.com" });
    // The same superadmin on a second device, signed in before two-factor existed.
    const second = await startSession(admin.user, { deviceId: "other-laptop", deviceType: "desktop", browserType: "Test", ipAddress: "127.0.0.1" }, false);

    expect((await call(adminOnly, "/api/x", { token: admin.token })).status).toBe(403);
    const gen = await call<{ secret: string }>(generateToken, "/api/v2/generate-2fa-token", { method: "POST", token: admin.token });
    // Still refused while the setup is pending.
    expect((await call(adminOnly, "/api/x", { token: admin.token })).status).toBe(403);
    const enabled = await call(enable2fa, "/api/v2/enable-2fa", { token: admin.token, body: { code: await generate({ secret: gen.body.data.secret }), password: TEST_PASSWORD } });
    expect(enabled.status).toBe(200);

    expect((await call(adminOnly, "/api/x", { token: admin.token })).status).toBe(200);
    const stale = await call(adminOnly, "/api/x", { token: second.token });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toBe("Invalid session");
    // Another superadmin's sessions are not touched, and they stay refused without their own setup.
    expect((await call(adminOnly, "/api/x", { token: otherDevice.token })).body.message).toBe(NEEDS_TWO_FACTOR);
  });
});
