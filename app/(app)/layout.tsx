import { Providers } from "@/components/providers";
import { AppShell } from "@/components/shell/app-shell";
import { requireUser } from "@/lib/auth/current";
import { env } from "@/lib/config/env";

// Every page below needs a live session; the check runs on the server against the session row.
export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const { user } = await requireUser();
  return (
    <Providers>
      <AppShell isSuperadmin={user.role === "superadmin"} privacyPolicyUrl={env.privacyPolicyUrl}>
        {children}
      </AppShell>
    </Providers>
  );
}
