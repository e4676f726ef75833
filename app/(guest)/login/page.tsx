import { LoginForm } from "@/components/auth/login-form";
import { SessionNotice } from "@/components/auth/session-notice";
import { getCurrentAuth, redirectIfSignedIn } from "@/lib/auth/current";
import { toSearch, type SearchParams } from "@/lib/url";

type Props = { searchParams: Promise<SearchParams> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  // Sent here from a superadmin page: a signed-in member may sign in with another account,
  // so the guest-only bounce to '/' does not apply.
  const needsSuperadmin = params.required === "superadmin";
  if (!needsSuperadmin) await redirectIfSignedIn();
  else {
    const current = await getCurrentAuth();
    if (current.state === "ok" && current.auth.user.role === "superadmin") await redirectIfSignedIn();
  }
  const type = typeof params.type === "string" ? params.type : null;
  return (
    <>
      <LoginForm
        search={toSearch(params)}
        notice={needsSuperadmin ? "This page needs a superadmin account. Sign in with one to continue." : undefined}
      />
      <SessionNotice type={type} />
    </>
  );
}
