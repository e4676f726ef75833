import "server-only";
import { appLink } from "@/lib/mail/links";
import { mailSafeName } from "@/lib/mail/names";
import { sendMail } from "@/lib/mail/send";

/**
 * Tells a teammate an intro request is waiting for them in Scuba. The ask itself is not in the mail:
 * the teammate reads it, with the path, in the product (and sends anything from their own mailbox).
 */
export async function sendIntroRequestMail(input: { to: string; requestId: string; requesterName: string; introducerName: string }) {
  // Home lists the requests waiting for the member ('Intro requests for you'); the link brings this one into view.
  const link = appLink("/", { intro_request: input.requestId });
  const requester = mailSafeName(input.requesterName);
  const introducer = mailSafeName(input.introducerName);
  await sendMail({
    to: input.to,
    subject: `${requester} asks you for an introduction on Scuba`,
    text:
      `Hi,\n\n${requester} found a warm path through your contact ${introducer} and asks whether you would make ` +
      `an introduction.\n\nSee the request and answer it:\n\n${link}\n\nScuba never sends a message for you: if you ` +
      `accept, you get the texts ready to send from your own mailbox.\n`,
  });
}
