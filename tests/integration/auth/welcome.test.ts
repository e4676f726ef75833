import { describe, expect, it } from "vitest";
import { GET as verify } from "@/app/api/v2/verify/route";
import { PUT as closeWelcome } from "@/app/api/v2/welcome/route";
import { startSession } from "@/lib/auth/service";
import type { UserDetails } from "@/lib/auth/schema";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

describe("the welcome dialog is keyed on the server", () => {
  it("shows on whichever device signs in first, and nowhere once closed", async () => {
    const { user, token } = await signedInUser();
    const details = async (t: string) => (await call<UserDetails>(verify, "/api/v2/verify", { token: t })).body.data;
    expect((await details(token)).show_welcome).toBe(true);

    const closed = await call(closeWelcome, "/api/v2/welcome", { token, method: "PUT" });
    expect(closed.status).toBe(200);
    expect((await details(token)).show_welcome).toBe(false);

    // Another device of the same member: already welcomed.
    const other = await startSession(user, { deviceId: "other-device", deviceType: "desktop", browserType: "Test", ipAddress: "127.0.0.2" }, false);
    expect((await details(other.token)).show_welcome).toBe(false);
    // Closing twice changes nothing.
    expect((await call(closeWelcome, "/api/v2/welcome", { token, method: "PUT" })).status).toBe(200);
  });

  it("is refused without a session", async () => {
    const res = await call(closeWelcome, "/api/v2/welcome", { method: "PUT" });
    expect(res.status).toBe(403);
  });
});
