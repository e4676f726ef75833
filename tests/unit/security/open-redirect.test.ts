import { describe, expect, it } from "vitest";
import { postLoginTarget, safeRedirectPath } from "@/lib/auth/redirects";
import { signupSchema } from "@/lib/auth/schema";

// Issue 12 §9: redirect_url "/\t/evil.example" passed the checks and the browser went off-site.
const hostile = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "/\\evil.example",
  "/%09/evil.example/../..",
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(1)",
  "/\u0000/evil.example",
  " //evil.example",
];

describe("open redirect after sign-in", () => {
  it.each(hostile)("never leaves the site for %j", (target) => {
    const out = postLoginTarget("", target);
    expect(new URL(out, "https://app.example").origin).toBe("https://app.example");
    // The raw value would be followed by a browser: it must not come back unchanged unless harmless.
    if (/[\t\n\r\\\u0000]/.test(target)) expect(out).toBe("/");
  });
  it("keeps same-origin paths and bare queries", () => {
    expect(safeRedirectPath("/network/?tab=a#x")).toBe("/network/?tab=a#x");
    expect(safeRedirectPath("?next=payment&selected_plan=abc")).toBe("?next=payment&selected_plan=abc");
    expect(postLoginTarget("", "?next=payment&selected_plan=abc")).toBe("/?next=payment&selected_plan=abc");
  });
  it("drops a hostile redirect_url at sign-up, before it is stored", () => {
    const parsed = signupSchema.parse({
      name: "Eve",
      email: "eve@acme-corp.com",
      password: "password-123",
      confirmPassword: "password-123",
      agree_to_tos: true,
      redirect_url: "/\t/evil.example",
    });
    expect(parsed.redirect_url).toBe("");
  });
});
