import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, tstz, updatedAt } from "./columns";

// The person directory: public profile facts only. Private facts (e-mail, phone, interaction
// counts) live on the owner's edge in `connections`, never here (DESIGN §4–§5).
export const persons = pgTable(
  "persons",
  {
    id: id(),
    // Canonical LinkedIn slug (lower-cased, URL-decoded) — the person key when known.
    slug: text("slug"),
    // SHA-256 of the normalised e-mail: the fallback key, so the directory never holds the address.
    emailKey: text("email_key"),
    entityUrn: text("entity_urn"),
    fullName: text("full_name").notNull().default(""),
    firstName: text("first_name"),
    lastName: text("last_name"),
    headline: text("headline"),
    picture: text("picture"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("persons_slug_key").on(t.slug),
    uniqueIndex("persons_email_key").on(t.emailKey),
    index("persons_full_name_idx").on(sql`lower(${t.fullName})`),
  ],
);

export const experiences = pgTable(
  "experiences",
  {
    id: id(),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    company: text("company").notNull(),
    companyKey: text("company_key").notNull(), // normalised: "Acme, Inc." = "ACME Inc" = "acme"
    title: text("title"),
    fromDate: date("from_date", { mode: "string" }),
    toDate: date("to_date", { mode: "string" }),
    isCurrent: boolean("is_current").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    source: text("source").notNull().default("linkedin"),
  },
  (t) => [index("experiences_company_idx").on(t.companyKey, t.personId), index("experiences_person_idx").on(t.personId)],
);

export const educations = pgTable(
  "educations",
  {
    id: id(),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    schoolKey: text("school_key").notNull(),
    degree: text("degree"),
    fromYear: integer("from_year"),
    toYear: integer("to_year"),
  },
  (t) => [index("educations_school_idx").on(t.schoolKey, t.personId), index("educations_person_idx").on(t.personId)],
);

// A portfolio network uploaded by a member on behalf of its owner (an "indirect" origin).
export const extendedNetworks = pgTable(
  "extended_networks",
  {
    id: id(),
    ownerPersonId: uuid("owner_person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("extended_networks_owner_key").on(t.uploadedBy, t.ownerPersonId)],
);

// An owned edge: "this owner knows this person". Owner is a member or an extended network.
export const connections = pgTable(
  "connections",
  {
    id: id(),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
    extendedNetworkId: uuid("extended_network_id").references(() => extendedNetworks.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    sources: text("sources").array().notNull().default(sql`'{}'::text[]`),
    connectedOn: date("connected_on", { mode: "string" }),
    // Private to the owner:
    emailAddress: text("email_address"),
    phone: text("phone"),
    emailCount: integer("email_count").notNull().default(0),
    meetingCount: integer("meeting_count").notNull().default(0),
    lastInteractionAt: tstz("last_interaction_at"),
    // As the owner's export described the person at import time.
    company: text("company"),
    position: text("position"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("connections_user_person_key").on(t.ownerUserId, t.personId),
    uniqueIndex("connections_ext_person_key").on(t.extendedNetworkId, t.personId),
    index("connections_person_idx").on(t.personId),
    check("connections_one_owner", sql`(${t.ownerUserId} is null) <> (${t.extendedNetworkId} is null)`),
  ],
);

// Co-occurrence evidence from an owner's own mail and calendar metadata: A and B appeared
// together on threads or in meetings with the owner (DESIGN §6.2). Stored with a < b.
export const coOccurrences = pgTable(
  "co_occurrences",
  {
    id: id(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    personAId: uuid("person_a_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    personBId: uuid("person_b_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    emailThreads: integer("email_threads").notNull().default(0),
    meetings: integer("meetings").notNull().default(0),
    lastAt: tstz("last_at"),
  },
  (t) => [
    uniqueIndex("co_occurrences_key").on(t.ownerUserId, t.personAId, t.personBId),
    index("co_occurrences_b_idx").on(t.personBId),
  ],
);

export const tags = pgTable(
  "tags",
  {
    id: id(),
    tag: text("tag").notNull(),
    tagType: text("tag_type").notNull().default("custom"),
    tagColour: text("tag_colour").notNull().default("#808080"),
    tagScore: integer("tag_score").notNull().default(5),
    isSystem: boolean("is_system").notNull().default(false),
    status: text("status").notNull().default("active"),
    // null for system tags; the creating member for custom ones.
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tags_owner_tag_key").on(sql`coalesce(${t.ownerUserId}::text, '')`, sql`lower(${t.tag})`)],
);

export const userTagStatus = pgEnum("user_tag_status", ["suggested", "accepted", "rejected"]);

// A tag a member applied to (or was suggested for) a person in their network.
export const userTags = pgTable(
  "user_tags",
  {
    id: id(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    status: userTagStatus("status").notNull().default("accepted"),
    evidence: text("evidence"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_tags_key").on(t.ownerUserId, t.personId, t.tagId), index("user_tags_person_idx").on(t.personId)],
);

export type Person = typeof persons.$inferSelect;
export type Connection = typeof connections.$inferSelect;
export type Tag = typeof tags.$inferSelect;
