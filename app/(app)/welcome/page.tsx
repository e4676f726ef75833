import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Welcome to Scuba" description="A short introduction to getting started." />;
}
