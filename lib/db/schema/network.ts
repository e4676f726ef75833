import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, tstz, updatedAt } from "./columns";

// The graph's people (DESIGN §1, §4): identity only. A person is a canonical LinkedIn slug (public,
// shared by every tenant) or, for a contact known only by e-mail or name, an identity owned by the
// member who supplied it (`owner_user_id`): the same address in two tenants is two persons. What is
// known *about* a person is a fact (person_profiles, experiences, educations) that carries the member
// who supplied it; a team reads only its own members' facts. `lib/people` is the only writer.
export const persons = pgTable(
  "persons",
  {
    id: id(),
    // Canonical LinkedIn slug (lower-cased, URL-decoded) — the person key when known.
    slug: text("slug"),
    // SHA-256 of the normalised e-mail: the key of an e-mail-only person, within its owner.
    emailKey: text("email_key"),
    // Set for persons without a slug: the member whose contact this identity is.
    ownerUserId: uuid("owner_user_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("persons_slug_key").on(t.slug),
    uniqueIndex("persons_owner_email_key").on(t.ownerUserId, t.emailKey),
    index("persons_owner_idx").on(t.ownerUserId),
    check("persons_keyed", sql`${t.slug} is not null or ${t.ownerUserId} is not null`),
  ],
);

// A member's profile facts about a person (name, headline, picture): one row per supplier.
export const personProfiles = pgTable(
  "person_profiles",
  {
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    suppliedBy: uuid("supplied_by")
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    // connections | positions | education | vcard | google | manual | lead | extension | crm | account
    source: text("source").notNull(),
    fullName: text("full_name").notNull().default(""),
    firstName: text("first_name"),
    lastName: text("last_name"),
    headline: text("headline"),
    picture: text("picture"),
    entityUrn: text("entity_urn"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.suppliedBy] }), index("person_profiles_supplier_idx").on(t.suppliedBy)],
);

export const experiences = pgTable(
  "experiences",
  {
    id: id(),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    suppliedBy: uuid("supplied_by")
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    company: text("company").notNull(),
    companyKey: text("company_key").notNull(), // normalised: "Acme, Inc." = "ACME Inc" = "acme"
    title: text("title"),
    fromDate: date("from_date", { mode: "string" }),
    toDate: date("to_date", { mode: "string" }),
    isCurrent: boolean("is_current").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    source: text("source").notNull().default("linkedin"),
    createdAt: createdAt(),
  },
  // Every index INCLUDEs the fact columns (migrations 0007_fact_covering_indexes, 0026_fact_person_covering, 0028_fact_key_covering).
  (t) => [
    index("experiences_supplier_company_idx").on(t.suppliedBy, t.companyKey),
    index("experiences_company_supplier_idx").on(t.companyKey, t.suppliedBy),
    index("experiences_person_idx").on(t.personId, t.suppliedBy, t.createdAt),
  ],
);

export const educations = pgTable(
  "educations",
  {
    id: id(),
    personId: uuid("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    suppliedBy: uuid("supplied_by")
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    schoolKey: text("school_key").notNull(),
    degree: text("degree"),
    fromYear: integer("from_year"),
    toYear: integer("to_year"),
    source: text("source").notNull().default("education"),
    createdAt: createdAt(),
  },
  // Every index INCLUDEs the fact columns (migrations 0007_fact_covering_indexes, 0026_fact_person_covering, 0028_fact_key_covering).
  (t) => [
    index("educations_supplier_school_idx").on(t.suppliedBy, t.schoolKey),
    index("educations_school_supplier_idx").on(t.schoolKey, t.suppliedBy),
    index("educations_person_idx").on(t.personId, t.suppliedBy, t.createdAt),
  ],
);

// A token per supplier that changes whenever any experience or education that member supplied is
// written or deleted (statement triggers of migration 0017, so every writer and every cascade counts),
// and when a profile they supplied is added, deleted, or changes its name or time (migration 0030: the
// names a kept or stored company map shows).
// Readers that keep something derived from a team's facts (lib/paths: each person's winning supplier)
// compare the team's tokens to know it is still exact. Random, so a truncated table never repeats one.
// No foreign key: a user's deletion cascades to their facts, whose trigger then writes this table
// for a user already gone; a token left behind for a deleted user is harmless.
export const factVersions = pgTable("fact_versions", {
  userId: uuid("user_id").primaryKey(),
  token: uuid("token").notNull().defaultRandom(),
});

// Which people each renewal of a supplier's facts token was about (migration 0033): the same
// statement triggers write, with the new token, one row per person the statement's rows name (one
// row without a person for a statement naming more than 100 of a supplier's people: an import). A
// reader that kept a list of the team's facts under an earlier token reads again only the people
// written since that token's rows (`id` grows in the order a supplier's writes commit: the trigger
// takes the supplier's fact_versions row first and holds it to the commit). Ids only, no facts;
// kept for CHANGE_LOGS_KEPT_DAYS (lib/paths/change-logs.ts), after which a reader whose token is
// gone reads the supplier's people as before (as after an import). No foreign keys, as
// fact_versions: an erasure's cascades write rows for a person already gone (a reader meets them as
// people with no facts left).
export const factChanges = pgTable(
  "fact_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id").notNull(),
    token: uuid("token").notNull(),
    /** Null: the statement named more than 100 of the supplier's people (read them all). */
    personId: uuid("person_id"),
    at: tstz("at").notNull().default(sql`clock_timestamp()`),
  },
  // INCLUDEs the token and the person (migration 0033): both reads are answered by this index alone.
  (t) => [index("fact_changes_user_idx").on(t.userId, t.id)],
);

