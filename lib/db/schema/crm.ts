import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { leads } from "./leads";
import { createdAt, tstz } from "./columns";

// Leads that came from a member's CRM (HubSpot): which contact each one is, so the warm-path
// figures can be written back to it, and what was last written (nothing is sent twice).
export const crmLeadLinks = pgTable(
  "crm_lead_links",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull().default("hubspot"),
    contactId: text("contact_id").notNull(),
    pushedValues: jsonb("pushed_values").$type<Record<string, string>>(),
    pushedAt: tstz("pushed_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("crm_lead_links_contact_key").on(t.userId, t.provider, t.contactId), index("crm_lead_links_user_idx").on(t.userId)],
);
