import { describe, expect, it } from "vitest";
import { hashInviteCode, INVITE_TTL_MS, isUuid, newInviteCode } from "@/lib/collaborators/invite-code";
import { inviteIdQuery, inviteSchema, revokeQuery } from "@/lib/collaborators/schema";

describe("invite codes", () => {
  it("are random, URL-safe, at least 256 bits, and stored only as a stable hash", () => {
    const codes = new Set(Array.from({ length: 200 }, () => newInviteCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(hashInviteCode(code)).toBe(hashInviteCode(code));
      expect(hashInviteCode(code)).toMatch(/^[0-9a-f]{64}$/);
      expect(hashInviteCode(code)).not.toContain(code);
    }
    expect(hashInviteCode("a")).not.toBe(hashInviteCode("b"));
  });

  it("live 7 days", () => {
    expect(INVITE_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("tells an invite id from a code", () => {
    expect(isUuid("5b0c3c9e-8f7a-4c1e-9a55-0d3f8f1b2c3d")).toBe(true);
    expect(isUuid(newInviteCode())).toBe(false);
  });
});

describe("invite payloads", () => {
  it("answers 'Please enter a valid email address.' for anything that is not an address", () => {
    for (const email of ["", "plain", "a@", "@b.com", "a b@c.com", `${"x".repeat(320)}@c.com`]) {
      const r = inviteSchema.safeParse({ email });
      expect(r.success, email).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Please enter a valid email address.");
    }
  });

  it("normalises the address: trimmed and lower-cased", () => {
    expect(inviteSchema.parse({ email: "  Ben@Acme-Corp.COM " })).toEqual({ email: "ben@acme-corp.com" });
  });

  it("requires the invite id and a uuid to revoke", () => {
    expect(inviteIdQuery.safeParse({}).success).toBe(false);
    expect(inviteIdQuery.safeParse({ invite_id: "  " }).success).toBe(false);
    expect(revokeQuery.safeParse({ id: "nope" }).success).toBe(false);
    expect(revokeQuery.safeParse({ id: "5b0c3c9e-8f7a-4c1e-9a55-0d3f8f1b2c3d" }).success).toBe(true);
  });
});
