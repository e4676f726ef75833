import { describe, expect, it } from "vitest";
import { readablePage } from "@/lib/activity-log/readable-page";

// Issue 27 §17: the superadmin's activity log showed raw encoded URLs.
describe("activity log pages as a person reads them", () => {
  it("decodes the path and each query value", () => {
    expect(readablePage("/network/?company=%5B%22Cognizant%22%5D&page=2")).toBe('/network/?company=["Cognizant"]&page=2');
    expect(readablePage("/pipeline/?query=%7B%22globalSearch%22%3A%22Ana+Bell%22%7D")).toBe('/pipeline/?query={"globalSearch":"Ana Bell"}');
    expect(readablePage("/invitees/caf%C3%A9/")).toBe("/invitees/café/");
  });
  it("keeps what does not decode, and plain pages, as they are", () => {
    expect(readablePage("/network/?q=%E0%A4%A")).toBe("/network/?q=%E0%A4%A");
    expect(readablePage("/pipeline/")).toBe("/pipeline/");
  });
});
