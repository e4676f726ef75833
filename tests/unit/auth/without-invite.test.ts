import { describe, expect, it } from "vitest";
import { withoutInvite } from "@/lib/auth/redirects";

// Issue 27 §14: once an invite is answered, signing in must not lead back to it.
describe("the stored redirect_url forgets an answered invite", () => {
  it("drops ?invite=<code> and keeps the rest", () => {
    expect(withoutInvite("?invite=abc123abc123", "abc123abc123")).toBeNull();
    expect(withoutInvite("?next=x&invite=abc123abc123", "abc123abc123")).toBe("?next=x");
    expect(withoutInvite("/pipeline/?invite=abc123abc123&a=1", "abc123abc123")).toBe("/pipeline/?a=1");
  });
  it("leaves another invite, or none, alone", () => {
    expect(withoutInvite("?invite=other-code-000", "abc123abc123")).toBe("?invite=other-code-000");
    expect(withoutInvite("/pipeline/", "abc123abc123")).toBe("/pipeline/");
    expect(withoutInvite(null, "abc123abc123")).toBeNull();
  });
});
