import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GOOGLE_MAIL_DEFAULT_SCOPES, providerConfig } from "@/lib/oauth/providers";

// The Gmail/Calendar link asks Google for the least the metadata sync needs, read-only.

const root = path.resolve(__dirname, "../../..");

describe("google_mail scopes", () => {
  beforeEach(() => {
    vi.stubEnv("GOOGLE_CLIENT_ID", "client");
    vi.stubEnv("GOOGLE_CLIENT_SECRET", "secret");
    vi.stubEnv("GOOGLE_MAIL_SCOPES", "");
  });
  afterEach(() => vi.unstubAllEnvs());

  it("defaults to the read-only metadata scopes of contacts, mail headers and calendar events", () => {
    expect(providerConfig("google_mail")!.scopes).toEqual([
      "openid",
      "email",
      "https://www.googleapis.com/auth/contacts.readonly",
      "https://www.googleapis.com/auth/gmail.metadata",
      "https://www.googleapis.com/auth/calendar.events.readonly",
    ]);
  });

  it("never asks by default for mail bodies, write access or whole-calendar access", () => {
    const scopes = providerConfig("google_mail")!.scopes;
    for (const scope of scopes.filter((s) => s.startsWith("https://"))) expect(scope).toMatch(/\.(readonly|metadata)$/);
    expect(scopes).not.toContain("https://www.googleapis.com/auth/gmail.readonly");
    expect(scopes).not.toContain("https://www.googleapis.com/auth/calendar.readonly");
    expect(scopes).not.toContain("profile");
  });

  it("lets GOOGLE_MAIL_SCOPES replace the list; a blank value keeps the default", () => {
    vi.stubEnv("GOOGLE_MAIL_SCOPES", " openid  email https://www.googleapis.com/auth/gmail.metadata ");
    expect(providerConfig("google_mail")!.scopes).toEqual(["openid", "email", "https://www.googleapis.com/auth/gmail.metadata"]);
    vi.stubEnv("GOOGLE_MAIL_SCOPES", "   ");
    expect(providerConfig("google_mail")!.scopes).toEqual([...GOOGLE_MAIL_DEFAULT_SCOPES]);
  });

  it("is documented in .env.example exactly as the code defaults, in one place", () => {
    const lines = readFileSync(path.join(root, ".env.example"), "utf8").split("\n").filter((l) => /^#?\s*GOOGLE_MAIL_SCOPES=/.test(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.replace(/^#?\s*GOOGLE_MAIL_SCOPES=/, "").trim().split(/\s+/)).toEqual([...GOOGLE_MAIL_DEFAULT_SCOPES]);
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    for (const scope of GOOGLE_MAIL_DEFAULT_SCOPES) expect(readme).toContain(`\`${scope.replace("https://www.googleapis.com/auth/", "")}\``);
  });

  it("keeps sign-in with Google to the identity scopes", () => {
    expect(providerConfig("google")!.scopes).toEqual(["openid", "email", "profile"]);
  });
});
