import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/constants";
import { verifySessionToken } from "@/lib/auth/session-token";
import { newNonce, pageCsp } from "@/lib/http/csp";
import { legacyLinkRedirect } from "@/lib/links/legacy";
import { routeAccess, signInRedirect, SUPERADMIN_REDIRECT } from "@/lib/routes";

// Next 16's name for middleware.ts. A first line only (DESIGN §2): it reads the signed token
// without the database and redirects pages early. The server layouts and every API handler make
// the real decision; guest-only pages are left to the server, which alone knows whether a
// session row is still alive (deciding here could bounce a revoked session back and forth).
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (!pathname.endsWith("/")) {
    // Pages live at "/login/" as the spec writes them (a plain URL: NextURL would re-normalise it).
    const url = new URL(req.url);
    url.pathname = `${pathname}/`;
    return NextResponse.redirect(url, 308);
  }
  // A link from before links were stored-deflate streams: the page gets today's form.
  const legacy = legacyLinkRedirect(new URL(req.url));
  if (legacy) return NextResponse.redirect(legacy, 307);
  const access = routeAccess(pathname);

  if (access === "user" || access === "superadmin") {
    const token = req.cookies.get(sessionCookieName(true))?.value ?? req.cookies.get(sessionCookieName(false))?.value;
    const check = token ? await verifySessionToken(token) : null;
    if (!check?.ok) return NextResponse.redirect(new URL(signInRedirect(search), req.url));
    if (access === "superadmin" && check.claims.role !== "superadmin") {
      return NextResponse.redirect(new URL(SUPERADMIN_REDIRECT, req.url));
    }
  }

  // Server components read the requested URL from this header for their own redirects.
  const headers = new Headers(req.headers);
  headers.set("x-scuba-url", pathname + search);
  // A fresh nonce per page: Next reads the policy from the request and puts the nonce on its
  // scripts; the browser gets the same policy on the answer.
  const nonce = newNonce();
  const csp = pageCsp(nonce);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

export const config = {
  matcher: ["/((?!api/|_next/|favicon.ico|.*\\.(?:png|svg|jpg|jpeg|gif|webp|ico|csv|txt)$).*)"],
};
