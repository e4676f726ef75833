import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Verify email" description="Confirming your e-mail address." />;
}
