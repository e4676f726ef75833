import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canonicalLinkedinSlug, companyKey, emailKey, linkedinUrlFromSlug, nameFromLinkedinSlug, sameEmployer } from "@/lib/people/keys";

describe("canonicalLinkedinSlug", () => {
  it.each([
    ["https://www.linkedin.com/in/Jane-Doe-123/", "jane-doe-123"],
    ["http://linkedin.com/in/jane-doe-123?trk=abc#x", "jane-doe-123"],
    ["linkedin.com/in/jane-doe-123", "jane-doe-123"],
    ["https://uk.linkedin.com/in/jane-doe-123/details/experience/", "jane-doe-123"],
    ["https://www.linkedin.com/in/ken-o%E2%80%99brien-42", "ken-o\u2019brien-42"],
    ["  https://www.linkedin.com/in/%C3%A9lodie  ", "\u00e9lodie"],
  ])("%s → %s", (input, slug) => {
    expect(canonicalLinkedinSlug(input)).toBe(slug);
  });

  it.each([["https://example.com/in/jane"], ["https://www.linkedin.com/company/acme"], [""], ["not a url at all"], [null], ["https://www.linkedin.com/in/.%20/"], ["https://www.linkedin.com/in/../"]])(
    "rejects %s",
    (input) => {
      expect(canonicalLinkedinSlug(input)).toBeNull();
    },
  );

  it("is stable through the URL it builds", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "" && !/[/?#%]/.test(s)), (raw) => {
        const slug = canonicalLinkedinSlug(`https://www.linkedin.com/in/${encodeURIComponent(raw)}`);
        if (slug === null) return;
        expect(canonicalLinkedinSlug(linkedinUrlFromSlug(slug))).toBe(slug);
      }),
    );
  });
});

describe("companyKey", () => {
  it("treats legal forms, case and punctuation alike", () => {
    expect(companyKey("Acme, Inc.")).toBe("acme");
    expect(companyKey("ACME Inc")).toBe("acme");
    expect(companyKey("acme")).toBe("acme");
    expect(companyKey("Société Générale SA")).toBe("societe generale");
    expect(companyKey("Procter & Gamble Co.")).toBe("procter and gamble");
  });
  it("keeps a name that is only a legal form word", () => {
    expect(companyKey("Company")).toBe("company");
    expect(companyKey("")).toBe("");
  });
});

describe("sameEmployer", () => {
  const same = (a: string, b: string) => sameEmployer(companyKey(a), companyKey(b));
  it("meets spelling variants of one employer: a longer name that starts with the other, a leading 'the'", () => {
    expect(same("Acme", "ACME Inc.")).toBe(true);
    expect(same("Acme", "Acme Group")).toBe(true);
    expect(same("The Acme Group", "Acme")).toBe(true);
    expect(same("Acme Group", "The Acme Group, Ltd")).toBe(true);
  });
  it("meets the same letters spaced or glued, a legal form glued on included", () => {
    expect(same("Data Dog", "Datadog")).toBe(true);
    expect(same("Mega Corp", "Megacorp")).toBe(true);
    expect(same("MegaCorp Inc.", "Mega Corp")).toBe(true);
  });
  it("keeps different employers apart, and an unknown company is nobody's", () => {
    expect(same("Acme", "Globex")).toBe(false);
    expect(same("United Airlines", "United Health")).toBe(false);
    expect(same("Acme Labs", "Acme Group")).toBe(false);
    expect(same("Acme", "Acmeco")).toBe(false);
    expect(same("The", "Theranos")).toBe(false);
    expect(same("Acme", "Acmeville")).toBe(false);
    expect(same("Data Dog", "Datadogs")).toBe(false);
    expect(sameEmployer("", "acme")).toBe(false);
    expect(sameEmployer(null, null)).toBe(false);
  });
});

describe("emailKey", () => {
  it("hashes the normalised address, never storing it", () => {
    expect(emailKey(" Jane@Acme.com ")).toBe(emailKey("jane@acme.com"));
    expect(emailKey("jane@acme.com")).not.toContain("jane");
    expect(emailKey("jane@acme.com")).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("nameFromLinkedinSlug", () => {
  it("reads a name from a profile slug, without LinkedIn's id suffix", () => {
    expect(nameFromLinkedinSlug("jane-doe")).toBe("Jane Doe");
    expect(nameFromLinkedinSlug("jane-doe-3a7b21b4")).toBe("Jane Doe");
    expect(nameFromLinkedinSlug("john-smith-12345678")).toBe("John Smith");
    expect(nameFromLinkedinSlug("josé-garcía")).toBe("José García");
    expect(nameFromLinkedinSlug("janedoe")).toBe("Janedoe");
  });

  it("gives nothing for slugs that name nobody", () => {
    expect(nameFromLinkedinSlug(null)).toBe("");
    expect(nameFromLinkedinSlug("")).toBe("");
    expect(nameFromLinkedinSlug("12345678")).toBe("");
    expect(nameFromLinkedinSlug("acoaab1234xyz")).toBe("");
  });

  it("never returns an empty name for a slug with letters", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,8}(-[a-z0-9]{1,8}){0,3}$/), (slug) => {
        fc.pre(!/^ac[ow]aa/.test(slug));
        expect(nameFromLinkedinSlug(slug)).not.toBe("");
      }),
    );
  });
});
