import { describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "@/lib/payments/constants";
import { zipcodeProblem } from "@/lib/payments/postal-code";
import { billingSchema, createPaymentSchema } from "@/lib/payments/schema";

const FORM = { name: "Ada", email: "ada@acme.com", street: "1 Main", city: "San Francisco", state: "CA", tax_id: "" };

// Issue 27 §8: a US customer could not pay — '94105' was refused as shorter than 6 characters.
describe("postal codes are checked for the selected country", () => {
  it("accepts each country's own format", () => {
    for (const [zip, country] of [
      ["94105", "US"],
      ["94105-1234", "US"],
      ["SW1A 1AA", "GB"],
      ["sw1a1aa", "GB"],
      ["10115", "DE"],
      ["75008", "FR"],
      ["560001", "IN"],
      ["K1A 0B1", "CA"],
      ["1012 ab", "NL"],
    ])
      expect(zipcodeProblem(zip!, country!), `${zip} in ${country}`).toBeNull();
  });

  it("refuses a code that is not of the country's format, naming the country", () => {
    expect(zipcodeProblem("9410", "US")).toBe("Enter a valid zipcode for United States of America.");
    expect(zipcodeProblem("941051", "US")).toBe("Enter a valid zipcode for United States of America.");
    expect(zipcodeProblem("200095", "DE")).toMatch(/^Enter a valid zipcode for Germany\.$/);
    expect(zipcodeProblem("56001", "IN")).toMatch(/^Enter a valid zipcode for India\.$/);
    expect(zipcodeProblem("", "US")).toBe(BILLING_MESSAGES.zipcode);
  });

  it("keeps the spec's 6-character rule and message where no format is known", () => {
    expect(zipcodeProblem("123", "HK")).toBe("Zipcode must be at least 6 characters.");
    expect(zipcodeProblem("123456", "HK")).toBeNull();
    expect(zipcodeProblem("123", "")).toBe("Zipcode must be at least 6 characters.");
  });

  it("the form and the order call apply it with the country, upper-casing the code", () => {
    const us = billingSchema.safeParse({ ...FORM, zipcode: "94105", country: "us" });
    expect(us.success && us.data).toMatchObject({ zipcode: "94105", country: "US" });
    const gb = createPaymentSchema.safeParse({ ...FORM, zipcode: "ec1a 1bb", country: "GB", product_id: "00000000-0000-4000-8000-000000000000" });
    expect(gb.success && gb.data.zipcode).toBe("EC1A 1BB");
    const bad = billingSchema.safeParse({ ...FORM, zipcode: "9410", country: "US" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues).toEqual([expect.objectContaining({ path: ["zipcode"], message: "Enter a valid zipcode for United States of America." })]);
  });

  it("shows the zipcode's message together with the other fields' messages", () => {
    const res = billingSchema.safeParse({ name: "A", email: "nope", street: "ab", city: "x", state: "y", zipcode: "123", country: "", tax_id: "" });
    const messages = res.error?.issues.map((i) => i.message);
    for (const m of Object.values(BILLING_MESSAGES)) expect(messages).toContain(m);
  });
});
