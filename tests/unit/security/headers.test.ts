import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import nextConfig from "@/next.config";

// Issue 12 §11: a nonce-based CSP instead of 'unsafe-inline' scripts, and a Permissions-Policy.
describe("security headers", () => {
  it("gives every page a fresh nonce and no inline-script allowance", async () => {
    const a = await proxy(new NextRequest("http://localhost:3000/login/"));
    const b = await proxy(new NextRequest("http://localhost:3000/login/"));
    const csp = a.headers.get("content-security-policy")!;
    const script = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(script).not.toContain("'unsafe-inline'");
    expect(b.headers.get("content-security-policy")).not.toBe(csp);
    // Next reads the policy (and the nonce) from the forwarded request headers.
    expect(a.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
  });

  it("sends Permissions-Policy everywhere and a locked-down CSP on the API", async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === "/:path*")!.headers;
    expect(all.find((h) => h.key === "Permissions-Policy")?.value).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(all.some((h) => h.key === "Content-Security-Policy")).toBe(false);
    const api = rules.find((r) => r.source === "/api/:path*")!.headers;
    expect(api.find((h) => h.key === "Content-Security-Policy")?.value).toContain("default-src 'none'");
  });
});
