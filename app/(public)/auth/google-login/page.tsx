import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Signing in with Google" description="Completing your Google sign-in." />;
}
