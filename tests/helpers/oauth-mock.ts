import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";

// A local OpenID Connect provider (oauth2-mock-server on 127.0.0.1) for tests of sign-in and
// account linking. `identity` sets the claims of the next ID tokens; `authorize` plays the
// browser's visit to the authorization URL and returns what the provider redirects back with.
export type OAuthMock = {
  issuer: string;
  server: OAuth2Server;
  identity(claims: Record<string, unknown>): void;
  authorize(url: string): Promise<{ code: string; state: string; redirectUri: string }>;
  close(): Promise<void>;
};

export async function startOAuthMock(): Promise<OAuthMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  let claims: Record<string, unknown> = {};
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, claims);
  });
  server.service.on("beforeUserinfo", (userInfo) => {
    Object.assign(userInfo.body, claims);
  });
  return {
    issuer: server.issuer.url!,
    server,
    identity(next) {
      claims = next;
    },
    async authorize(url) {
      const res = await fetch(url, { redirect: "manual" });
      const location = res.headers.get("location");
      if (!location) throw new Error(`authorize answered ${res.status} without a redirect`);
      const back = new URL(location);
      return {
        code: back.searchParams.get("code") ?? "",
        state: back.searchParams.get("state") ?? "",
        redirectUri: `${back.origin}${back.pathname}`,
      };
    },
    close: () => server.stop(),
  };
}

/** Env settings that point a provider of the product at the mock (GOOGLE_* or LINKEDIN_*). */
export function mockProviderEnv(prefix: "GOOGLE" | "LINKEDIN", issuer: string): Record<string, string> {
  return {
    [`${prefix}_ISSUER_URL`]: issuer,
    [`${prefix}_CLIENT_ID`]: `${prefix.toLowerCase()}-test-client`,
    [`${prefix}_CLIENT_SECRET`]: `${prefix.toLowerCase()}-test-secret`,
  };
}

/** The file the e2e server's OpenID stand-in reads the next identity from (scripts/e2e-server.ts). */
export function e2eOAuthIdentityFile(port: string | number = process.env.E2E_PORT ?? 3210): string {
  return path.join(tmpdir(), `scuba-e2e-oauth-${port}.json`);
}

/** Sets who the e2e server's stand-in provider signs in next. */
export function setE2eOAuthIdentity(claims: Record<string, unknown>) {
  writeFileSync(e2eOAuthIdentityFile(), JSON.stringify(claims));
}
