import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { env, sessionSecret } from "@/lib/config/env";
import { describeDevice, type DeviceInfo } from "./device";

// The new-device check (issue 12 §11) cannot trust X-Device-Id: the client chooses it, and the
// superadmin's session list shows it. So the server issues each browser its own random device key
// at sign-in, in an HttpOnly cookie signed with the session secret; `user_devices` lists the keys a
// user completed a sign-in with. Someone holding the password but not the cookie is a new device.
// X-Device-Id stays what it was for everything else: the label sessions are listed and ended by.

const KEY_BYTES = 18;
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // browsers cap cookie lifetimes at 400 days

export function deviceCookieName(secure = env.secureCookies) {
  return secure ? "__Host-scuba_device" : "scuba_device";
}

function sign(key: string): string {
  return createHmac("sha256", sessionSecret()).update(`device-key:${key}`).digest("base64url");
}

/** The device key a valid cookie carries, or null (absent, malformed or not signed by us). */
export function readDeviceKey(req: Pick<NextRequest, "cookies">): string | null {
  const raw = req.cookies.get(deviceCookieName())?.value;
  if (!raw || raw.length > 128) return null;
  const dot = raw.indexOf(".");
  if (dot <= 0) return null;
  const key = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(sign(key));
  return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
}

/** What a sign-in call knows about the device: the request's details plus its key (new if none). */
export function deviceFromRequest(req: Pick<NextRequest, "cookies" | "headers">, deviceId: string): DeviceInfo {
  const known = readDeviceKey(req);
  const key = known ?? randomBytes(KEY_BYTES).toString("base64url");
  return { ...describeDevice(req.headers, deviceId), deviceKey: key, deviceKeyIssued: known === null };
}

/** Hands a newly issued key to the browser (a key it already holds is left as it is). */
export function setDeviceCookie(res: NextResponse, device: DeviceInfo) {
  if (!device.deviceKeyIssued || !device.deviceKey) return;
  res.cookies.set(deviceCookieName(), `${device.deviceKey}.${sign(device.deviceKey)}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.secureCookies,
    path: "/",
    maxAge: MAX_AGE_SECONDS,
  });
}
