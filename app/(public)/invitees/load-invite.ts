import "server-only";
import { ApiError } from "@/lib/api/errors";
import { getCurrentAuth } from "@/lib/auth/current";
import { getInviteDetails } from "@/lib/collaborators/service";

/** The invite and who is looking, read on the server so the page renders its state at once. */
export async function loadInvitePage(code: string | null) {
  const current = await getCurrentAuth();
  const user = current.state === "ok" ? current.auth.user : null;
  const viewer = user ? { email: user.email, name: user.name } : null;
  if (!code) return { code: null, invite: null, error: "The invite link is missing its code.", viewer };
  try {
    return { code, invite: await getInviteDetails(code, user), error: null, viewer };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { code, invite: null, error: error.message, viewer };
    throw error;
  }
}
