-- The network fact index (lib/db/schema/network-index.ts, DESIGN §6.8): network_experiences /
-- network_educations = connections ⋈ experiences / educations, kept equal by the triggers below on
-- every insert and update of either side (deletes cascade through the foreign keys). Statement
-- triggers with transition tables: an import that writes thousands of rows runs one join, not one
-- trigger per row. The two views spell the join once; the triggers copy the part of it a
-- statement touched (PostgreSQL pushes their `in (…)` filters into the views' joins).

CREATE INDEX "network_experiences_key_idx" ON "network_experiences" ("company_key")
  INCLUDE ("owner_id", "person_id", "experience_id", "company", "title", "from_date", "to_date", "is_current");--> statement-breakpoint
CREATE INDEX "network_experiences_experience_idx" ON "network_experiences" ("experience_id");--> statement-breakpoint
CREATE INDEX "network_educations_key_idx" ON "network_educations" ("school_key")
  INCLUDE ("owner_id", "person_id", "education_id", "school", "from_year", "to_year");--> statement-breakpoint
CREATE INDEX "network_educations_education_idx" ON "network_educations" ("education_id");--> statement-breakpoint

-- The views' columns are the tables' columns, in order (the triggers insert `SELECT *`).
CREATE VIEW network_experience_copies AS
  SELECT c.id AS connection_id, e.id AS experience_id, coalesce(c.owner_user_id, c.extended_network_id) AS owner_id, c.person_id,
         e.company, e.company_key, e.title, e.from_date, e.to_date, e.is_current
  FROM connections c JOIN experiences e ON e.person_id = c.person_id;--> statement-breakpoint
CREATE VIEW network_education_copies AS
  SELECT c.id AS connection_id, d.id AS education_id, coalesce(c.owner_user_id, c.extended_network_id) AS owner_id, c.person_id,
         d.school, d.school_key, d.from_year, d.to_year
  FROM connections c JOIN educations d ON d.person_id = c.person_id;--> statement-breakpoint

CREATE FUNCTION network_index_connections_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO network_experiences SELECT * FROM network_experience_copies WHERE connection_id IN (SELECT id FROM new_rows) ON CONFLICT DO NOTHING;
  INSERT INTO network_educations SELECT * FROM network_education_copies WHERE connection_id IN (SELECT id FROM new_rows) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Only a connection whose person or owner changed needs new copies (an upsert of interaction
-- counts changes neither).
CREATE FUNCTION network_index_connections_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM network_experiences WHERE connection_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.person_id, o.owner_user_id, o.extended_network_id) IS DISTINCT FROM (n.person_id, n.owner_user_id, n.extended_network_id));
  DELETE FROM network_educations WHERE connection_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.person_id, o.owner_user_id, o.extended_network_id) IS DISTINCT FROM (n.person_id, n.owner_user_id, n.extended_network_id));
  INSERT INTO network_experiences SELECT * FROM network_experience_copies WHERE connection_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.person_id, o.owner_user_id, o.extended_network_id) IS DISTINCT FROM (n.person_id, n.owner_user_id, n.extended_network_id))
  ON CONFLICT DO NOTHING;
  INSERT INTO network_educations SELECT * FROM network_education_copies WHERE connection_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.person_id, o.owner_user_id, o.extended_network_id) IS DISTINCT FROM (n.person_id, n.owner_user_id, n.extended_network_id))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION network_index_experiences_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO network_experiences SELECT * FROM network_experience_copies WHERE experience_id IN (SELECT id FROM new_rows) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint

-- A fact moved to another person belongs to other connections now: its copies are made again.
-- A fact edited in place has its copies edited.
CREATE FUNCTION network_index_experiences_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM network_experiences WHERE experience_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.person_id IS DISTINCT FROM n.person_id);
  INSERT INTO network_experiences SELECT * FROM network_experience_copies
  WHERE experience_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.person_id IS DISTINCT FROM n.person_id)
  ON CONFLICT DO NOTHING;
  UPDATE network_experiences ne
  SET company = n.company, company_key = n.company_key, title = n.title, from_date = n.from_date, to_date = n.to_date, is_current = n.is_current
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE ne.experience_id = n.id AND o.person_id IS NOT DISTINCT FROM n.person_id
    AND (o.company, o.company_key, o.title, o.from_date, o.to_date, o.is_current)
        IS DISTINCT FROM (n.company, n.company_key, n.title, n.from_date, n.to_date, n.is_current);
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION network_index_educations_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO network_educations SELECT * FROM network_education_copies WHERE education_id IN (SELECT id FROM new_rows) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION network_index_educations_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM network_educations WHERE education_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.person_id IS DISTINCT FROM n.person_id);
  INSERT INTO network_educations SELECT * FROM network_education_copies
  WHERE education_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.person_id IS DISTINCT FROM n.person_id)
  ON CONFLICT DO NOTHING;
  UPDATE network_educations ne
  SET school = n.school, school_key = n.school_key, from_year = n.from_year, to_year = n.to_year
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE ne.education_id = n.id AND o.person_id IS NOT DISTINCT FROM n.person_id
    AND (o.school, o.school_key, o.from_year, o.to_year) IS DISTINCT FROM (n.school, n.school_key, n.from_year, n.to_year);
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER network_index_connections_insert AFTER INSERT ON connections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION network_index_connections_insert();--> statement-breakpoint
CREATE TRIGGER network_index_connections_update AFTER UPDATE ON connections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION network_index_connections_update();--> statement-breakpoint
CREATE TRIGGER network_index_experiences_insert AFTER INSERT ON experiences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION network_index_experiences_insert();--> statement-breakpoint
CREATE TRIGGER network_index_experiences_update AFTER UPDATE ON experiences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION network_index_experiences_update();--> statement-breakpoint
CREATE TRIGGER network_index_educations_insert AFTER INSERT ON educations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION network_index_educations_insert();--> statement-breakpoint
CREATE TRIGGER network_index_educations_update AFTER UPDATE ON educations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION network_index_educations_update();--> statement-breakpoint

-- Existing data.
INSERT INTO network_experiences SELECT * FROM network_experience_copies;--> statement-breakpoint
INSERT INTO network_educations SELECT * FROM network_education_copies;
