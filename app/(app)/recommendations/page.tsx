import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Recommendations" description="Lead recommendations from your network." />;
}
