// Account settings read from the environment at call time (documented in .env.example).

/** Free-mail domains refused at sign-up unless SIGNUP_BLOCKED_DOMAINS says otherwise. */
export const DEFAULT_BLOCKED_DOMAINS = [
  "gmail.com", "googlemail.com", "yahoo.com", "yahoo.co.uk", "hotmail.com", "outlook.com", "live.com",
  "msn.com", "aol.com", "icloud.com", "me.com", "mail.com", "gmx.com", "gmx.net", "proton.me",
  "protonmail.com", "yandex.com", "zoho.com",
];

export const authConfig = {
  /** New password accounts wait for a superadmin's approval (default: no approval needed). */
  get requireAdminApproval() {
    return /^(1|true|yes)$/i.test(process.env.REQUIRE_ADMIN_APPROVAL ?? "");
  },
  /** Comma-separated; set to "none" to allow every domain. */
  get blockedSignupDomains(): string[] {
    const raw = process.env.SIGNUP_BLOCKED_DOMAINS;
    if (raw === undefined || raw.trim() === "") return DEFAULT_BLOCKED_DOMAINS;
    if (raw.trim().toLowerCase() === "none") return [];
    return raw.split(",").map((d) => d.trim().toLowerCase()).filter(Boolean);
  },
};

export function isBlockedSignupDomain(email: string): boolean {
  const domain = email.split("@").pop()?.toLowerCase() ?? "";
  return authConfig.blockedSignupDomains.includes(domain);
}
