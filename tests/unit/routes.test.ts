import { describe, expect, it } from "vitest";
import { routeAccess, signInRedirect } from "@/lib/routes";

describe("routeAccess", () => {
  it.each([
    ["/login/", "guest-only"],
    ["/signup/", "guest-only"],
    ["/forgot-password/", "guest-only"],
    ["/reset-password/abc/", "guest-only"],
    ["/verify-email/abc/", "public"],
    ["/invitees/code/", "public"],
    ["/auth/google-login/", "public"],
    ["/", "user"],
    ["/pipeline/", "user"],
    ["/pipeline/eJx/", "user"],
    ["/network/", "user"],
    ["/companies/", "user"],
    ["/companies/acme%20corp/", "user"],
    ["/payment/", "user"],
    ["/auth/google-callback/", "user"],
    ["/user-sessions/", "superadmin"],
    ["/user-sessions/123/", "superadmin"],
    ["/user-management/", "superadmin"],
    ["/user-report/", "superadmin"],
    ["/top-network/", "superadmin"],
    ["/refresh-lead/", "superadmin"],
  ])("%s is %s", (path, access) => {
    expect(routeAccess(path)).toBe(access);
  });
});

describe("signInRedirect", () => {
  it("keeps the query on the way to /login/", () => {
    expect(signInRedirect("?sort=recent&page=2")).toBe("/login/?sort=recent&page=2");
    expect(signInRedirect("")).toBe("/login/");
  });
  it("goes to /signup/ when the query carries next=payment", () => {
    expect(signInRedirect("?next=payment&selected_plan=p1")).toBe("/signup/?next=payment&selected_plan=p1");
  });
});
