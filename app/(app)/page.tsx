import { Suspense } from "react";
import { HomeScreen } from "@/components/home/home-screen";
import { LoadingHint } from "@/components/shell/loading-hint";

export default function HomePage() {
  return (
    <Suspense fallback={<LoadingHint />}>
      <HomeScreen />
    </Suspense>
  );
}
