import { LoginForm } from "@/components/auth/login-form";
import { SessionNotice } from "@/components/auth/session-notice";
import { getCurrentAuth, redirectIfSignedIn } from "@/lib/auth/current";
import { configuredIntegrations } from "@/lib/oauth/providers";
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
  // The second step of a sign-in (spec 000 §2): ?2fa&type=totp|email&code=<challenge>.
  const { "2fa": twoFa, type: _type, code, ...rest } = params;
  const step =
    twoFa && typeof code === "string" && (type === "totp" || type === "email") ? { type: type as "totp" | "email", code } : null;
  const integrations = configuredIntegrations();
  return (
    <>
      <LoginForm
        providers={{ google: integrations.google_sign_in, linkedin: integrations.linkedin_sign_in }}
        step={step}
        search={toSearch(step ? rest : params)}
        notice={needsSuperadmin ? "This page needs a superadmin account. Sign in with one to continue." : undefined}
      />
      <SessionNotice type={type} />
    </>
  );
}
