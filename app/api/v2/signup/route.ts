import { ok } from "@/lib/api/envelope";
import { ApiError } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { signupSchema } from "@/lib/auth/schema";
import { registerWithPassword } from "@/lib/auth/service";

// POST /api/v2/signup – create an account with e-mail and password (also served as POST /api/v1/register)
export const POST = handler({ access: "public", body: signupSchema }, async ({ body }) => {
  if (body.password !== body.confirmPassword) {
    throw ApiError.badRequest("Passwords don't match", { confirmPassword: ["Please make sure your passwords match."] });
  }
  const user = await registerWithPassword({
    name: body.name,
    email: body.email,
    password: body.password,
    redirectUrl: body.redirect_url,
    linkedinUrl: body.linkedin_url,
  });
  if (!user) throw ApiError.conflict("The email you entered is already registered.");
  return ok({ id: user.id, email: user.email }, "User registered successfully");
});
