import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail, waitForMail, type Mail } from "./mailbox";

// A real SMTP server on loopback that keeps what it receives: point SMTP_URL at `url` and the
// product sends through nodemailer exactly as in production.
export type SmtpCatcher = {
  url: string;
  mails: Mail[];
  waitFor(match: { to?: string; subject?: string | RegExp }, timeoutMs?: number): Promise<Mail>;
  clear(): void;
  close(): Promise<void>;
};

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8")));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    mails,
    waitFor: (match, timeoutMs) => waitForMail(() => mails, match, timeoutMs),
    clear: () => mails.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a vitest file: starts a catcher before the file's tests, points SMTP_URL at it, empties it
 * before each test and stops it after. Returns a handle whose `current` is the live catcher.
 */
export function catchMailDuringTests(hooks: {
  beforeAll: (fn: () => Promise<void>) => void;
  beforeEach: (fn: () => void) => void;
  afterAll: (fn: () => Promise<void>) => void;
}) {
  const handle = {} as { current: SmtpCatcher };
  let previous: string | undefined;
  hooks.beforeAll(async () => {
    handle.current = await startSmtpCatcher();
    previous = process.env.SMTP_URL;
    process.env.SMTP_URL = handle.current.url;
  });
  hooks.beforeEach(() => handle.current.clear());
  hooks.afterAll(async () => {
    if (previous === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = previous;
    await handle.current?.close();
  });
  return handle;
}
