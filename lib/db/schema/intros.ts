import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    /**
     * The teammate asked (whose contact the introducer is, or who knows the target); null when the
     * requester asks themself (origin Me, a portfolio owner) — or once the teammate deleted their
     * account (`responderLeft`): the request, its moves and its outcome stay the requester's (DESIGN §13).
     */
    responderId: uuid("responder_id").references(() => users.id, { onDelete: "set null" }),
    responderLeft: boolean("responder_left").notNull().default(false),
    pathId: text("path_id").notNull(),
    /**
     * The first introducer of the path (the origin's contact, or the origin who knows the target): one
     * open request per lead and introducer. Null once that person is gone with the teammate who held
     * them (their own node, their e-mail contacts): the request stays its requester's record. An
     * erased person's requests are deleted by the erasure itself (decision 018).
     */
    introducerId: uuid("introducer_id").references(() => persons.id, { onDelete: "set null" }),
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
