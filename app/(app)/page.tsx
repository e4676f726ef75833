import { HydrationBoundary } from "@tanstack/react-query";
import { Suspense } from "react";
import { HomeScreen } from "@/components/home/home-screen";
import { LoadingHint } from "@/components/common/loading-hint";
import { requireUser } from "@/lib/auth/current";
import { prefetchHomeLists } from "@/lib/pipeline/prefetch";
import { demoTourUrl as configuredDemoTourUrl } from "@/lib/config/demo-tour-url";

export default async function HomePage() {
  const { user } = await requireUser();
  // Home's tables come with the HTML (issue 11: largest contentful paint), as the pipeline's do.
  const state = await prefetchHomeLists(user.id);
  // Read per request on the server: only this one validated URL reaches the browser.
  const demoTourUrl = configuredDemoTourUrl();
  return (
    <HydrationBoundary state={state}>
      <Suspense fallback={<LoadingHint />}>
        <HomeScreen demoTourUrl={demoTourUrl} signedIn={{ name: user.givenName || user.name, hasProfile: Boolean(user.entityUrn) }} />
      </Suspense>
    </HydrationBoundary>
  );
}
