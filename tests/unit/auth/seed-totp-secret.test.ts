import { generateSync, verifySync } from "otplib";
import { describe, expect, it } from "vitest";
import { assertSeedTotpSecret } from "@/lib/auth/seed-totp-secret";

// Issue 27 §7: a 24-character secret (15 bytes) was seeded, then every correct code refused.
describe("SEED_ADMIN_TOTP_SECRET is checked at start", () => {
  it("refuses a secret under 16 bytes, saying the minimum and how to make one", () => {
    const short = "KRSXG5CTMVRXEZLUKRSXG5CT"; // 24 characters = 15 bytes
    expect(() => assertSeedTotpSecret(short)).toThrow(/SEED_ADMIN_TOTP_SECRET cannot be used \(Secret must be at least 16 bytes.*got 15 bytes\)/);
    expect(() => assertSeedTotpSecret(short)).toThrow(/at least 16 bytes long: 26 characters or more, 32 recommended/);
    expect(() => assertSeedTotpSecret(short)).toThrow(/generateSecret/);
  });

  it("refuses a secret that is not base32", () => {
    expect(() => assertSeedTotpSecret("not-a-base32-secret-at-all-0189")).toThrow(/SEED_ADMIN_TOTP_SECRET cannot be used \(Invalid Base32/);
  });

  it("accepts a secret whose codes verify, and an unset one", () => {
    const secret = "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU"; // 32 characters = 20 bytes
    expect(() => assertSeedTotpSecret(secret)).not.toThrow();
    expect(verifySync({ secret, token: generateSync({ secret }) }).valid).toBe(true);
    expect(() => assertSeedTotpSecret("")).not.toThrow();
    expect(() => assertSeedTotpSecret(undefined)).not.toThrow();
  });
});
