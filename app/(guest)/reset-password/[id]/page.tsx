import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Providers } from "@/components/providers";
import { redirectIfSignedIn } from "@/lib/auth/current";

export default async function ResetPasswordPage({ params }: { params: Promise<{ id: string }> }) {
  await redirectIfSignedIn();
  const { id } = await params;
  return (
    <Providers>
      <ResetPasswordForm link={id} />
    </Providers>
  );
}
