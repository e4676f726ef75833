import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, tstz, updatedAt } from "./columns";

export const inviteStatus = pgEnum("invite_status", ["pending", "accepted", "declined", "revoked"]);

export const invites = pgTable(
  "invites",
  {
    id: id(),
    inviterId: uuid("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    status: inviteStatus("status").notNull().default("pending"),
    expiresAt: tstz("expires_at").notNull(),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: tstz("accepted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invites_code_key").on(t.codeHash),
    index("invites_inviter_idx").on(t.inviterId),
    index("invites_email_idx").on(t.email),
    // One live invitation per inviter and address, even when two requests race.
    uniqueIndex("invites_pending_key").on(t.inviterId, t.email).where(sql`status = 'pending'`),
  ],
);

// An accepted invitation: inviter and invitee pool their networks (DESIGN §5).
export const collaborators = pgTable(
  "collaborators",
  {
    id: id(),
    inviterId: uuid("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeId: uuid("invitee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteId: uuid("invite_id").references(() => invites.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("collaborators_pair_key").on(t.inviterId, t.inviteeId), index("collaborators_invitee_idx").on(t.inviteeId)],
);

// What a member shares with their team (issue 31). No row = the defaults: sharing, tags hidden.
// `paused`: teammates see none of the member's network (the member leaves their team view);
// `share_tags`: teammates see the member's manual tags on the people they share.
export const sharingSettings = pgTable("sharing_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  paused: boolean("paused").notNull().default(false),
  shareTags: boolean("share_tags").notNull().default(false),
  updatedAt: updatedAt(),
});
