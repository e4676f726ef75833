import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Active Sessions" description="This user's signed-in devices." />;
}
