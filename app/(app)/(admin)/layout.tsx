import { requireSuperadmin } from "@/lib/auth/current";

// Superadmin pages: anyone else is sent to /login (spec 001 §2), decided on the server.
export default async function SuperadminLayout({ children }: { children: React.ReactNode }) {
  await requireSuperadmin();
  return <>{children}</>;
}
