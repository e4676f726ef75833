import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea, tstz } from "./columns";

// A member's company maps (issue 29, decision 019), derived data written by lib/paths only: each
// company the member opened, and its map as the refresh after `teamNetworkChanged` computed it. It
// is served only under the `version` it was computed for — the member's team view and that team's
// tokens, tags and names — so a map of an older team network is never shown; a request that meets
// another version computes the map itself. `person_ids` names everyone a stored map shows (its
// people and introducers), so an erasure finds the maps to forget.
export const companyMaps = pgTable(
  "company_maps",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyKey: text("company_key").notNull(),
    openedAt: tstz("opened_at").notNull().defaultNow(),
    /** null until the refresh stores a map (the member opened it; the request computed it). */
    version: text("version"),
    computedAt: tstz("computed_at"),
    personIds: uuid("person_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** The map in lib/paths/stored-map.ts's form (deflated JSON). */
    map: bytea("map"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyKey] }), index("company_maps_opened_idx").on(t.userId, t.openedAt)],
);
