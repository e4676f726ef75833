import { customType, timestamp, uuid } from "drizzle-orm/pg-core";

// Shared column builders so every table spells ids and timestamps the same way.
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes (node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
