import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { redirectIfSignedIn } from "@/lib/auth/current";

export default async function Page() {
  await redirectIfSignedIn();
  return <PlaceholderPage title="Forgot password" description="Request a link to reset your password." />;
}
