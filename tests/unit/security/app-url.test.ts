import { afterEach, describe, expect, it, vi } from "vitest";
import { assertSecureAppUrl } from "@/lib/config/env";

afterEach(() => vi.unstubAllEnvs());

describe("APP_URL in production (issue 12 §11)", () => {
  it("refuses a non-https public address", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "http://scuba.example.com");
    expect(() => assertSecureAppUrl()).toThrow(/must be https/);
  });
  it("accepts https, a loopback trial, the explicit override, and anything outside production", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("APP_URL", "https://scuba.example.com");
    expect(() => assertSecureAppUrl()).not.toThrow();
    vi.stubEnv("APP_URL", "http://localhost:3000");
    expect(() => assertSecureAppUrl()).not.toThrow();
    vi.stubEnv("APP_URL", "http://10.0.0.5:3000");
    vi.stubEnv("ALLOW_INSECURE_APP_URL", "1");
    expect(() => assertSecureAppUrl()).not.toThrow();
    vi.stubEnv("ALLOW_INSECURE_APP_URL", "");
    vi.stubEnv("NODE_ENV", "development");
    expect(() => assertSecureAppUrl()).not.toThrow();
  });
});
