import { describe, expect, it } from "vitest";
import { mailSafeName } from "@/lib/mail/names";

// Issue 12 §10: invite and verification mail carried attacker-chosen names.
describe("mailSafeName", () => {
  it("strips URLs, domains and line breaks", () => {
    expect(mailSafeName("Claim your prize at https://evil.example/win now")).toBe("Claim your prize at now");
    expect(mailSafeName("Bob\r\nBcc: victim@acme.com")).not.toMatch(/[\r\n]|acme\.com/);
    expect(mailSafeName("visit evil.example/claim")).toBe("visit");
    expect(mailSafeName("www.evil.example")).toBe("A Scuba user");
  });
  it("keeps ordinary names", () => {
    expect(mailSafeName("Ana María O'Neil-Smith")).toBe("Ana María O'Neil-Smith");
    expect(mailSafeName("Dr. J. Smith")).toBe("Dr. J. Smith");
  });
});
