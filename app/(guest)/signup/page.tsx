import { CheckCircle2 } from "lucide-react";
import { SignupForm } from "@/components/auth/signup-form";
import { Card, CardContent } from "@/components/ui/card";
import { redirectIfSignedIn } from "@/lib/auth/current";
import { configuredIntegrations } from "@/lib/oauth/providers";
import { toSearch, type SearchParams } from "@/lib/url";

const POINTS = [
  "Import your LinkedIn, Google contacts, mail and calendar network",
  "Pool it with your teammates' networks",
  "See ranked warm introduction paths to every lead",
];

export default async function SignupPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await redirectIfSignedIn();
  const search = toSearch(await searchParams);
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
        <SignupForm search={search} googleSignIn={configuredIntegrations().google_sign_in} />
      </CardContent>
    </Card>
  );
}
