import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Warm paths" description="The ranked introduction paths to this lead." />;
}
