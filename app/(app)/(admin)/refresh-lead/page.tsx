import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Refresh Leads" description="Refresh lead data by lead or company." />;
}
