import { afterEach, describe, expect, it, vi } from "vitest";
import { checkProductionConfig } from "@/lib/config/env";

afterEach(() => vi.unstubAllEnvs());

describe("production start with DATABASE_URL (issue 30)", () => {
  it("refuses without SESSION_SECRET, saying why", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "postgres://db/scuba");
    vi.stubEnv("SESSION_SECRET", "");
    expect(() => checkProductionConfig()).toThrow(/SESSION_SECRET is not set.*every server must share one secret/);
  });

  it("warns when mail goes to a local folder, and is quiet with SMTP", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "postgres://db/scuba");
    vi.stubEnv("SESSION_SECRET", "x".repeat(40));
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("MAIL_DIR", "/var/scuba/mail");
    expect(checkProductionConfig()).toEqual([expect.stringMatching(/SMTP_URL is not set: .* under \/var\/scuba\/mail on this server/)]);
    vi.stubEnv("SMTP_URL", "smtp://mail.example:25");
    expect(checkProductionConfig()).toEqual([]);
  });

  it("asks nothing of a single machine on the embedded database, or outside production", () => {
    vi.stubEnv("SESSION_SECRET", "");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "");
    expect(checkProductionConfig()).toEqual([]);
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("DATABASE_URL", "postgres://db/scuba");
    expect(checkProductionConfig()).toEqual([]);
  });
});
