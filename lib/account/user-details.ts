import "server-only";
import { countConnections } from "@/lib/network/service";
import { configuredIntegrations } from "@/lib/oauth/providers";
import type { User } from "@/lib/db/schema";
import { safeRedirectPath } from "@/lib/auth/redirects";
import type { UserDetails } from "@/lib/auth/schema";

// What the client keeps of the signed-in user (spec 000 §3): the account (lib/auth) with the size of
// their network (lib/network), composed here, above both, so that auth never reads the network.

export async function getUserDetails(user: User): Promise<UserDetails> {
  return {
    id: user.id,
    email: user.email,
    given_name: user.givenName,
    appUserName: user.appUserName,
    picture: user.picture,
    entity_urn: user.entityUrn,
    name: user.name,
    user_role: user.role,
    is_firstLiLogin: user.isFirstLiLogin,
    is_firstGmailLogin: user.isFirstGmailLogin,
    connections: await countConnections(user.id),
    is_completed_onboarding: user.isCompletedOnboarding,
    is_tutorial_completed: user.isTutorialCompleted,
    is_hubspot_connected: user.isHubspotConnected,
    redirect_url: safeRedirectPath(user.redirectUrl),
    two_factor_enabled: Boolean(user.totpEnabledAt && user.totpSecretEnc),
    has_password: Boolean(user.passwordHash),
    email_notifications: user.emailNotifications,
    show_welcome: user.welcomedAt === null,
    integrations: configuredIntegrations(),
  };
}
