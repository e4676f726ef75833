import { InvitePage } from "@/components/collaborators/invite-page";
import { loadInvitePage } from "../load-invite";

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const props = await loadInvitePage(decodeURIComponent(id));
  return <InvitePage {...props} />;
}
