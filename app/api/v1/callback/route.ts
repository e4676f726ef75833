import { handler } from "@/lib/handler";
import { completeProviderSignIn } from "@/lib/account/provider-sign-in";
import { oauthCallbackSchema } from "@/lib/oauth/schema";

// POST /api/v1/callback – the LinkedIn return (code, state, error): data.token and data.user_info
export const POST = handler({ access: "public", body: oauthCallbackSchema }, async ({ req, body, deviceId }) =>
  completeProviderSignIn("linkedin", req, deviceId!, body),
);
