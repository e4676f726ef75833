import "server-only";
import { ApiError } from "@/lib/api/errors";
import { log } from "@/lib/log";
import type { ProviderIdentity } from "@/lib/oauth/flow";
import { authConfig, isBlockedSignupDomain } from "./config";
import type { DeviceInfo } from "./device";
import { createOwnNode } from "./own-node";
import * as q from "./queries";
import { continueSignIn, type SignInResult } from "./sign-in";

/**
 * Sign-in with Google or LinkedIn. Accounts are found by provider + subject, never by e-mail
 * alone: a provider identity whose e-mail belongs to an existing password account is refused
 * rather than silently attached to it. A new identity with a verified e-mail creates an account.
 */
export async function signInWithProvider(
  provider: "google" | "linkedin",
  identity: ProviderIdentity,
  device: DeviceInfo,
): Promise<{ result: SignInResult; isNew: boolean; wasFirstLiLogin: boolean }> {
  const linked = await q.findOauthAccount(provider, identity.subject);
  let user = linked?.user;
  let isNew = false;
  if (!user) {
    if (!identity.email || !identity.emailVerified) {
      throw ApiError.badRequest("Your email address is not verified with this provider.");
    }
    if (await q.findUserByEmail(identity.email)) {
      throw ApiError.conflict("An account with this email already exists. Please sign in with your email and password.");
    }
    if (isBlockedSignupDomain(identity.email)) throw ApiError.unauthorized("Registration with the domain email is not allowed");
    const name = identity.name ?? identity.email.split("@")[0]!;
    user = await q.insertUser({
      email: identity.email,
      name,
      givenName: identity.givenName ?? name.split(/\s+/)[0] ?? name,
      picture: identity.picture,
      passwordHash: null,
      emailVerifiedAt: new Date(),
      isAdminApproved: !authConfig.requireAdminApproval,
    });
    if (!user) throw ApiError.conflict("An account with this email already exists. Please sign in with your email and password.");
    isNew = true;
    log.info("auth.signup", { userId: user.id, provider });
    await createOwnNode(user.id);
  }
  await q.linkOauthAccount({ userId: user.id, provider, subject: identity.subject, email: identity.email, scope: identity.scope });
  if (!user.isActive) throw ApiError.unauthorized("User is inactive");
  if (!user.isAdminApproved) throw ApiError.unauthorized("Admin approval pending");

  const wasFirstLiLogin = provider === "linkedin" && user.isFirstLiLogin;
  const result = await continueSignIn(user, device, true);
  // The first professional-network sign-in is answered with is_firstLiLogin true; later ones false.
  if (wasFirstLiLogin && result.kind === "session") await q.updateUser(user.id, { isFirstLiLogin: false });
  return { result, isNew, wasFirstLiLogin };
}
