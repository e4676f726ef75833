import { env } from "@/lib/config/env";

/**
 * An absolute link into the app for e-mails. Built from the configured APP_URL, never from the
 * request's Host header, so a forged Host cannot make us mail links pointing elsewhere.
 */
export function appLink(pathname: string, query?: Record<string, string>): string {
  const url = new URL(pathname.startsWith("/") ? pathname : `/${pathname}`, `${env.appUrl}/`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url.toString();
}
