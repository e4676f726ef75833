import { CheckCircle2 } from "lucide-react";
import { SignupForm } from "@/components/auth/signup-form";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/lib/api/errors";
import { redirectIfSignedIn } from "@/lib/auth/current";
import { getInviteDetails } from "@/lib/collaborators/service";
import { configuredIntegrations } from "@/lib/oauth/providers";
import { toSearch, type SearchParams } from "@/lib/url";

const POINTS = [
  "Import your LinkedIn, Google contacts, mail and calendar network",
  "Pool it with your teammates' networks",
  "See ranked warm introduction paths to every lead",
];

/** The address an open invite named in the query was sent to, or null (no invite, or no longer open). */
async function invitedEmail(code: unknown): Promise<string | null> {
  if (typeof code !== "string" || !code) return null;
  try {
    return (await getInviteDetails(code, null)).email;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

export default async function SignupPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await redirectIfSignedIn();
  const params = await searchParams;
  const search = toSearch(params);
  // ?invite= — INVITE_QUERY_PARAM of lib/collaborators/pending-invite.ts (a client module).
  const invited = await invitedEmail(params.invite);
  return (
    <Card className="grid w-full max-w-4xl overflow-hidden p-0 md:grid-cols-2">
      <section className="flex flex-col justify-center gap-6 bg-primary p-10 text-primary-foreground">
        <h1 className="text-3xl font-semibold leading-tight">Turn cold leads into warm introductions.</h1>
        <ul className="flex flex-col gap-3 text-primary-foreground/90">
          {POINTS.map((p) => (
            <li key={p} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden /> {p}
            </li>
          ))}
        </ul>
      </section>
      <CardContent className="p-10">
        <h2 className="mb-1 text-2xl font-semibold">Create your account</h2>
        <p className="mb-6 text-sm text-muted-foreground">It takes less than a minute.</p>
        <SignupForm search={search} googleSignIn={configuredIntegrations().google_sign_in} invitedEmail={invited} />
      </CardContent>
    </Card>
  );
}
