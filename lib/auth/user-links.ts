import "server-only";
import * as q from "./queries";
import { withoutInvite } from "./redirects";

// The account row is auth's (one owning room per table, DESIGN §2). These are the writes other rooms
// need on it: the Google sync flips the spec's is_firstGmailLogin flag, HubSpot is_hubspot_connected,
// onboarding sets is_completed_onboarding / is_tutorial_completed.

/** The member has linked Gmail: is_firstGmailLogin turns false. */
export function markGmailLinked(userId: string) {
  return q.setFirstGmailLogin(userId, false);
}

/**
 * The link needs the member's consent again (Google refused the refresh token): the flag turns back
 * to true, so the account menu offers 'Sync with Google' and the Gmail/Calendar buttons link anew.
 */
export function markGmailUnlinked(userId: string) {
  return q.setFirstGmailLogin(userId, true);
}

/** The member linked HubSpot (true), unlinked it, or HubSpot revoked the grant (false): is_hubspot_connected. */
export function markHubspotConnected(userId: string, value: boolean) {
  return q.setHubspotConnected(userId, value);
}

/** The onboarding questionnaire was answered or skipped. */
export function markOnboardingCompleted(userId: string) {
  return q.setOnboardingFlags(userId, { isCompletedOnboarding: true });
}

/** Every guided tour has been seen. */
export function markTutorialCompleted(userId: string) {
  return q.setOnboardingFlags(userId, { isTutorialCompleted: true });
}

/** The member answered the invite `code`: their sign-ins no longer lead back to it (redirect_url kept since sign-up). */
export async function forgetAnsweredInvite(userId: string, code: string) {
  const user = await q.findUserById(userId);
  if (!user) return;
  const next = withoutInvite(user.redirectUrl, code);
  if (next !== user.redirectUrl) await q.updateUser(userId, { redirectUrl: next });
}
