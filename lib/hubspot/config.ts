import "server-only";
import { env } from "@/lib/config/env";

// HubSpot settings, from the environment (documented in .env.example). The endpoints are settings so
// that tests and local trials talk to a stand-in (tests/helpers/hubspot-stand-in.ts).

function opt(name: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === "" ? undefined : v;
}

/** The least the integration needs: read contacts (import), write them (push back), create the 'Scuba' properties. */
export const HUBSPOT_DEFAULT_SCOPES = ["oauth", "crm.objects.contacts.read", "crm.objects.contacts.write", "crm.schemas.contacts.write"] as const;

export type HubspotConfig = {
  clientId: string;
  clientSecret: string;
  scopes: string[];
  authorizeUrl: string;
  apiBase: string;
  redirectUri: string;
  /** The contact property that holds a LinkedIn profile URL (portals differ). */
  linkedinProperty: string;
};

/** The settings, or null when HubSpot is not configured (its buttons then say so). */
export function hubspotConfig(): HubspotConfig | null {
  const clientId = opt("HUBSPOT_CLIENT_ID");
  const clientSecret = opt("HUBSPOT_CLIENT_SECRET");
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    scopes: opt("HUBSPOT_SCOPES")?.split(/\s+/).filter(Boolean) ?? [...HUBSPOT_DEFAULT_SCOPES],
    authorizeUrl: opt("HUBSPOT_AUTHORIZE_URL") ?? "https://app.hubspot.com/oauth/authorize",
    apiBase: (opt("HUBSPOT_API_BASE_URL") ?? "https://api.hubapi.com").replace(/\/$/, ""),
    redirectUri: `${env.appUrl}/auth/hubspot-callback/`,
    linkedinProperty: opt("HUBSPOT_LINKEDIN_PROPERTY") ?? "hs_linkedin_url",
  };
}
