import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz, updatedAt } from "./columns";

export const userRole = pgEnum("user_role", ["member", "superadmin"]);

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(), // stored lower-cased
    name: text("name").notNull(),
    givenName: text("given_name"),
    appUserName: text("app_user_name"),
    passwordHash: text("password_hash"), // null for accounts created through Google or LinkedIn
    role: userRole("role").notNull().default("member"),
    emailVerifiedAt: tstz("email_verified_at"),
    isAdminApproved: boolean("is_admin_approved").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    // The member's own node in the graph (filled from their LinkedIn URL or sign-in profile).
    personId: uuid("person_id"),
    linkedinUrl: text("linkedin_url"),
    picture: text("picture"),
    entityUrn: text("entity_urn"),
    isFirstLiLogin: boolean("is_first_li_login").notNull().default(true),
    isFirstGmailLogin: boolean("is_first_gmail_login").notNull().default(true),
    isCompletedOnboarding: boolean("is_completed_onboarding").notNull().default(false),
    isTutorialCompleted: boolean("is_tutorial_completed").notNull().default(false),
    // When the member closed the welcome dialog (spec 000 §1): on the server, so it shows once on
    // whichever device signs in first.
    welcomedAt: tstz("welcomed_at"),
    isHubspotConnected: boolean("is_hubspot_connected").notNull().default(false),
    redirectUrl: text("redirect_url"),
    planId: uuid("plan_id"),
    // Two-factor: the TOTP secret is encrypted at rest (it cannot be hashed: we must compute codes).
    totpSecretEnc: text("totp_secret_enc"),
    totpEnabledAt: tstz("totp_enabled_at"),
    // The newest TOTP time-step (unix time / 30 s) accepted from this user: a code is good once.
    totpLastStep: integer("totp_last_step"),
    // Two-factor recovery codes: sha-256 hashes only (the codes are shown once), each spent once.
    totpRecoveryHashes: jsonb("totp_recovery_hashes").$type<string[]>().notNull().default([]),
    emailNotifications: boolean("email_notifications").notNull().default(true),
    newDeviceCheck: boolean("new_device_check").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A member links only a node no other member holds (DESIGN §4).
  (t) => [uniqueIndex("users_email_key").on(t.email), uniqueIndex("users_person_key").on(t.personId)],
);

export const deviceType = pgEnum("device_type", ["desktop", "mobile", "tablet", "other"]);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull(),
    deviceType: deviceType("device_type").notNull().default("other"),
    browserType: text("browser_type"),
    ipAddress: text("ip_address"),
    remember: boolean("remember").notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: tstz("last_seen_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    revokedAt: tstz("revoked_at"),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_device_idx").on(t.userId, t.deviceId)],
);

// Devices a user has completed a sign-in from; a device id not listed here triggers the new-device code.
export const userDevices = pgTable(
  "user_devices",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull(),
    verifiedAt: tstz("verified_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_devices_key").on(t.userId, t.deviceId)],
);

export const authTokenPurpose = pgEnum("auth_token_purpose", [
  "verify_email",
  "reset_password",
  "new_device",
  "two_factor",
]);

// One-time secrets: only a hash is stored; single use, expiring, bound to purpose and user.
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: authTokenPurpose("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    attempts: integer("attempts").notNull().default(0),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_key").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId, t.purpose)],
);

export const oauthProvider = pgEnum("oauth_provider", ["google", "linkedin", "google_mail", "hubspot"]);

// Accounts are linked by provider + subject, never by e-mail alone. Tokens are encrypted at rest.
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: oauthProvider("provider").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    scope: text("scope"),
    accessTokenEnc: text("access_token_enc"),
    refreshTokenEnc: text("refresh_token_enc"),
    expiresAt: tstz("expires_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("oauth_accounts_subject_key").on(t.provider, t.subject), index("oauth_accounts_user_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
