import type { NextConfig } from "next";

import { API_CSP, PERMISSIONS_POLICY } from "./lib/http/csp";

// Security headers (DESIGN §11). Pages get their nonce-based Content-Security-Policy per request
// from proxy.ts (lib/http/csp.ts); here the headers every answer shares, and the API's own policy.
const isProd = process.env.NODE_ENV === "production";

const securityHeaders = [
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  ...(isProd && process.env.APP_URL?.startsWith("https://")
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
    : []),
];

const nextConfig: NextConfig = {
  // Separate build folders let several checkouts (or test runs) build side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Pages live at "/login/" as the spec writes them; API calls at "/api/v2/login" as written.
  // The built-in redirect would add a slash to API paths too, so proxy.ts adds it for pages only.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
    ];
  },
};

export default nextConfig;
