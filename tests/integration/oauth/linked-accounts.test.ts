import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { oauthAccounts } from "@/lib/db/schema";
import { findLinkedAccount, linkedAccountOwner, saveLinkedAccount } from "@/lib/oauth/accounts";
import { createUser } from "../../helpers/factories";

// The oauth domain's linked accounts (used by the Gmail/Calendar sync): tokens sealed at rest,
// opened for the owner only, a refresh token kept until Google sends a new one, linked by subject.

const identity = (over: Partial<Parameters<typeof saveLinkedAccount>[2]> = {}) => ({
  subject: "google-sub-1",
  email: "me@example.com",
  scope: "openid email https://www.googleapis.com/auth/gmail.metadata",
  accessToken: "access-token-one",
  refreshToken: "refresh-token-one",
  expiresAt: new Date("2030-01-01T00:00:00Z"),
  ...over,
});

describe("linked accounts", () => {
  it("keeps the tokens sealed in the table and opens them for the member who linked", async () => {
    const user = await createUser();
    expect(await findLinkedAccount(user.id, "google_mail")).toBeNull();
    await saveLinkedAccount(user.id, "google_mail", identity());

    const [row] = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(row!.provider).toBe("google_mail");
    expect(JSON.stringify(row)).not.toContain("access-token-one");
    expect(JSON.stringify(row)).not.toContain("refresh-token-one");

    expect(await findLinkedAccount(user.id, "google_mail")).toEqual({
      userId: user.id,
      subject: "google-sub-1",
      email: "me@example.com",
      scope: "openid email https://www.googleapis.com/auth/gmail.metadata",
      accessToken: "access-token-one",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
      needsConsent: false,
    });
    // Another provider of the same member is another link.
    expect(await findLinkedAccount(user.id, "google")).toBeNull();
    expect(await linkedAccountOwner("google_mail", "google-sub-1")).toBe(user.id);
    expect(await linkedAccountOwner("google_mail", "someone-else")).toBeNull();
  });

  it("relinking refreshes the access token and keeps the refresh token Google did not resend", async () => {
    const user = await createUser();
    await saveLinkedAccount(user.id, "google_mail", identity());
    const before = (await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id)))[0]!;
    await saveLinkedAccount(user.id, "google_mail", identity({ accessToken: "access-token-two", refreshToken: null }));
    const rows = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.refreshTokenEnc).toBe(before.refreshTokenEnc);
    expect((await findLinkedAccount(user.id, "google_mail"))!.accessToken).toBe("access-token-two");
  });

  it("needs consent again only when nothing is left to sync with", async () => {
    const user = await createUser();
    const past = new Date(Date.now() - 60_000);
    // An expired access token is fine while a refresh token can renew it.
    await saveLinkedAccount(user.id, "google_mail", identity({ expiresAt: past }));
    expect((await findLinkedAccount(user.id, "google_mail"))!.needsConsent).toBe(false);
    await db.update(oauthAccounts).set({ refreshTokenEnc: null }).where(eq(oauthAccounts.userId, user.id));
    expect((await findLinkedAccount(user.id, "google_mail"))!.needsConsent).toBe(true);
    // Linking again (the member's new consent) mends it.
    await saveLinkedAccount(user.id, "google_mail", identity({ accessToken: "access-token-two", refreshToken: "refresh-token-two" }));
    expect((await findLinkedAccount(user.id, "google_mail"))!.needsConsent).toBe(false);
  });

  it("never moves or overwrites an identity linked to another member", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    await saveLinkedAccount(owner.id, "google_mail", identity());
    await saveLinkedAccount(intruder.id, "google_mail", identity({ accessToken: "intruder-token" }));
    expect((await findLinkedAccount(owner.id, "google_mail"))!.accessToken).toBe("access-token-one");
    expect(await findLinkedAccount(intruder.id, "google_mail")).toBeNull();
  });
});
