import "server-only";
import { appLink } from "@/lib/mail/links";
import { mailSafeName } from "@/lib/mail/names";
import { sendMail } from "@/lib/mail/send";

// The account e-mails. Plain text first (the link on its own line), a simple HTML twin.
function html(lines: string[], link?: { href: string; label: string }) {
  const body = lines.map((l) => `<p>${l.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`).join("");
  const button = link ? `<p><a href="${link.href}">${link.label}</a></p>` : "";
  return `<div style="font-family:sans-serif;font-size:14px">${body}${button}</div>`;
}

export async function sendVerificationMail(to: string, name: string, token: string) {
  name = mailSafeName(name, "there");
  const link = appLink(`/verify-email/${token}`);
  await sendMail({
    to,
    subject: "Verify your email address",
    text: `Hi ${name},\n\nPlease verify your email address to finish creating your Scuba account:\n\n${link}\n\nThe link works once and expires in 1 hour.\n`,
    html: html([`Hi ${name},`, "Please verify your email address to finish creating your Scuba account.", "The link works once and expires in 1 hour."], { href: link, label: "Verify email" }),
  });
}

export async function sendResetMail(to: string, name: string, token: string) {
  name = mailSafeName(name, "there");
  const link = appLink(`/reset-password/${token}`);
  await sendMail({
    to,
    subject: "Reset your password",
    text: `Hi ${name},\n\nSomeone asked to reset the password of your Scuba account. To choose a new one, open:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail.\n`,
    html: html([`Hi ${name},`, "Someone asked to reset the password of your Scuba account.", "The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail."], { href: link, label: "Reset password" }),
  });
}

export async function sendDeviceCodeMail(to: string, name: string, code: string, device: string) {
  name = mailSafeName(name, "there");
  const shown = `${code.slice(0, 4)}-${code.slice(4)}`;
  await sendMail({
    to,
    subject: "Your Scuba sign-in code",
    text: `Hi ${name},\n\nA sign-in from a new device (${device}) needs this 8-character code:\n\nCode: ${shown}\n\nIt works once and expires in 10 minutes. If this was not you, change your password.\n`,
    html: html([`Hi ${name},`, `A sign-in from a new device (${device}) needs this 8-character code:`, `Code: ${shown}`, "It works once and expires in 10 minutes. If this was not you, change your password."]),
  });
}

export async function sendTwoFactorEnabledMail(to: string, name: string) {
  name = mailSafeName(name, "there");
  await sendMail({
    to,
    subject: "Two-factor authentication is on",
    text: `Hi ${name},\n\nTwo-factor authentication with an authenticator app is now on for your Scuba account.\n`,
  });
}

export async function sendTwoFactorDisabledMail(to: string, name: string) {
  name = mailSafeName(name, "there");
  await sendMail({
    to,
    subject: "Two-factor authentication is off",
    text: `Hi ${name},\n\nTwo-factor authentication was turned off for your Scuba account. If this was not you, reset your password and turn it on again.\n`,
  });
}

export async function sendPasswordResetDoneMail(to: string, name: string) {
  name = mailSafeName(name, "there");
  await sendMail({
    to,
    subject: "Your Scuba password was reset",
    text: `Hi ${name},\n\nThe password of your Scuba account was just reset, and every session was signed out. Two-factor authentication, if on, stays on.\nIf this was not you, reset your password again and contact us.\n`,
  });
}
