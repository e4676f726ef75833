import { AuthLayout } from "@/components/auth/auth-layout";

export default function GuestLayout({ children }: { children: React.ReactNode }) {
  return <AuthLayout>{children}</AuthLayout>;
}
