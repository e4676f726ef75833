import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Invitation" description="Accept an invitation to a team." />;
}
