import "server-only";
import { env } from "@/lib/config/env";
import * as q from "./queries";
import type { SiteNotice } from "./schema";

// The site-wide notice (spec 001 §7, the message call): what a superadmin set, else SITE_MESSAGE,
// else none. Every member reads the same text; only a superadmin (lib/admin) changes it.

const KEY = "site_notice";

export async function getSiteNotice(): Promise<SiteNotice> {
  const set = await q.selectSetting(KEY);
  if (set !== null) return { message: set, source: "admin" };
  return env.siteMessage ? { message: env.siteMessage, source: "env" } : { message: "", source: "none" };
}

/** A superadmin's notice; an empty one clears theirs (SITE_MESSAGE, if any, shows again). */
export async function setSiteNotice(message: string, by: string): Promise<SiteNotice> {
  if (message) await q.upsertSetting(KEY, message, by);
  else await q.deleteSetting(KEY);
  return getSiteNotice();
}
