import { z } from "zod";

// People's payloads and texts, shared by the forms and the handlers (spec 001 §5).

export const LINKEDIN_HOST = "https://www.linkedin.com";
/** spec 001 §5: the one message for a LinkedIn profile URL that is missing or not a profile address. */
export const LINKEDIN_URL_MESSAGE = `Please enter a valid LinkedIn profile URL (e.g., ${LINKEDIN_HOST}/in/username)`;
/** spec 001 §5: https, optional www, {host}/in/{letters, digits, hyphens}, optional trailing slash. */
export const LINKEDIN_PROFILE_RE = /^https:\/\/(www\.)?linkedin\.com\/in\/[A-Za-z0-9-]+\/?$/;

export const linkedinProfileUrlSchema = z
  .string({ error: LINKEDIN_URL_MESSAGE })
  .trim()
  .min(1, LINKEDIN_URL_MESSAGE)
  .regex(LINKEDIN_PROFILE_RE, LINKEDIN_URL_MESSAGE);

/** The profile-completion dialog's body (`POST v2/linkedin/profile`). */
export const ownProfileSchema = z.object({ linkedin_url: linkedinProfileUrlSchema });

export const PROFILE_TAKEN_MESSAGE = "This LinkedIn profile is already linked to another account";
/**
 * Profile completion's answer. The spec's 'Linkedin profiles fetched successfully' assumes a fetcher
 * we do not have: nothing is fetched, the URL is saved as the member's own node (docs/api.md).
 */
export const PROFILE_SAVED_MESSAGE = "LinkedIn profile saved: your warm paths now start from it";

/** Where a fact came from (DESIGN §1). */
export const FACT_SOURCES = ["connections", "positions", "education", "vcard", "google", "manual", "lead", "extension", "crm", "account"] as const;
export type FactSource = (typeof FACT_SOURCES)[number];
/** What a member typed in a form rather than read from a profile: any profile source replaces it. */
export const TYPED_SOURCES = ["lead", "crm", "manual"] as const satisfies readonly FactSource[];
