import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Pipeline" description="Your lists and leads with their warm path counts." />;
}
