import { AuthLayout } from "@/components/auth/auth-layout";

// No providers here: the sign-in and sign-up pages load only their own light form layer
// (docs/decisions/011-light-pages.md); the other guest pages bring the providers themselves.
export default function GuestLayout({ children }: { children: React.ReactNode }) {
  return <AuthLayout>{children}</AuthLayout>;
}
