import { describe, expect, it } from "vitest";
import { signSessionToken, verifySessionToken } from "@/lib/auth/session-token";

const claims = { sid: "s-1", sub: "u-1", role: "member" as const };

describe("session tokens", () => {
  it("round-trips the session claims", async () => {
    const token = await signSessionToken(claims, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(token)).toEqual({ ok: true, claims });
  });
  it("reports an expired token as expired", async () => {
    const token = await signSessionToken(claims, new Date(Date.now() - 1000));
    expect(await verifySessionToken(token)).toEqual({ ok: false, reason: "expired" });
  });
  it("refuses a token whose payload was changed", async () => {
    const token = await signSessionToken(claims, new Date(Date.now() + 60_000));
    const [h, p, s] = token.split(".");
    const payload = JSON.parse(Buffer.from(p!, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, role: "superadmin" })).toString("base64url");
    expect(await verifySessionToken(`${h}.${forged}.${s}`)).toEqual({ ok: false, reason: "invalid" });
  });
});
