import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { bytea, createdAt, id, tstz } from "./columns";

// Guided tours per module (HOME, RELATIONSHIP, PIPELINE, COLLABORATOR): remaining times to show.
export const onboardingGuides = pgTable(
  "onboarding_guides",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    module: text("module").notNull(),
    remaining: integer("remaining").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.userId, t.module] })],
);

export const onboardingProfiles = pgTable("onboarding_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  businessType: text("business_type"),
  otherBusinessType: text("other_business_type"),
  companyName: text("company_name"),
  baseNetworkSize: text("base_network_size"),
});

export const infoBanners = pgTable(
  "info_banners",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    module: text("module").notNull(),
    message: text("message").notNull().default(""),
    remaining: integer("remaining").notNull().default(3),
  },
  (t) => [primaryKey({ columns: [t.userId, t.module] })],
);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(), // FREE_LEAD, …
    message: text("message").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>(),
    readAt: tstz("read_at"),
    // At most one notification per member and key (e.g. `warm-path:<lead>:<day>`): the database
    // refuses a second, so concurrent refreshes cannot send an alert twice. Null: no limit.
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.readAt), uniqueIndex("notifications_user_dedupe_key").on(t.userId, t.dedupeKey)],
);

// A member's notification settings (lib/notifications): the daily e-mail digest of unread alerts,
// off until they turn it on, and the day it was last sent (one digest per member and day).
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dailyDigest: boolean("daily_digest").notNull().default(false),
  lastDigestOn: text("last_digest_on"),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

export const eventLogs = pgTable(
  "event_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    timestamp: tstz("timestamp").notNull(),
    action: text("action").notNull(),
    type: text("type").notNull(), // page_view | button_click | drop_down_open
    page: text("page").notNull(),
    createdAt: createdAt(),
  },
  // The prune job deletes by age across users (90-day retention).
  (t) => [index("event_logs_user_idx").on(t.userId, t.createdAt), index("event_logs_created_idx").on(t.createdAt)],
);

// Site-wide settings a superadmin sets at run time, e.g. the notice every member sees (`site_notice`).
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

// Superadmin-curated positions ("VP Sales", …) that the AI sort favours.
export const topNetwork = pgTable(
  "top_network",
  {
    id: id(),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("top_network_name_key").on(t.name)],
);

// Background jobs on the same database (DESIGN §2): any app server can take one with
// FOR UPDATE SKIP LOCKED; progress counters feed the upload-status calls.
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    // The job's input (e.g. the uploaded file, so a restart can resume the job), deflated: a
    // 30,000-row Connections.csv is 3.2 MB as text and ~0.6 MB deflated, which the embedded
    // database holds in the app's own memory while it writes and reads it. `input` is read for jobs
    // queued before migration 0016.
    input: text("input"),
    inputDeflated: bytea("input_deflated"),
    status: text("status").notNull().default("queued"), // queued | running | done | failed
    total: integer("total").notNull().default(0),
    completed: integer("completed").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    dedupeKey: text("dedupe_key"),
    // At most one *queued* job per key (a member's metrics recompute, AI sort): asking again while
    // one waits joins it. Cleared when the job starts, so a change made during a run queues another.
    queueKey: text("queue_key"),
    runAfter: tstz("run_after").notNull().defaultNow(),
    // The lease: renewed by the worker's heartbeat; a job whose lease ran out may be taken again.
    lockedAt: tstz("locked_at"),
    // The current claim's fencing token (docs/decisions/015): each take gets a new one, and every
    // write of the worker (progress, checkpoint, completion, failure) applies only with it.
    claimToken: uuid("claim_token"),
    // Which server process holds the claim (host:pid): for an operator, and the fleet test.
    lockedBy: text("locked_by"),
    // What a handler keeps between attempts (e.g. an import's running totals), written in the same
    // statement as its progress, so a job taken over resumes with the whole job's figures.
    checkpoint: jsonb("checkpoint").$type<Record<string, unknown>>(),
    // When a worker last took the job: the fair scheduler serves first the member served longest ago.
    startedAt: tstz("started_at"),
    finishedAt: tstz("finished_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("jobs_queue_idx").on(t.status, t.runAfter),
    index("jobs_user_idx").on(t.userId, t.kind, t.createdAt),
    uniqueIndex("jobs_dedupe_key").on(t.dedupeKey),
    uniqueIndex("jobs_queue_key").on(t.queueKey).where(sql`status = 'queued'`),
    index("jobs_user_started_idx").on(t.userId, t.startedAt),
  ],
);

export type Job = typeof jobs.$inferSelect;

// Superadmin actions (DESIGN §11 "logs record … admin actions with the request id"): who did what
// to whom, when. Append-only; written by lib/admin for every admin call that changes something.
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    // The objects acted on (user ids, device ids, top-network ids, report filters …).
    target: jsonb("target").$type<Record<string, unknown>>().notNull(),
    requestId: text("request_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_logs_created_idx").on(t.createdAt), index("audit_logs_actor_idx").on(t.actorUserId, t.createdAt)],
);

export type AuditLog = typeof auditLogs.$inferSelect;
