import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { redirectIfSignedIn } from "@/lib/auth/current";

export default async function Page() {
  await redirectIfSignedIn();
  return <PlaceholderPage title="Reset password" description="Set a new password." />;
}
