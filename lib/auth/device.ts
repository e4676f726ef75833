import { isIP } from "node:net";
import { UAParser } from "ua-parser-js";
import { PEER_HEADER } from "@/lib/http/peer-address";

export type DeviceInfo = {
  deviceId: string;
  deviceType: "desktop" | "mobile" | "tablet" | "other";
  browserType: string | null;
  ipAddress: string | null;
  /** The server-issued device key (device-cookie.ts) the new-device check trusts; absent outside sign-in. */
  deviceKey?: string;
  /** True when this request had no valid key and the sign-in answer must hand one out. */
  deviceKeyIssued?: boolean;
};

/** What a sign-in records about the device: the client's device id plus what the request shows. */
export function describeDevice(headers: Headers, deviceId: string): DeviceInfo {
  const ua = new UAParser(headers.get("user-agent") ?? "").getResult();
  const type = ua.device.type;
  const deviceType = type === "mobile" || type === "tablet" ? type : ua.os.name || ua.browser.name ? "desktop" : "other";
  const browserType = ua.browser.name ? `${ua.browser.name}${ua.browser.major ? ` ${ua.browser.major}` : ""}` : null;
  return { deviceId, deviceType, browserType, ipAddress: clientIp(headers) };
}

/** How many reverse proxies in front of the app append to X-Forwarded-For (TRUSTED_PROXY_HOPS, default 0). */
export function trustedProxyHops(): number {
  const n = Number(process.env.TRUSTED_PROXY_HOPS ?? "0");
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0;
}

/**
 * The client's address, which every per-address limit and the session list rely on, so it must not
 * be client-chosen (issue 12 §2). The chain is X-Forwarded-For's entries followed by the socket
 * peer; each trusted proxy appended one hop, so the right-most untrusted hop is the client:
 * with no trusted proxy that is the socket address itself. Anything that is not an IP is refused
 * (null) rather than used as a key. Without a known peer (in-process test calls) the right-most
 * forwarded entry stands in for it.
 */
export function clientIp(headers: Headers): string | null {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const peer = headers.get(PEER_HEADER)?.trim();
  const chain = peer ? [...forwarded, peer] : forwarded;
  if (chain.length === 0) return null;
  const hops = trustedProxyHops();
  const candidate = chain[Math.max(0, chain.length - 1 - hops)]!;
  return normalizeIp(candidate);
}

/** A bare IPv4/IPv6 address (IPv4-mapped IPv6 shown as IPv4), or null. */
export function normalizeIp(raw: string): string | null {
  let ip = raw.trim();
  if (ip.startsWith("[") && ip.includes("]")) ip = ip.slice(1, ip.indexOf("]"));
  if (ip.length > 45) return null;
  if (ip.toLowerCase().startsWith("::ffff:") && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  return isIP(ip) ? ip.toLowerCase() : null;
}
