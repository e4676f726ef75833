import "server-only";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/config/env";
import { log } from "@/lib/log";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SentMail = { messageId: string; file?: string };

let transport: { url: string; t: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  // One pooled transport per configured URL; tests may switch SMTP_URL between runs.
  if (transport?.url !== url) transport = { url, t: nodemailer.createTransport(url) };
  return transport.t;
}

function mailFrom(): string {
  return process.env.MAIL_FROM || `Scuba <no-reply@${new URL(env.appUrl).hostname || "localhost"}>`;
}

/** The folder where mail goes when no SMTP server is configured. */
export function mailDir(): string {
  return process.env.MAIL_DIR || path.join(env.dataDir, "mail");
}

/**
 * Sends one e-mail. With SMTP_URL set it goes through that SMTP server; without it the message is
 * written as an .eml file (mode 0600) under the data folder and the log says where, so a
 * single-machine install (and a developer) can open verification and reset links from the file.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const from = mailFrom();
  const url = process.env.SMTP_URL;
  if (url) {
    const info = await smtpTransport(url).sendMail({ from, ...message });
    log.info("mail.sent", { via: "smtp", subject: message.subject, messageId: info.messageId });
    return { messageId: info.messageId };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await stream.sendMail({ from, ...message });
  const dir = mailDir();
  mkdirSync(dir, { recursive: true });
  const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, "_");
  const file = path.join(dir, `${Date.now()}-${safeTo}-${randomUUID().slice(0, 8)}.eml`);
  writeFileSync(file, info.message as Buffer, { mode: 0o600 });
  // Where it was written, never the link itself: logs travel further than the mail folder, and a
  // live reset or verification link in them is an account takeover (issue 12 §11).
  log.info("mail.saved", { file, subject: message.subject });
  return { messageId: info.messageId, file };
}
