-- People and their facts (DESIGN §1, §4): `persons` becomes identity only, and every fact carries the
-- member who supplied it. Existing data is attributed as follows: a fact whose supplier is known (a
-- member's own Positions / Education) to that member; any other fact to every member who knows the
-- person (the owners of connections to them, their own node's member, the lead owners, the extended
-- network uploaders, the co-occurrence owners). An e-mail-only or keyless person known to several
-- members is split into one identity per member, each member's rows moving to their own copy.

CREATE TABLE "person_profiles" (
	"person_id" uuid NOT NULL,
	"supplied_by" uuid NOT NULL,
	"source" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"first_name" text,
	"last_name" text,
	"headline" text,
	"picture" text,
	"entity_urn" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_profiles_person_id_supplied_by_pk" PRIMARY KEY("person_id","supplied_by")
);
--> statement-breakpoint
ALTER TABLE "person_profiles" ADD CONSTRAINT "person_profiles_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_profiles" ADD CONSTRAINT "person_profiles_supplied_by_users_id_fk" FOREIGN KEY ("supplied_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_profiles_supplier_idx" ON "person_profiles" USING btree ("supplied_by");--> statement-breakpoint
DROP INDEX "persons_email_key";--> statement-breakpoint
DROP INDEX "persons_full_name_idx";--> statement-breakpoint
DROP INDEX "educations_school_idx";--> statement-breakpoint
DROP INDEX "experiences_company_idx";--> statement-breakpoint
DROP INDEX "educations_person_idx";--> statement-breakpoint
DROP INDEX "experiences_person_idx";--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "supplied_by" uuid;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "educations" ADD COLUMN "supplied_by" uuid;--> statement-breakpoint
ALTER TABLE "educations" ADD COLUMN "source" text DEFAULT 'education' NOT NULL;--> statement-breakpoint
ALTER TABLE "educations" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The network fact index (0003/0004) paired every connection with every fact of its person. With
-- facts attributed, a team reads only its own members' facts, which (supplied_by, company_key) and
-- (supplied_by, school_key) reach directly: the copies, their triggers and views go.
DROP TRIGGER network_index_connections_insert ON connections;--> statement-breakpoint
DROP TRIGGER network_index_connections_update ON connections;--> statement-breakpoint
DROP TRIGGER network_index_experiences_insert ON experiences;--> statement-breakpoint
DROP TRIGGER network_index_experiences_update ON experiences;--> statement-breakpoint
DROP TRIGGER network_index_educations_insert ON educations;--> statement-breakpoint
DROP TRIGGER network_index_educations_update ON educations;--> statement-breakpoint
DROP FUNCTION network_index_connections_insert();--> statement-breakpoint
DROP FUNCTION network_index_connections_update();--> statement-breakpoint
DROP FUNCTION network_index_experiences_insert();--> statement-breakpoint
DROP FUNCTION network_index_experiences_update();--> statement-breakpoint
DROP FUNCTION network_index_educations_insert();--> statement-breakpoint
DROP FUNCTION network_index_educations_update();--> statement-breakpoint
DROP VIEW network_experience_copies;--> statement-breakpoint
DROP VIEW network_education_copies;--> statement-breakpoint
DROP TABLE "network_experiences";--> statement-breakpoint
DROP TABLE "network_educations";--> statement-breakpoint

-- One member per own node: the earliest account keeps a node two accounts shared.
UPDATE users u SET person_id = NULL
WHERE u.person_id IS NOT NULL
  AND EXISTS (SELECT 1 FROM users v WHERE v.person_id = u.person_id AND (v.created_at, v.id) < (u.created_at, u.id));--> statement-breakpoint

CREATE TEMP TABLE person_suppliers ON COMMIT DROP AS
  SELECT c.person_id, coalesce(c.owner_user_id, x.uploaded_by) AS supplier
    FROM connections c LEFT JOIN extended_networks x ON x.id = c.extended_network_id
  UNION SELECT u.person_id, u.id FROM users u WHERE u.person_id IS NOT NULL
  UNION SELECT l.person_id, l.user_id FROM leads l WHERE l.person_id IS NOT NULL
  UNION SELECT x.owner_person_id, x.uploaded_by FROM extended_networks x
  UNION SELECT co.person_a_id, co.owner_user_id FROM co_occurrences co
  UNION SELECT co.person_b_id, co.owner_user_id FROM co_occurrences co;--> statement-breakpoint

-- Keyless and e-mail persons nobody knows go; the others get one identity per member.
DELETE FROM persons p WHERE p.slug IS NULL AND NOT EXISTS (SELECT 1 FROM person_suppliers s WHERE s.person_id = p.id);--> statement-breakpoint
CREATE TEMP TABLE person_splits ON COMMIT DROP AS
  SELECT s.person_id AS old_id, s.supplier, gen_random_uuid() AS new_id
  FROM person_suppliers s JOIN persons p ON p.id = s.person_id
  WHERE p.slug IS NULL
    AND s.supplier::text <> (SELECT min(s2.supplier::text) FROM person_suppliers s2 WHERE s2.person_id = s.person_id);--> statement-breakpoint
UPDATE persons p SET owner_user_id = (SELECT min(s.supplier::text)::uuid FROM person_suppliers s WHERE s.person_id = p.id)
WHERE p.slug IS NULL;--> statement-breakpoint
INSERT INTO persons (id, email_key, owner_user_id, full_name, first_name, last_name, headline, picture, entity_urn, created_at, updated_at)
  SELECT sp.new_id, p.email_key, sp.supplier, p.full_name, p.first_name, p.last_name, p.headline, p.picture, p.entity_urn, p.created_at, p.updated_at
  FROM person_splits sp JOIN persons p ON p.id = sp.old_id;--> statement-breakpoint
-- Each split member's facts start as copies of the shared ones.
INSERT INTO experiences (person_id, company, company_key, title, from_date, to_date, is_current, sort_order, source)
  SELECT sp.new_id, e.company, e.company_key, e.title, e.from_date, e.to_date, e.is_current, e.sort_order, e.source
  FROM person_splits sp JOIN experiences e ON e.person_id = sp.old_id;--> statement-breakpoint
INSERT INTO educations (person_id, school, school_key, degree, from_year, to_year)
  SELECT sp.new_id, d.school, d.school_key, d.degree, d.from_year, d.to_year
  FROM person_splits sp JOIN educations d ON d.person_id = sp.old_id;--> statement-breakpoint
UPDATE connections c SET person_id = sp.new_id FROM person_splits sp
WHERE c.person_id = sp.old_id
  AND (c.owner_user_id = sp.supplier OR c.extended_network_id IN (SELECT x.id FROM extended_networks x WHERE x.uploaded_by = sp.supplier));--> statement-breakpoint
UPDATE users u SET person_id = sp.new_id FROM person_splits sp WHERE u.person_id = sp.old_id AND u.id = sp.supplier;--> statement-breakpoint
UPDATE leads l SET person_id = sp.new_id FROM person_splits sp WHERE l.person_id = sp.old_id AND l.user_id = sp.supplier;--> statement-breakpoint
UPDATE extended_networks x SET owner_person_id = sp.new_id FROM person_splits sp WHERE x.owner_person_id = sp.old_id AND x.uploaded_by = sp.supplier;--> statement-breakpoint
UPDATE user_tags t SET person_id = sp.new_id FROM person_splits sp WHERE t.person_id = sp.old_id AND t.owner_user_id = sp.supplier;--> statement-breakpoint
UPDATE co_occurrences co SET person_a_id = sp.new_id FROM person_splits sp WHERE co.person_a_id = sp.old_id AND co.owner_user_id = sp.supplier;--> statement-breakpoint
UPDATE co_occurrences co SET person_b_id = sp.new_id FROM person_splits sp WHERE co.person_b_id = sp.old_id AND co.owner_user_id = sp.supplier;--> statement-breakpoint
UPDATE co_occurrences SET person_a_id = person_b_id, person_b_id = person_a_id WHERE person_a_id > person_b_id;--> statement-breakpoint
DELETE FROM person_suppliers s USING person_splits sp WHERE s.person_id = sp.old_id AND s.supplier = sp.supplier;--> statement-breakpoint
INSERT INTO person_suppliers SELECT sp.new_id, sp.supplier FROM person_splits sp;--> statement-breakpoint

-- Facts: the profile to every member who knows the person; a member's own history (Positions,
-- Education of their own node) to that member; the rest to every member who knows the person.
INSERT INTO person_profiles (person_id, supplied_by, source, full_name, first_name, last_name, headline, picture, entity_urn, updated_at)
  SELECT p.id, s.supplier, 'migrated', p.full_name, p.first_name, p.last_name, p.headline, p.picture, p.entity_urn, p.updated_at
  FROM persons p JOIN person_suppliers s ON s.person_id = p.id;--> statement-breakpoint
INSERT INTO experiences (person_id, supplied_by, company, company_key, title, from_date, to_date, is_current, sort_order, source)
  SELECT e.person_id, s.supplier, e.company, e.company_key, e.title, e.from_date, e.to_date, e.is_current, e.sort_order, e.source
  FROM experiences e JOIN person_suppliers s ON s.person_id = e.person_id
  WHERE e.supplied_by IS NULL
    AND (e.source <> 'positions'
      OR NOT EXISTS (SELECT 1 FROM users u WHERE u.person_id = e.person_id)
      OR EXISTS (SELECT 1 FROM users u WHERE u.person_id = e.person_id AND u.id = s.supplier));--> statement-breakpoint
DELETE FROM experiences WHERE supplied_by IS NULL;--> statement-breakpoint
INSERT INTO educations (person_id, supplied_by, school, school_key, degree, from_year, to_year, source)
  SELECT d.person_id, s.supplier, d.school, d.school_key, d.degree, d.from_year, d.to_year, 'education'
  FROM educations d JOIN person_suppliers s ON s.person_id = d.person_id
  WHERE d.supplied_by IS NULL
    AND (NOT EXISTS (SELECT 1 FROM users u WHERE u.person_id = d.person_id)
      OR EXISTS (SELECT 1 FROM users u WHERE u.person_id = d.person_id AND u.id = s.supplier));--> statement-breakpoint
DELETE FROM educations WHERE supplied_by IS NULL;--> statement-breakpoint

ALTER TABLE "experiences" ALTER COLUMN "supplied_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "educations" ALTER COLUMN "supplied_by" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_supplied_by_users_id_fk" FOREIGN KEY ("supplied_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_supplied_by_users_id_fk" FOREIGN KEY ("supplied_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "users_person_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_person_key" ON "users" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "educations_supplier_school_idx" ON "educations" USING btree ("supplied_by","school_key");--> statement-breakpoint
CREATE INDEX "experiences_supplier_company_idx" ON "experiences" USING btree ("supplied_by","company_key");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_owner_email_key" ON "persons" USING btree ("owner_user_id","email_key");--> statement-breakpoint
CREATE INDEX "persons_owner_idx" ON "persons" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "educations_person_idx" ON "educations" USING btree ("person_id","supplied_by","created_at");--> statement-breakpoint
CREATE INDEX "experiences_person_idx" ON "experiences" USING btree ("person_id","supplied_by","created_at");--> statement-breakpoint
ALTER TABLE "persons" DROP COLUMN "entity_urn";--> statement-breakpoint
ALTER TABLE "persons" DROP COLUMN "full_name";--> statement-breakpoint
ALTER TABLE "persons" DROP COLUMN "first_name";--> statement-breakpoint
ALTER TABLE "persons" DROP COLUMN "last_name";--> statement-breakpoint
ALTER TABLE "persons" DROP COLUMN "headline";--> statement-breakpoint
ALTER TABLE "persons" DROP COLUMN "picture";--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_keyed" CHECK ("persons"."slug" is not null or "persons"."owner_user_id" is not null);--> statement-breakpoint
-- Bookmarks are shown from live data: the snapshot goes.
ALTER TABLE "bookmarks" DROP COLUMN "path";
