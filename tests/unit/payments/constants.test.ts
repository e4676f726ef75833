import { describe, expect, it } from "vitest";
import { formatAmount, formatDate, formatTime, safeReturnPath, splitFeatureLine } from "@/lib/payments/constants";
import { COUNTRY_OPTIONS, isCountryCode } from "@/lib/payments/countries";
import { billingSchema } from "@/lib/payments/schema";

describe("payments helpers", () => {
  it("splits a '~~' feature line into label, big figure and unit; other lines stay plain", () => {
    expect(splitFeatureLine("Leads~~100~~credits")).toEqual({ label: "Leads", figure: "100", unit: "credits" });
    expect(splitFeatureLine("Priority support")).toBeNull();
  });

  it("formats minor units in the row's own currency and dates as year-month-day", () => {
    expect(formatAmount(14900, "usd")).toBe("$149.00");
    expect(formatAmount(990, "EUR")).toBe("€9.90");
    expect(formatDate("2026-03-04T23:30:00.000Z")).toBe("2026-03-04");
    expect(formatTime("2026-03-04T23:30:00.000Z")).toBe("23:30 UTC");
  });

  it("only keeps same-site paths as return addresses", () => {
    expect(safeReturnPath("/pipeline/abc/?x=1")).toBe("/pipeline/abc/?x=1");
    for (const bad of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", "", null]) expect(safeReturnPath(bad)).toBe("/");
  });

  it("offers the ISO 3166-1 alpha-2 codes and refuses others", () => {
    expect(COUNTRY_OPTIONS.length).toBeGreaterThanOrEqual(249);
    expect(isCountryCode("DE")).toBe(true);
    expect(isCountryCode("ZZ")).toBe(false);
  });

  it("accepts a valid billing form (country upper-cased) and keeps tax_id optional", () => {
    const ok = billingSchema.safeParse({ name: "Ada", email: "ada@acme.com", street: "1 Main", city: "Oslo", state: "Oslo", zipcode: "0150", country: "no", tax_id: "" });
    expect(ok.success && ok.data.country).toBe("NO");
  });
});
