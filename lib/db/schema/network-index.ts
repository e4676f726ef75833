import { boolean, date, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { connections, educations, experiences } from "./network";

// The network fact index (DESIGN §6.8): one copy of a person's experience / education facts per
// connection that has the person, so the warm-path engine finds "the team network's people at
// these companies" through one index range per company, instead of reading every employee of the
// company and testing each for membership (the cost that dominated the engine at 1M persons).
//
// Derived data, never written by the application: database triggers (migration
// 0004_network_fact_index) keep it equal to connections ⋈ experiences / educations on every insert,
// update and delete of either side, and foreign keys remove the copies with their rows. Its
// covering indexes (company / school key, with the owner and the facts included) are created there
// too, because they use INCLUDE.
export const networkExperiences = pgTable(
  "network_experiences",
  {
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => connections.id, { onDelete: "cascade" }),
    experienceId: uuid("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    /** The connection's owner: a user id or an extended network id (both are uuids). */
    ownerId: uuid("owner_id").notNull(),
    personId: uuid("person_id").notNull(),
    company: text("company").notNull(),
    companyKey: text("company_key").notNull(),
    title: text("title"),
    fromDate: date("from_date", { mode: "string" }),
    toDate: date("to_date", { mode: "string" }),
    isCurrent: boolean("is_current").notNull(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.experienceId] })],
);

export const networkEducations = pgTable(
  "network_educations",
  {
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => connections.id, { onDelete: "cascade" }),
    educationId: uuid("education_id")
      .notNull()
      .references(() => educations.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id").notNull(),
    personId: uuid("person_id").notNull(),
    school: text("school").notNull(),
    schoolKey: text("school_key").notNull(),
    fromYear: integer("from_year"),
    toYear: integer("to_year"),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.educationId] })],
);
