import "server-only";
import { SignJWT, jwtVerify, errors } from "jose";
import { sessionSecret } from "@/lib/config/env";

// The cookie / bearer token: a signed JWT naming a session row. It carries no secret of its own;
// the row decides whether the session is alive (revocation is immediate).
export type SessionClaims = { sid: string; sub: string; role: "member" | "superadmin" };

export async function signSessionToken(claims: SessionClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(sessionSecret());
}

export type TokenCheck = { ok: true; claims: SessionClaims } | { ok: false; reason: "expired" | "invalid" };

export async function verifySessionToken(token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, sessionSecret(), { algorithms: ["HS256"] });
    if (typeof payload.sid !== "string" || typeof payload.sub !== "string") return { ok: false, reason: "invalid" };
    const role = payload.role === "superadmin" ? "superadmin" : "member";
    return { ok: true, claims: { sid: payload.sid, sub: payload.sub, role } };
  } catch (e) {
    return { ok: false, reason: e instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
