import "server-only";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

// Server configuration, read from the environment (documented in .env.example).
function str(name: string, fallback: string): string {
  const v = process.env[name];
  return v === undefined || v === "" ? fallback : v;
}

export const env = {
  get appUrl() {
    return str("APP_URL", `http://localhost:${str("PORT", "3000")}`).replace(/\/$/, "");
  },
  get dataDir() {
    return str("DATA_DIR", path.join(process.cwd(), ".data"));
  },
  get contactEmail() {
    return str("CONTACT_EMAIL", "sales@scuba.example");
  },
  get bookMeetingUrl() {
    return str("BOOK_MEETING_URL", "https://cal.com/scuba/demo");
  },
  get privacyPolicyUrl() {
    return str("PRIVACY_POLICY_URL", "https://scuba.example/privacy");
  },
  /** The site-wide notice members see until a superadmin sets one (empty: none). */
  get siteMessage() {
    return (process.env.SITE_MESSAGE ?? "").trim().slice(0, 500);
  },
  get secureCookies() {
    return this.appUrl.startsWith("https://");
  },
  /** How many fact and connection rows the warm-path engine keeps between searches (lib/paths/queries/snapshot.ts). */
  get warmPathsKeptRows() {
    const n = Number(str("WARM_PATHS_KEPT_ROWS", "200000"));
    return Number.isFinite(n) && n >= 0 ? n : 200_000;
  },
};

let cachedSecret: Uint8Array | undefined;

/**
 * The key that signs session tokens. SESSION_SECRET in any shared deployment; on a single machine
 * with no secret configured, one is generated once and kept under the data folder, so restarts
 * keep everyone signed in without a secret ever living in the repository.
 */
export function sessionSecret(): Uint8Array {
  if (cachedSecret) return cachedSecret;
  let secret = process.env.SESSION_SECRET;
  if (!secret) {
    const file = path.join(env.dataDir, "session-secret");
    if (existsSync(file)) secret = readFileSync(file, "utf8").trim();
    else {
      mkdirSync(env.dataDir, { recursive: true });
      secret = randomBytes(32).toString("base64url");
      writeFileSync(file, secret, { mode: 0o600 });
    }
  }
  if (secret.length < 32) throw new Error("SESSION_SECRET must be at least 32 characters");
  cachedSecret = new TextEncoder().encode(secret);
  return cachedSecret;
}

/**
 * In production the public address must be https (issue 12 §11): cookies would go out without
 * Secure, and mailed links in clear. A loopback address (a trial of `npm start` on one machine) is
 * the one exception, and ALLOW_INSECURE_APP_URL=1 is the explicit escape hatch.
 */
export function assertSecureAppUrl(): void {
  if (process.env.NODE_ENV !== "production" || process.env.ALLOW_INSECURE_APP_URL === "1") return;
  let url: URL;
  try {
    url = new URL(env.appUrl);
  } catch {
    throw new Error(`APP_URL is not a valid URL: ${env.appUrl}`);
  }
  if (url.protocol === "https:") return;
  if (["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return;
  throw new Error(`APP_URL must be https:// in production (got ${url.origin}). Set ALLOW_INSECURE_APP_URL=1 to override.`);
}

/**
 * Several servers on one database (production with DATABASE_URL) must share one SESSION_SECRET
 * (issue 30): without it each would generate its own, and sessions, sealed two-factor secrets and
 * OAuth tokens made on one server would not open on another. Returns warnings to log (mail written
 * to a folder on one server's disk reaches no one).
 */
export function checkProductionConfig(): string[] {
  if (process.env.NODE_ENV !== "production" || !process.env.DATABASE_URL) return [];
  if (!process.env.SESSION_SECRET) {
    throw new Error(
      "SESSION_SECRET is not set. In production with DATABASE_URL every server must share one secret (32+ characters): " +
        "without it each server would make its own, and sessions, two-factor secrets and linked accounts would not survive a move between servers.",
    );
  }
  const warnings: string[] = [];
  if (!process.env.SMTP_URL) {
    warnings.push(
      `SMTP_URL is not set: e-mails (verification links, sign-in codes) are written as files under ${process.env.MAIL_DIR || path.join(env.dataDir, "mail")} on this server instead of being sent.`,
    );
  }
  return warnings;
}
