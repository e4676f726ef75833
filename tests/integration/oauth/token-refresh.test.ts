import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db";
import { oauthAccounts } from "@/lib/db/schema";
import { open } from "@/lib/crypto/secret-box";
import { accessTokenFor, findLinkedAccount, LinkNeedsConsentError, saveLinkedAccount } from "@/lib/oauth/accounts";
import { GrantRevokedError, refreshAccessToken } from "@/lib/oauth/flow";
import { createUser } from "../../helpers/factories";

// The races of a token refresh, played deterministically: the provider's answer is held while the
// test does what another app server, or the member relinking, would do meanwhile. (The refresh
// against a real OpenID provider is covered in tests/integration/network/google-token-refresh.)

vi.mock("@/lib/oauth/flow", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/oauth/flow")>()), refreshAccessToken: vi.fn() }));
const refresh = vi.mocked(refreshAccessToken);

const inAnHour = () => new Date(Date.now() + 3_600_000);
const tokens = (accessToken: string, refreshToken: string | null) => ({ accessToken, refreshToken, expiresAt: inAnHour(), scope: null });

async function linked(accessToken: string, refreshToken: string | null, expiresAt: Date) {
  const user = await createUser();
  await saveLinkedAccount(user.id, "google_mail", { subject: `sub-${user.id}`, email: user.email, scope: "openid email", accessToken, refreshToken, expiresAt });
  return user;
}

async function stored(userId: string) {
  const [row] = await db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  return { access: row!.accessTokenEnc && open(row!.accessTokenEnc), refresh: row!.refreshTokenEnc && open(row!.refreshTokenEnc) };
}

beforeEach(() => refresh.mockReset());

describe("access tokens of a linked account", () => {
  it("hands out a fresh stored token without asking the provider", async () => {
    const user = await linked("fresh", "rt-1", inAnHour());
    expect(await accessTokenFor(user.id, "google_mail")).toBe("fresh");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes a token about to expire, and a rejected one, once for concurrent callers", async () => {
    const user = await linked("old", "rt-1", new Date(Date.now() + 60_000));
    refresh.mockResolvedValueOnce(tokens("new-1", null));
    expect(await Promise.all([accessTokenFor(user.id, "google_mail"), accessTokenFor(user.id, "google_mail"), accessTokenFor(user.id, "google_mail")])).toEqual(["new-1", "new-1", "new-1"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith("google_mail", "rt-1");
    expect(await stored(user.id)).toEqual({ access: "new-1", refresh: "rt-1" });

    // A caller whose old token got a 401 takes the one already refreshed; a 401 on that one refreshes.
    expect(await accessTokenFor(user.id, "google_mail", { rejected: "old" })).toBe("new-1");
    expect(refresh).toHaveBeenCalledTimes(1);
    refresh.mockResolvedValueOnce(tokens("new-2", "rt-2"));
    expect(await accessTokenFor(user.id, "google_mail", { rejected: "new-1" })).toBe("new-2");
    expect(await stored(user.id)).toEqual({ access: "new-2", refresh: "rt-2" });
  });

  it("keeps what another server stored while this refresh was under way", async () => {
    const user = await linked("old", "rt-1", new Date(0));
    refresh.mockImplementationOnce(async () => {
      // Another app server refreshed the same link first and stored its (rotated) tokens.
      await saveLinkedAccount(user.id, "google_mail", { subject: `sub-${user.id}`, email: user.email, scope: null, accessToken: "theirs", refreshToken: "rt-theirs", expiresAt: inAnHour() });
      return tokens("ours", "rt-ours");
    });
    expect(await accessTokenFor(user.id, "google_mail")).toBe("ours");
    expect(await stored(user.id)).toEqual({ access: "theirs", refresh: "rt-theirs" });
  });

  it("clears a revoked link once, but never a link the member renewed meanwhile", async () => {
    const user = await linked("old", "rt-revoked", new Date(0));
    refresh.mockImplementationOnce(async () => {
      // The member links Google again while the old grant's refresh is being refused.
      await saveLinkedAccount(user.id, "google_mail", { subject: `sub-${user.id}`, email: user.email, scope: null, accessToken: "relinked", refreshToken: "rt-new", expiresAt: inAnHour() });
      throw new GrantRevokedError("google_mail");
    });
    expect(await accessTokenFor(user.id, "google_mail")).toBe("relinked");
    expect(await stored(user.id)).toEqual({ access: "relinked", refresh: "rt-new" });
    expect((await findLinkedAccount(user.id, "google_mail"))!.needsConsent).toBe(false);

    const other = await linked("old", "rt-revoked", new Date(0));
    refresh.mockRejectedValueOnce(new GrantRevokedError("google_mail"));
    await expect(accessTokenFor(other.id, "google_mail")).rejects.toBeInstanceOf(LinkNeedsConsentError);
    expect(await stored(other.id)).toEqual({ access: null, refresh: null });
    // Once cleared, nothing is asked of the provider any more.
    await expect(accessTokenFor(other.id, "google_mail")).rejects.toBeInstanceOf(LinkNeedsConsentError);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("passes other provider failures through and leaves the link alone", async () => {
    const user = await linked("old", "rt-1", new Date(0));
    refresh.mockRejectedValueOnce(new Error("fetch failed"));
    await expect(accessTokenFor(user.id, "google_mail")).rejects.toThrow("fetch failed");
    expect(await stored(user.id)).toEqual({ access: "old", refresh: "rt-1" });
  });

  it("needs consent for an expired token with nothing to refresh it, and for a member never linked", async () => {
    const user = await linked("old", null, new Date(0));
    await expect(accessTokenFor(user.id, "google_mail")).rejects.toBeInstanceOf(LinkNeedsConsentError);
    expect(await stored(user.id)).toEqual({ access: null, refresh: null });
    await expect(accessTokenFor((await createUser()).id, "google_mail")).rejects.toBeInstanceOf(LinkNeedsConsentError);
    expect(refresh).not.toHaveBeenCalled();
  });
});
