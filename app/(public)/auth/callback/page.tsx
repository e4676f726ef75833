import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Signing in with LinkedIn" description="Completing your LinkedIn sign-in." />;
}
