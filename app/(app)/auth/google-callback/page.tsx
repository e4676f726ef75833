import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Connecting Google" description="Linking your Gmail and Calendar." />;
}
