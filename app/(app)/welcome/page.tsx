import { WelcomeScreen } from "@/components/onboarding/welcome-screen";

export default function Page() {
  return <WelcomeScreen />;
}
