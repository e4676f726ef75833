import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea, tstz } from "./columns";

// A member's company maps (issue 29, decision 019), derived data written by lib/paths only: each
// company the member opened, and each of their team's largest not opened yet (stored ahead of a first
// opening), with its map as the refresh after `teamNetworkChanged` computed it. It
// is served as exact only under the `version` it was computed for — the member's team view and that
// team's tokens, tags and names; under another version it answers, marked as updating, only if
// nothing left the team view since (`removals`), else the request computes the map itself.
// `person_ids` names everyone a stored map shows (its people and introducers), so an erasure finds
// the maps to forget.
export const companyMaps = pgTable(
  "company_maps",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyKey: text("company_key").notNull(),
    /** null: stored ahead of a first opening (one of the team's largest companies), not opened yet. */
    openedAt: tstz("opened_at").defaultNow(),
    /** null until the refresh stores a map (the member opened it; the request computed it). */
    version: text("version"),
    /**
     * What the team view had lost when the map was computed (its removal tokens, team and tags): while
     * the view now has the same, the map shows nothing the team may no longer see, and answers, marked
     * as updating, until the refresh stores the map of the view now.
     */
    removals: text("removals"),
    computedAt: tstz("computed_at"),
    personIds: uuid("person_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** The map in lib/paths/stored-map.ts's form (deflated JSON). */
    map: bytea("map"),
    /**
     * What the map was computed from (lib/paths/company-facts.ts's form): the company's people's facts
     * and names, and the team's connections to them, each with the team view and tokens it was read
     * under (`*_at`): a server that kept nothing of the team brings them up to date instead of
     * reading them (decision 019). Erased with the map.
     */
    facts: bytea("facts"),
    factsAt: text("facts_at"),
    connections: bytea("connections"),
    connectionsAt: text("connections_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyKey] }), index("company_maps_opened_idx").on(t.userId, t.openedAt)],
);
