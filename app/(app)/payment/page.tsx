import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Payments" description="Your payment history and plan purchases." />;
}
