import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="User Report" description="Generate a report of leads and their paths." />;
}
