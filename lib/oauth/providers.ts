// OAuth / OpenID Connect providers, configured from the environment (documented in .env.example).
// Sign-in (google, linkedin) and account linking (google_mail: Gmail and Calendar) share this
// module; they differ only in scopes and the page the provider returns to.
export type ProviderName = "google" | "linkedin" | "google_mail";
/** Providers an account can be linked with for data access: the OIDC ones, and HubSpot (plain OAuth 2, lib/hubspot). */
export type LinkProvider = ProviderName | "hubspot";

export type ProviderConfig = {
  name: ProviderName;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** The app page the provider sends the browser back to (spec 000 §2 routes). */
  redirectPath: string;
  /** Extra authorization parameters (e.g. offline access for linking). */
  extraParams?: Record<string, string>;
};

function env(name: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === "" ? undefined : v;
}

/** A space-separated scope setting as a list, or undefined when it names none. */
function scopeList(value: string | undefined): string[] | undefined {
  const list = value?.split(/\s+/).filter(Boolean);
  return list?.length ? list : undefined;
}

const GOOGLE_ISSUER = "https://accounts.google.com";
const LINKEDIN_ISSUER = "https://www.linkedin.com/oauth";

/**
 * The scopes of the Gmail/Calendar link (provider google_mail) unless GOOGLE_MAIL_SCOPES overrides
 * them — the one place they are written (.env.example and the README quote this list). The least
 * the sync needs, all read-only: `openid email` name the linked account (its address tells the
 * member's own messages apart), `contacts.readonly` lists the People API connections,
 * `gmail.metadata` reads message headers only (never bodies or attachments; it refuses the `q`
 * search parameter, which the sync does not use), `calendar.events.readonly` lists the events of
 * the primary calendar (not the calendars' settings or sharing).
 */
export const GOOGLE_MAIL_DEFAULT_SCOPES = [
  "openid",
  "email",
  "https://www.googleapis.com/auth/contacts.readonly",
  "https://www.googleapis.com/auth/gmail.metadata",
  "https://www.googleapis.com/auth/calendar.events.readonly",
] as const;

/** The provider's settings, or null when it is not configured (its buttons then say so). */
export function providerConfig(name: ProviderName): ProviderConfig | null {
  switch (name) {
    case "google":
    case "google_mail": {
      const clientId = env("GOOGLE_CLIENT_ID");
      const clientSecret = env("GOOGLE_CLIENT_SECRET");
      if (!clientId || !clientSecret) return null;
      const issuer = env("GOOGLE_ISSUER_URL") ?? GOOGLE_ISSUER;
      return name === "google"
        ? { name, issuer, clientId, clientSecret, scopes: ["openid", "email", "profile"], redirectPath: "/auth/google-login" }
        : {
            name,
            issuer,
            clientId,
            clientSecret,
            scopes: scopeList(env("GOOGLE_MAIL_SCOPES")) ?? [...GOOGLE_MAIL_DEFAULT_SCOPES],
            redirectPath: "/auth/google-callback",
            extraParams: { access_type: "offline", prompt: "consent" },
          };
    }
    case "linkedin": {
      const clientId = env("LINKEDIN_CLIENT_ID");
      const clientSecret = env("LINKEDIN_CLIENT_SECRET");
      if (!clientId || !clientSecret) return null;
      return {
        name,
        issuer: env("LINKEDIN_ISSUER_URL") ?? LINKEDIN_ISSUER,
        clientId,
        clientSecret,
        scopes: (env("LINKEDIN_SCOPES") ?? "openid profile email").split(/\s+/),
        redirectPath: "/auth/callback/",
      };
    }
  }
}

/**
 * What this server can do with Google and LinkedIn: the screens show only the buttons that work
 * (and say what is missing where a step needs one), rather than buttons that answer 'not configured'.
 */
export type Integrations = { google_sign_in: boolean; linkedin_sign_in: boolean; gmail_calendar: boolean };

export function configuredIntegrations(): Integrations {
  return {
    google_sign_in: providerConfig("google") !== null,
    linkedin_sign_in: providerConfig("linkedin") !== null,
    gmail_calendar: providerConfig("google_mail") !== null,
  };
}
