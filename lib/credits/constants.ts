// Credits a new member receives once, with a FREE_LEAD notification (DESIGN §6.9).
export const WELCOME_CREDITS = 5;

export const OUT_OF_CREDITS_MESSAGE = "You're out of credits. Buy more credits to add or open leads.";

/** Says what was granted, not a balance: shown beside '{N} credits left', it must never contradict it. */
export function welcomeMessage(amount: number): string {
  return `Welcome to Scuba! ${amount} free lead credits were added to your account to find warm paths to your first leads.`;
}

export const welcomeReference = (userId: string) => `welcome:${userId}`;
export const leadReference = (leadId: string) => `lead:${leadId}`;
export const paymentReference = (paymentId: string) => `payment:${paymentId}`;
/** A charged lead re-pointed at another person pays for that target once (issue 12 item 5). */
export const leadTargetReference = (leadId: string, target: string) => `lead:${leadId}:target:${target}`;
