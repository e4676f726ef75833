import "server-only";
import { introRequestHref } from "@/lib/links/codec";
import { appLink } from "@/lib/mail/links";
import { mailSafeName } from "@/lib/mail/names";
import { sendMail } from "@/lib/mail/send";

/**
 * Tells a teammate an intro request is waiting for them in Scuba, naming whom the requester wants to
 * meet and how the teammate is concerned: they know the target themself (`introducerName` null),
 * or the path runs through their contact. The ask itself is not in the mail: the teammate reads
 * it, with the path, in the product (and sends anything from their own mailbox).
 */
export async function sendIntroRequestMail(input: { to: string; requestId: string; requesterName: string; targetName: string; introducerName: string | null }) {
  // Home lists the requests waiting for the member ('Intro requests for you'); the link brings this one into view.
  const link = appLink(introRequestHref(input.requestId));
  const requester = mailSafeName(input.requesterName);
  const target = mailSafeName(input.targetName);
  const why =
    input.introducerName === null
      ? `${requester} asks whether you would introduce them to ${target}, whom you know directly.`
      : `${requester} found a warm path to ${target} through your contact ${mailSafeName(input.introducerName)} and asks whether you would make an introduction.`;
  await sendMail({
    to: input.to,
    subject: `${requester} asks you for an introduction on Scuba`,
    text:
      `Hi,\n\n${why}\n\nSee the request and answer it:\n\n${link}\n\nScuba never sends a message for you: if you ` +
      `accept, you get the texts ready to send from your own mailbox.\n`,
  });
}
