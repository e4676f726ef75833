import "server-only";
import { registerJobHandler } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { sendResetMail, sendVerificationMail } from "./mails";
import { hashSecret, LINK_TTL_MS, newLinkToken } from "./one-time";
import * as q from "./queries";

/**
 * Reset and verification mails leave through the job queue (issue 12 §8). The request only queues
 * a job holding the typed address — the same single insert whether or not an account exists — so
 * the answer takes the same time for a known and an unknown address. The job looks the account up
 * and issues the link; the link itself is never stored in the queue.
 */
export const ACCOUNT_MAIL_JOB = "auth.account_mail";

export type AccountMailPayload = { email: string; purpose: "reset_password" | "verify_email" };

/** A fresh single-use link (the previous one of the same purpose stops working); stored hashed. */
export async function issueLink(user: { id: string }, purpose: AccountMailPayload["purpose"]): Promise<string> {
  await q.retireAuthTokens(user.id, purpose);
  const token = newLinkToken();
  await q.insertAuthToken({ userId: user.id, purpose, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + LINK_TTL_MS) });
  return token;
}

registerJobHandler(ACCOUNT_MAIL_JOB, async ({ job }) => {
    const { email, purpose } = job.payload as AccountMailPayload;
    const user = await q.findUserByEmail(email);
    if (purpose === "reset_password") {
      if (!user || !user.isActive) return { sent: false };
      await sendResetMail(user.email, user.name, await issueLink(user, purpose));
      log.info("auth.reset_mailed", { userId: user.id });
      return { sent: true };
    }
    if (!user || user.emailVerifiedAt) return { sent: false };
    await sendVerificationMail(user.email, user.name, await issueLink(user, purpose));
    return { sent: true };
});