// The same for what decides who is in a team network (DESIGN §5): a token per owner — a member, or an
// extended network — that changes whenever a connection or co-occurrence it owns is written or
// deleted (statement triggers of migration 0018). lib/paths keeps each team's facts at the companies
// and schools it searched while the facts' and the network's tokens stay the same.
export const networkVersions = pgTable("network_versions", {
  ownerId: uuid("owner_id").primaryKey(),
  token: uuid("token").notNull().defaultRandom(),
});

// Which people each renewal of an owner's network token was about (migration 0034), as fact_changes
// is for facts: the same statement triggers write, with the new token, one row per person the
// statement's connections name (both people of a co-occurrence), or one row without a person for a
// statement with more than 100 of an owner's rows (an import's batch, a cascade). A reader that
// kept the team's connections to a company's people under an earlier token reads again only the
// people named since (lib/paths/queries/graph.ts). Ids only; pruned with fact_changes
// (lib/paths/change-logs.ts); no foreign keys, for the same reasons.
export const networkChanges = pgTable(
  "network_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** A member or an extended network (network_versions.owner_id). */
    ownerId: uuid("owner_id").notNull(),
    token: uuid("token").notNull(),
    /** Null: the statement had more than 100 of the owner's rows (read all their people). */
    personId: uuid("person_id"),
    at: tstz("at").notNull().default(sql`clock_timestamp()`),
  },
  // INCLUDEs the token and the person (migration 0034), as fact_changes_user_idx.
  (t) => [index("network_changes_owner_idx").on(t.ownerId, t.id)],
);

// A third token per owner (a member or an extended network) that changes only when something the owner
// supplied leaves the team view or weakens (statement triggers of migrations 0029 and 0030): a
// connection, co-occurrence, fact or name deleted (by the owner, an erasure, a cascade), a connection
// made private or counting less, a fact or name changed or moved. A write that only adds (an import's
// new rows, a sync's higher counts) leaves it. A stored company map of an earlier team view may answer
// while its refresh runs only under the same removal tokens (decision 019): everything it shows is
// then still the team's to see.
export const removalVersions = pgTable("removal_versions", {
  ownerId: uuid("owner_id").primaryKey(),
  token: uuid("token").notNull().defaultRandom(),
});

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
    // Marked private by its owner (issue 31): never read into a teammate's view of the team network.
    private: boolean("private").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("connections_user_person_key").on(t.ownerUserId, t.personId),
    uniqueIndex("connections_ext_person_key").on(t.extendedNetworkId, t.personId),
    // INCLUDEs the owner columns and what the warm-path reasons read (migrations 0007, 0019), so "is
    // this person in the team network" and the team's connections to a person are index-only.
    index("connections_person_idx").on(t.personId),
    // A member's private connections (issue 31): counted for the collaborators dialog, few per member.
    index("connections_private_idx").on(t.ownerUserId).where(sql`private`),
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
export type PersonProfile = typeof personProfiles.$inferSelect;
export type Connection = typeof connections.$inferSelect;
export type Tag = typeof tags.$inferSelect;
