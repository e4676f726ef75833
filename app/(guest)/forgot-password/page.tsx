import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { redirectIfSignedIn } from "@/lib/auth/current";

export default async function ForgotPasswordPage() {
  await redirectIfSignedIn();
  return <ForgotPasswordForm />;
}
