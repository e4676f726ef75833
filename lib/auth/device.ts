import { UAParser } from "ua-parser-js";

export type DeviceInfo = {
  deviceId: string;
  deviceType: "desktop" | "mobile" | "tablet" | "other";
  browserType: string | null;
  ipAddress: string | null;
};

/** What a sign-in records about the device: the client's device id plus what the request shows. */
export function describeDevice(headers: Headers, deviceId: string): DeviceInfo {
  const ua = new UAParser(headers.get("user-agent") ?? "").getResult();
  const type = ua.device.type;
  const deviceType = type === "mobile" || type === "tablet" ? type : ua.os.name || ua.browser.name ? "desktop" : "other";
  const browserType = ua.browser.name ? `${ua.browser.name}${ua.browser.major ? ` ${ua.browser.major}` : ""}` : null;
  return { deviceId, deviceType, browserType, ipAddress: clientIp(headers) };
}

/** The first address of X-Forwarded-For (set by the proxy in front of us), else X-Real-IP. */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for");
  if (forwarded) return forwarded.split(",")[0]!.trim() || null;
  return headers.get("x-real-ip");
}
