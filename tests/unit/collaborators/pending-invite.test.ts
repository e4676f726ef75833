import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invitePagePath, rememberPendingInvite, takePendingInvite } from "@/lib/collaborators/pending-invite";
import { MemoryStorage } from "@/tests/helpers/memory-storage";

// The return to an invite after sign-in: localStorage in the same browser, ?invite= across browsers.
const CODE = "AbC123_-xyzAbC123_-xyzAbC123_-xyzAbC123_-x";
const g = globalThis as unknown as { window?: { localStorage: MemoryStorage } };

describe("pending invite", () => {
  beforeEach(() => {
    g.window = { localStorage: new MemoryStorage() };
  });
  afterEach(() => {
    delete g.window;
  });

  it("is remembered once and then forgotten", () => {
    rememberPendingInvite(CODE);
    expect(takePendingInvite("")).toBe(CODE);
    expect(takePendingInvite("")).toBeNull();
  });

  it("prefers the query's invite, and still clears the stored one", () => {
    rememberPendingInvite("stored-code-1234567890");
    expect(takePendingInvite(`?next=payment&invite=${CODE}`)).toBe(CODE);
    expect(takePendingInvite("")).toBeNull();
  });

  it("ignores anything that cannot be a code (no path tricks into the redirect)", () => {
    for (const bad of ["../../admin", "short", "a/b/c/d/e/f/g/h", "%2F%2Fevil.example", "x".repeat(201)]) {
      expect(takePendingInvite(`?invite=${encodeURIComponent(bad)}`), bad).toBeNull();
    }
  });

  it("builds the invite page path", () => {
    expect(invitePagePath(CODE)).toBe(`/invitees/${CODE}/`);
  });
});
