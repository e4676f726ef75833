import { PlaceholderPage } from "@/components/shell/placeholder-page";

export default function Page() {
  return <PlaceholderPage title="User Management" description="Approve, activate and deactivate users." />;
}
