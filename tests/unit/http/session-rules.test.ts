import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_VERSION } from "@/lib/config/version";
import { MemoryStorage } from "@/tests/helpers/memory-storage";

// The API client's session rules (spec 000 §4): a 403 ends the session and sends the browser to the
// login page as 'session expired' — except while the member is signing out, when the calls that meet
// the ended session (a poll, a refetch) must not turn their sign-out into 'Your session has expired'.

let assign: ReturnType<typeof vi.fn>;
let calls: string[];

beforeEach(() => {
  vi.resetModules(); // the client keeps whether a session is ending: a fresh one per test
  assign = vi.fn();
  calls = [];
  vi.stubGlobal("window", { location: { assign }, localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ statusCode: 403, message: "Forbidden", version: APP_VERSION, data: null }), { status: 403 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the API client's session rules", () => {
  it("sends a call's 403 to the login page as 'session expired'", async () => {
    const { api, SessionRedirectError } = await import("@/lib/http/client");
    await expect(api("v2/leads")).rejects.toBeInstanceOf(SessionRedirectError);
    await settle();
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login/?type=session_expired");
  });

  it("sends nowhere a 403 met while the member signs out", async () => {
    const { api, signOutStarted, SessionRedirectError } = await import("@/lib/http/client");
    signOutStarted();
    await expect(api("v2/notifications/alerts")).rejects.toBeInstanceOf(SessionRedirectError);
    await settle();
    expect(assign).not.toHaveBeenCalled();
    // And no second logout call is made for it: the sign-out made its own.
    expect(calls).toEqual(["/api/v2/notifications/alerts"]);
  });
});
