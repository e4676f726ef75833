import { z } from "zod";

/**
 * A provider's return to the app (spec 000 §7: code, state, error): the sign-in callbacks
 * (/auth/google-login, /auth/callback/) and the Gmail/Calendar link (/auth/google-callback).
 */
export const oauthCallbackSchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(500).optional(),
});
export type OAuthCallbackInput = z.infer<typeof oauthCallbackSchema>;
