import { handler } from "@/lib/handler";
import { beginProviderSignIn, completeProviderSignIn } from "@/lib/account/provider-sign-in";
import { oauthCallbackSchema } from "@/lib/oauth/schema";

// GET /api/v2/google-login – the Google authorization URL in data.url (state, PKCE, nonce)
export const GET = handler({ access: "public" }, async () => beginProviderSignIn("google"));

// POST /api/v2/google-login – finish Google sign-in with the returned code (and state)
export const POST = handler({ access: "public", body: oauthCallbackSchema }, async ({ req, body, deviceId }) =>
  completeProviderSignIn("google", req, deviceId!, body),
);
