import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea, createdAt, id, tstz } from "./columns";

// Right-to-erasure requests for people who are not members (DESIGN §13, decision 018): a hash of
// the canonical LinkedIn slug or of the normalised e-mail — never the value — that makes later
// imports, lead adds and extension saves skip the person. Owned by lib/people (the graph's identities).
export const suppressions = pgTable(
  "suppressions",
  {
    id: id(),
    kind: text("kind").notNull(), // slug | email
    keyHash: text("key_hash").notNull(),
    // The superadmin who erased the person (the audit log has the request id).
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("suppressions_key").on(t.keyHash)],
);

// 'Export my data' (issue 31): one archive per request, built by a job, downloadable once within 24
// hours by the member who asked. The archive is held here (like an upload in jobs.input_deflated) so
// that any app server can serve it; the bytes are dropped when downloaded or expired. Owned by lib/privacy.
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id"),
    status: text("status").notNull().default("queued"), // queued | ready | downloaded | expired | failed
    archive: bytea("archive"),
    size: integer("size"),
    files: text("files").array(),
    expiresAt: tstz("expires_at").notNull(),
    readyAt: tstz("ready_at"),
    downloadedAt: tstz("downloaded_at"),
    createdAt: createdAt(),
  },
  (t) => [index("data_exports_user_idx").on(t.userId, t.createdAt)],
);

export type DataExport = typeof dataExports.$inferSelect;
