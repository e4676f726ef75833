import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, tstz, updatedAt } from "./columns";
import { persons } from "./network";

export const pipelineLists = pgTable(
  "pipeline_lists",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("pipeline_lists_name_key").on(t.userId, sql`lower(${t.name})`)],
);

export const leads = pgTable(
  "leads",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    personId: uuid("person_id").references(() => persons.id, { onDelete: "set null" }),
    isActive: boolean("is_active").notNull().default(true),
    name: text("name").notNull().default(""),
    company: text("company").notNull().default(""),
    companyKey: text("company_key").notNull().default(""),
    role: text("role").notNull().default(""),
    linkedinUrl: text("linkedin_url"),
    email: text("email"),
    phoneNo: text("phone_no"),
    status: boolean("status").notNull().default(false),
    hasVisited: boolean("has_visited").notNull().default(false),
    visitedAt: tstz("visited_at"),
    uploadType: text("upload_type").notNull().default("manual"), // manual | csv | crm | free
    scubaSortOrder: integer("scuba_sort_order"),
    scubaSortFactors: jsonb("scuba_sort_factors").$type<Record<string, unknown>>(),
    sortOrder: integer("sort_order").notNull().default(0),
    isSynced: boolean("is_synced").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("leads_user_idx").on(t.userId, t.createdAt),
    index("leads_person_idx").on(t.personId),
    uniqueIndex("leads_user_url_key").on(t.userId, t.linkedinUrl),
  ],
);

export const leadPipelineLists = pgTable(
  "lead_pipeline_lists",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    pipelineListId: uuid("pipeline_list_id")
      .notNull()
      .references(() => pipelineLists.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.pipelineListId] })],
);

// The first time a lead's paths were opened; paired with its credit charge.
export const leadUnlocks = pgTable("lead_unlocks", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  unlockedAt: tstz("unlocked_at").notNull().defaultNow(),
});

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    // The stable id of the path (its person ids in order). No snapshot: a bookmark is shown from
    // live data, so it never outlives the people and collaborations it went through (DESIGN §5).
    pathId: text("path_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("bookmarks_key").on(t.userId, t.leadId, t.pathId)],
);

// Cached warm-path counts and tag groups per lead (DESIGN §6.7).
export const relationMetrics = pgTable(
  "relation_metrics",
  {
    id: id(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("new"),
    totalPath: integer("total_path").notNull().default(0),
    startTags: jsonb("start_tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    middleTags: jsonb("middle_tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    endTags: jsonb("end_tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    bestScore: integer("best_score").notNull().default(0),
    goodPaths: integer("good_paths").notNull().default(0),
    // The best way in (DESIGN §6.7, issue 28): the first path in the order — its id (exports verify it
    // by its few edges instead of searching again), introducers, strength, score and reason — or null
    // when the lead has no path; and the paths per strength. Written by the refresh, never in a request.
    bestPath: jsonb("best_path").$type<BestPath | null>(),
    strengthCounts: jsonb("strength_counts").$type<StrengthCounts>().notNull().default(sql`'{"good":0,"average":0,"weak":0}'::jsonb`),
    // Direct connects (origin → target, DESIGN §6.3): their count and the origin types and tags of
    // those edges, for the pipeline's count and the relation filter's 'Direct Connects' tab.
    directCount: integer("direct_count").notNull().default(0),
    directStartTags: jsonb("direct_start_tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    directEndTags: jsonb("direct_end_tags").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    isLatest: boolean("is_latest").notNull().default(true),
    computedAt: tstz("computed_at").notNull().defaultNow(),
  },
  (t) => [index("relation_metrics_lead_idx").on(t.leadId, t.isLatest)],
);

export type Lead = typeof leads.$inferSelect;

/** relation_metrics.best_path (lib/paths `BestPath`, kept here so that the schema imports no room). */
export type BestPath = {
  path_id: string;
  introducers: { name: string; role: string; company: string }[];
  strength: "Good" | "Average" | "Weak";
  score: number;
  reason: string;
};
export type StrengthCounts = { good: number; average: number; weak: number };
