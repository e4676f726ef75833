import { handler } from "@/lib/handler";
import { beginProviderSignIn, completeProviderSignIn } from "@/lib/account/provider-sign-in";
import { oauthCallbackSchema } from "@/lib/oauth/schema";

// GET /api/v1/linkedin-login – the LinkedIn authorization URL in data.url (state, PKCE, nonce)
export const GET = handler({ access: "public" }, async () => beginProviderSignIn("linkedin"));

// POST /api/v1/linkedin-login – finish LinkedIn sign-in (same as POST /api/v1/callback)
export const POST = handler({ access: "public", body: oauthCallbackSchema }, async ({ req, body, deviceId }) =>
  completeProviderSignIn("linkedin", req, deviceId!, body),
);
