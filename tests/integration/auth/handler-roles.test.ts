import { describe, expect, it } from "vitest";
import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";
import { call } from "../../helpers/api";
import { signedInUser } from "../../helpers/factories";

// The handler helper's role step, on a route made for the test.
const adminOnly = handler({ access: "superadmin" }, async ({ auth }) => ok({ id: auth.user.id }));

describe("role checks", () => {
  it("lets a superadmin through and refuses a member with 403", async () => {
    const admin = await signedInUser({ role: "superadmin" });
    const member = await signedInUser();
    expect((await call(adminOnly, "/api/x", { token: admin.token })).status).toBe(200);
    const denied = await call(adminOnly, "/api/x", { token: member.token });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Superadmin only");
  });
});
