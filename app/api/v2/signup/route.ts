import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/handler";
import { signUp } from "@/lib/auth/account";
import { clientIp } from "@/lib/auth/device";
import { signupSchema } from "@/lib/auth/schema";

// POST /api/v2/signup – create an account with e-mail and password and mail the verification link
// (also served as POST /api/v1/register)
export const POST = handler({ access: "public", body: signupSchema }, async ({ req, body }) => {
  const user = await signUp(
    { name: body.name, email: body.email, password: body.password, redirectUrl: body.redirect_url, linkedinUrl: body.linkedin_url },
    clientIp(req.headers),
  );
  return ok({ id: user.id, email: user.email }, "User registered successfully");
});
