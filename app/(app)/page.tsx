import { Suspense } from "react";
import { HomeScreen } from "@/components/home/home-screen";
import { LoadingHint } from "@/components/common/loading-hint";
import { parseDemoTourUrl } from "@/lib/onboarding/demo-tour";

export default function HomePage() {
  // Read per request on the server: only this one validated URL reaches the browser.
  const demoTourUrl = parseDemoTourUrl(process.env.DEMO_TOUR_URL);
  return (
    <Suspense fallback={<LoadingHint />}>
      <HomeScreen demoTourUrl={demoTourUrl} />
    </Suspense>
  );
}
