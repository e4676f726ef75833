import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Connecting HubSpot" description="Linking your CRM account." />;
}
