import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { codeHash, DEVICE_CODE_LENGTH, hashSecret, newDeviceCode, newLinkToken, normalizeCode } from "@/lib/auth/one-time";
import { deviceCodeSchema } from "@/lib/auth/schema";
import { isBlockedSignupDomain } from "@/lib/auth/config";

describe("one-time secrets", () => {
  it("makes 8-character codes without look-alike characters", () => {
    for (let i = 0; i < 200; i++) {
      const code = newDeviceCode();
      expect(code).toHaveLength(DEVICE_CODE_LENGTH);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    }
  });

  it("makes link tokens of 256 bits and never stores them in clear", () => {
    const token = newLinkToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(hashSecret(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(token)).not.toContain(token);
  });

  it("binds a code's hash to its challenge and to the normalised code", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{8}$/), (code) => {
        const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
        expect(codeHash("challenge-a", typed)).toBe(codeHash("challenge-a", code));
        expect(codeHash("challenge-b", code)).not.toBe(codeHash("challenge-a", code));
        expect(normalizeCode(typed)).toBe(code);
      }),
    );
  });

  it("accepts exactly 8 alphanumeric characters, upper-cased", () => {
    expect(deviceCodeSchema.parse("abcd-1234")).toBe("ABCD1234");
    expect(deviceCodeSchema.safeParse("ABC123").success).toBe(false);
    expect(deviceCodeSchema.safeParse("ABCD12345").success).toBe(false);
  });
});

describe("sign-up domain rule", () => {
  it("refuses free-mail domains by default and follows SIGNUP_BLOCKED_DOMAINS", () => {
    expect(isBlockedSignupDomain("a@gmail.com")).toBe(true);
    expect(isBlockedSignupDomain("a@acme-corp.com")).toBe(false);
    process.env.SIGNUP_BLOCKED_DOMAINS = "none";
    expect(isBlockedSignupDomain("a@gmail.com")).toBe(false);
    process.env.SIGNUP_BLOCKED_DOMAINS = "Acme-Corp.com, other.io";
    expect(isBlockedSignupDomain("a@acme-corp.com")).toBe(true);
    delete process.env.SIGNUP_BLOCKED_DOMAINS;
  });
});
