import { AuthLayout } from "@/components/auth/auth-layout";

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <AuthLayout>{children}</AuthLayout>;
}
