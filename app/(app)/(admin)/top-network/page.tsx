import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Top Network" description="Positions that the AI sort favours." />;
}
