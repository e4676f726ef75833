import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/config/env";
import { sessionCookieName } from "./constants";

export function sessionCookie() {
  return sessionCookieName(env.secureCookies);
}

/** The session token from the cookie, or from `Authorization: Bearer` (API clients, the extension). */
export function readSessionToken(req: Pick<NextRequest, "headers" | "cookies">): string | null {
  const auth = req.headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return auth.slice(7).trim() || null;
  return req.cookies.get(sessionCookie())?.value ?? null;
}

export function setSessionCookie(res: NextResponse, token: string, expiresAt: Date, remember: boolean) {
  res.cookies.set(sessionCookie(), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.secureCookies,
    path: "/",
    // Without 'Remember me' the cookie ends with the browser session (and the row within 12 h).
    ...(remember ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(res: NextResponse) {
  res.cookies.set(sessionCookie(), "", { httpOnly: true, sameSite: "lax", secure: env.secureCookies, path: "/", maxAge: 0 });
}
