import { describe, expect, it } from "vitest";
import { changeNetworkParams, readNetworkParams, writeNetworkParams } from "@/lib/network/url-params";
import { canSubmitContact } from "@/lib/network/schema";
import { LINKEDIN_PROFILE_RE } from "@/lib/people/schema";

describe("network URL params", () => {
  it("round-trips filters as encoded JSON lists", () => {
    const p = { search: "ann", tag: ["t1"], title: ["CTO"], company: ["Acme, Inc."], query: ["base" as const], page: 3, screen: "card" as const };
    const qs = writeNetworkParams(p);
    expect(qs).toContain("company=%5B%22Acme%2C+Inc.%22%5D");
    expect(readNetworkParams(new URLSearchParams(qs))).toEqual(p);
  });

  it("resets page to 1 on every filter change but not when paging", () => {
    const p = readNetworkParams(new URLSearchParams("page=4"));
    expect(changeNetworkParams(p, { search: "x" }).page).toBe(1);
    expect(changeNetworkParams(p, { company: ["A"] }).page).toBe(1);
    expect(changeNetworkParams(p, { page: 5 }).page).toBe(5);
  });

  it("reads every network choice of the query filter (base, portfolio, users) and drops unknown ones", () => {
    const qs = writeNetworkParams({ ...readNetworkParams(new URLSearchParams()), query: ["users", "base", "portfolio"] });
    expect(readNetworkParams(new URLSearchParams(qs)).query).toEqual(["users", "base", "portfolio"]);
    expect(readNetworkParams(new URLSearchParams(`query=${encodeURIComponent('["users","everyone"]')}`)).query).toEqual(["users"]);
  });

  it("ignores malformed values", () => {
    expect(readNetworkParams(new URLSearchParams("tag=notjson&page=-2&screen=weird"))).toMatchObject({ tag: [], page: 1, screen: "table" });
  });
});

describe("add contact rules", () => {
  it("validates LinkedIn profile URLs as spec 001 §5 says", () => {
    expect(LINKEDIN_PROFILE_RE.test("https://www.linkedin.com/in/jane-doe-42/")).toBe(true);
    expect(LINKEDIN_PROFILE_RE.test("https://linkedin.com/in/jane")).toBe(true);
    expect(LINKEDIN_PROFILE_RE.test("http://linkedin.com/in/jane")).toBe(false);
    expect(LINKEDIN_PROFILE_RE.test("https://linkedin.com/company/acme")).toBe(false);
    expect(LINKEDIN_PROFILE_RE.test("https://linkedin.com/in/jane_doe")).toBe(false);
  });

  it("enables submit for a URL longer than 27 characters, or name > 5 with company and designation ≥ 3", () => {
    expect(canSubmitContact({ linkedin_url: "https://linkedin.com/in/abcd" })).toBe(true);
    expect(canSubmitContact({ linkedin_url: "https://linkedin.com/in/abc" })).toBe(false);
    expect(canSubmitContact({ name: "Jane Doe", company: "Acm", designation: "CTO" })).toBe(true);
    expect(canSubmitContact({ name: "Jane", company: "Acme", designation: "CTO" })).toBe(false);
  });
});
