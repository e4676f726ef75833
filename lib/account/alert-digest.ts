import "server-only";
import { accountsBrief } from "@/lib/auth/service";
import { enqueueJob } from "@/lib/jobs/service";
import { log } from "@/lib/log";
import { appLink } from "@/lib/mail/links";
import { mailSafeName } from "@/lib/mail/names";
import { sendMail } from "@/lib/mail/send";
import { claimDigest, digestRecipients, listUnreadAlerts } from "@/lib/notifications/service";
import { DAY_MS } from "@/lib/config/constants";

// The daily e-mail digest of unread alerts (issue 29): off by default, turned on in the member's
// notification settings. A daily job (booked like the event-log prune: each run books the next, one
// per day whatever the servers) mails only members who turned it on and have unread alerts, each
// at most once a day (the day is claimed in notification_settings before the mail goes).
// It lives here, above auth, because it needs the member's address; the alerts are the notifications room's.

export const ALERT_DIGEST_JOB = "account.alert-digest";

export async function scheduleAlertDigest(at = new Date()): Promise<void> {
  const day = at.toISOString().slice(0, 10);
  await enqueueJob({ kind: ALERT_DIGEST_JOB, dedupeKey: `${ALERT_DIGEST_JOB}:${day}`, runAfter: at });
}

/** The job's body: books tomorrow's run first (a failure never ends the chain), then sends. Returns how many were sent. */
export async function sendAlertDigests(now = new Date()): Promise<number> {
  await scheduleAlertDigest(new Date(now.getTime() + DAY_MS));
  const day = now.toISOString().slice(0, 10);
  const ids = await digestRecipients(day);
  const accounts = new Map((await accountsBrief(ids)).map((a) => [a.id, a]));
  let sent = 0;
  for (const id of ids) {
    const account = accounts.get(id);
    if (!account || !(await claimDigest(id, day))) continue;
    const { data, unread } = await listUnreadAlerts(id);
    if (!data.length) continue;
    const lines = data.map((n) => `- ${n.message}\n  ${appLink(typeof n.data?.href === "string" ? n.data.href : "/")}`);
    try {
      await sendMail({
        to: account.email,
        subject: `Scuba: ${unread} new alert${unread === 1 ? "" : "s"}`,
        text:
          `Hi ${mailSafeName(account.name)},\n\nWhat changed in your team network:\n\n${lines.join("\n")}\n\n` +
          `You get this digest because you turned it on. Turn it off from the bell in Scuba's header.\n`,
      });
      sent++;
    } catch (error) {
      // The day is claimed: a mail outage skips one digest rather than sending it twice later.
      log.error("account.digest_mail_failed", { userId: id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  log.info("account.alert_digests_sent", { day, sent });
  return sent;
}
