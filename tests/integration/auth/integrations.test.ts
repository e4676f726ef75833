import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as verify } from "@/app/api/v2/verify/route";
import type { UserDetails } from "@/lib/auth/schema";
import { planNotes } from "@/lib/payments/constants";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

// Issue 27 §10: buttons for providers this server is not set up for answered 'Something went
// wrong'. The member's details say what the server can do, and the screens follow them.
afterEach(() => vi.unstubAllEnvs());

function configure(vars: Record<string, string>) {
  for (const name of ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"]) vi.stubEnv(name, vars[name] ?? "");
}

describe("what this server can do, in the member's details", () => {
  it("names no provider when none is configured, and each one once its client is set", async () => {
    const { token } = await signedInUser();
    const details = async () => (await call<UserDetails>(verify, "/api/v2/verify", { token })).body.data;

    configure({});
    expect((await details()).integrations).toEqual({ google_sign_in: false, linkedin_sign_in: false, gmail_calendar: false });

    // A client id without its secret is not a working provider.
    configure({ GOOGLE_CLIENT_ID: "id" });
    expect((await details()).integrations.google_sign_in).toBe(false);

    configure({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    expect((await details()).integrations).toEqual({ google_sign_in: true, linkedin_sign_in: false, gmail_calendar: true });

    configure({ LINKEDIN_CLIENT_ID: "id", LINKEDIN_CLIENT_SECRET: "secret" });
    expect((await details()).integrations).toEqual({ google_sign_in: false, linkedin_sign_in: true, gmail_calendar: false });
  });

  it("keeps the plan dialog's 'coming soon' note only where Gmail/Calendar sync does not work", () => {
    expect(planNotes(false)).toEqual(["Plans are subject to change. Contact us for custom pricing options.", "*Gmail / Calendar integrations are coming soon"]);
    expect(planNotes(true)).toEqual(["Plans are subject to change. Contact us for custom pricing options."]);
  });
});
