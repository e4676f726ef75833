import { z } from "zod";

// Payloads and answers of the collaborator calls (spec 000 §3, §7), shared by the forms and the handlers.

export const INVITE_EMAIL_MESSAGE = "Please enter a valid email address.";
export const ACCEPT_FAILED_MESSAGE = "Failed to accept invite. Please try again.";

export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().max(320, INVITE_EMAIL_MESSAGE).pipe(z.email({ message: INVITE_EMAIL_MESSAGE })),
});
export type InviteInput = z.input<typeof inviteSchema>;

/** `?invite_id=` — the code from the e-mailed link (or, for the invitee only, the invite's id). */
export const inviteIdQuery = z.object({
  invite_id: z.string().trim().min(1, "The invite is missing.").max(200, "The invite is invalid."),
});

/** `DELETE v2/collaborator?id=` — a pending invite or a collaboration the caller started. */
export const revokeQuery = z.object({ id: z.uuid({ message: "The invite is invalid." }) });

/** `GET v2/collaborator` → data: invites I sent that wait for an answer. */
export type PendingInvite = { id: string; email: string; created_at: string; expires_at: string; is_expired: boolean };

export type LinkedinUser = { full_name: string; profile: string | null; entity_urn: string | null };

/** `GET v2/collaborator` → collaborator: the members of my team, whichever side invited. */
export type CollaboratorMember = {
  id: string;
  invite_code_id: { email: string };
  collaborator: { id: string; name: string; email: string; linkedin_user: LinkedinUser[] };
  /** True when the caller sent the invitation: only they may revoke (spec 000 §6). */
  is_inviter: boolean;
  created_at: string;
};

/** `GET v2/collaborator` → to_accept: invitations addressed to me. `invite_code` opens them. */
export type InviteToAccept = {
  id: string;
  invite_code: string;
  created_at: string;
  user: { name: string; email: string };
};

export type CollaboratorLists = {
  data: PendingInvite[];
  collaborator: CollaboratorMember[];
  to_accept: InviteToAccept[];
};

/** `GET v2/collaborator/invite` → the invite as its page shows it. */
export type InviteDetails = {
  email: string;
  created_at: string;
  expires_at: string;
  user: { name: string; email: string };
};

/** `GET|PUT v2/sharing` (issue 31): what the member shares with their team. */
export const sharingSchema = z.object({ paused: z.boolean(), share_tags: z.boolean() }).strict();
export type SharingSettings = z.infer<typeof sharingSchema>;

/** `GET v2/sharing` (and the answer of PUT): the member's settings and what they and each collaborator share. */
export type SharingSummary = SharingSettings & {
  /** The member's own connections, and how many of them are private. */
  connections: number;
  private: number;
  /** What each collaborator shares with the member: their shared connections (how many they keep private is theirs). */
  team: { user_id: string; paused: boolean; share_tags: boolean; shared: number }[];
};
