import { AuthLayout } from "@/components/auth/auth-layout";
import { Providers } from "@/components/providers";

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <Providers>
      <AuthLayout>{children}</AuthLayout>
    </Providers>
  );
}
