import { InvitePage } from "@/components/collaborators/invite-page";
import { loadInvitePage } from "./load-invite";

// /invitees/ without a code: the 'missing invite' state.
export default async function Page() {
  return <InvitePage {...await loadInvitePage(null)} />;
}
