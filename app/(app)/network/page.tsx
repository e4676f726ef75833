import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="Discover and Manage Your Network of Powerful Connections" description="Import your LinkedIn connections, Google contacts, mail and calendar." />;
}
