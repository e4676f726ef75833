import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Providers } from "@/components/providers";
import { redirectIfSignedIn } from "@/lib/auth/current";

export default async function ForgotPasswordPage() {
  await redirectIfSignedIn();
  return (
    <Providers>
      <ForgotPasswordForm />
    </Providers>
  );
}
