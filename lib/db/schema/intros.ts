import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";
import { leads } from "./leads";
import { persons } from "./network";
import { createdAt, id, tstz, updatedAt } from "./columns";

// Intro requests (DESIGN §12): a path of one lead carried to an outcome. Owned by lib/intros.
// The path itself is not copied: it is read live from the requester's team network, so a request
// never shows more than the path shows now (and shows nothing once the path is gone).
export const introRequests = pgTable(
  "intro_requests",
  {
    id: id(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    requesterId: uuid("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The teammate whose contact the introducer is; null when the requester asks themself (origin Me). */
    responderId: uuid("responder_id").references(() => users.id, { onDelete: "cascade" }),
    pathId: text("path_id").notNull(),
    /** The first introducer of the path (the origin's contact): one open request per lead and introducer. */
    introducerId: uuid("introducer_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("requested"),
    ask: text("ask").notNull(),
    forwardable: text("forwardable").notNull(),
    // The path as it was when asked (calibration, issue 29): its strength band and its number of
    // people (origin … target; a direct connect is 2). Null on requests made before they were kept:
    // their length is read from path_id, their band is 'Not recorded'.
    askStrength: text("ask_strength"),
    pathLength: integer("path_length"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("intro_requests_open_uq")
      .on(t.leadId, t.introducerId)
      .where(sql`${t.status} in ('requested', 'accepted', 'intro_made', 'meeting_booked')`),
    index("intro_requests_requester_idx").on(t.requesterId, t.updatedAt),
    index("intro_requests_responder_idx").on(t.responderId, t.updatedAt),
    index("intro_requests_lead_idx").on(t.leadId),
  ],
);

// Every move of a request, with its date, who made it and their note (the tracking history).
export const introRequestEvents = pgTable(
  "intro_request_events",
  {
    id: id(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => introRequests.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    note: text("note").notNull().default(""),
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    at: tstz("at").notNull().defaultNow(),
  },
  (t) => [index("intro_request_events_request_idx").on(t.requestId, t.at)],
);

export type IntroRequest = typeof introRequests.$inferSelect;
export type IntroRequestEvent = typeof introRequestEvents.$inferSelect;
