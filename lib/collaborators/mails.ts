import "server-only";
import { appLink } from "@/lib/mail/links";
import { mailSafeName } from "@/lib/mail/names";
import { sendMail } from "@/lib/mail/send";

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The invitation: the link to /invitees/{code}/ on its own line, so any mail client makes it clickable. */
export async function sendInviteMail(input: { to: string; inviterName: string; inviterEmail: string; code: string }) {
  const link = appLink(`/invitees/${input.code}/`);
  // The inviter chose their own name: no links or line breaks of theirs in our mail (issue 12 §10).
  input = { ...input, inviterName: mailSafeName(input.inviterName) };
  const who = `${input.inviterName} (${input.inviterEmail})`;
  await sendMail({
    to: input.to,
    subject: `${input.inviterName} invited you to their team on Scuba`,
    text:
      `Hi,\n\n${who} invited you to join their team on Scuba and pool your professional networks ` +
      `to find warm introduction paths to your leads.\n\nOpen the invitation:\n\n${link}\n\n` +
      `The invitation works once and expires in 7 days. If you do not know ${input.inviterName}, ignore this e-mail.\n`,
    html:
      `<div style="font-family:sans-serif;font-size:14px"><p>Hi,</p>` +
      `<p>${escapeHtml(who)} invited you to join their team on Scuba and pool your professional networks to find warm introduction paths to your leads.</p>` +
      `<p><a href="${escapeHtml(link)}">Open the invitation</a></p>` +
      `<p>The invitation works once and expires in 7 days. If you do not know ${escapeHtml(input.inviterName)}, ignore this e-mail.</p></div>`,
  });
}
