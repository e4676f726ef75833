import { describe, expect, it } from "vitest";
import { POST as profile } from "@/app/api/v2/linkedin/profile/route";
import { PROFILE_SAVED_MESSAGE } from "@/lib/people/schema";
import { call } from "../../helpers/api";
import { reloadUser, signedInUser } from "../../helpers/factories";

describe("profile completion", () => {
  it("links the member to their LinkedIn profile and answers the next step", async () => {
    const { user, token } = await signedInUser();
    const res = await call<{ data: { redirect_url: string } }>(profile, "/api/v2/linkedin/profile", { token, body: { linkedin_url: "https://www.linkedin.com/in/Erin-Example/" } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PROFILE_SAVED_MESSAGE);
    expect(res.body.data.data.redirect_url).toBe("/network/");
    const after = await reloadUser(user.id);
    expect(after.entityUrn).toBe("urn:li:fsd_profile:erin-example");
    expect(after.personId).toBeTruthy();
  });

  it("refuses a URL that is not a profile with the spec's message", async () => {
    const { token } = await signedInUser();
    const res = await call(profile, "/api/v2/linkedin/profile", { token, body: { linkedin_url: "https://linkedin.com/company/acme" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter a valid LinkedIn profile URL (e.g., https://www.linkedin.com/in/username)");
  });
});
