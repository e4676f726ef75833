CREATE TABLE "fact_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
-- Every statement that writes or deletes experiences or educations (an import batch, a form, a
-- cascade from persons or users) gives each supplier it touched a new token: one upsert per
-- statement, over the distinct suppliers of its transition table, in supplier order (so two
-- statements touching the same suppliers lock their rows in one order and cannot deadlock).
CREATE FUNCTION fact_versions_touch_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fact_versions (user_id, token) SELECT s.supplied_by, gen_random_uuid() FROM (SELECT DISTINCT supplied_by FROM new_rows) s ORDER BY s.supplied_by
    ON CONFLICT (user_id) DO UPDATE SET token = excluded.token;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION fact_versions_touch_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fact_versions (user_id, token) SELECT s.supplied_by, gen_random_uuid() FROM (SELECT DISTINCT supplied_by FROM old_rows) s ORDER BY s.supplied_by
    ON CONFLICT (user_id) DO UPDATE SET token = excluded.token;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER experiences_versions_insert AFTER INSERT ON experiences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fact_versions_touch_new();--> statement-breakpoint
CREATE TRIGGER experiences_versions_update_new AFTER UPDATE ON experiences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fact_versions_touch_new();--> statement-breakpoint
CREATE TRIGGER experiences_versions_update_old AFTER UPDATE ON experiences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fact_versions_touch_old();--> statement-breakpoint
CREATE TRIGGER experiences_versions_delete AFTER DELETE ON experiences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fact_versions_touch_old();--> statement-breakpoint
CREATE TRIGGER educations_versions_insert AFTER INSERT ON educations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fact_versions_touch_new();--> statement-breakpoint
CREATE TRIGGER educations_versions_update_new AFTER UPDATE ON educations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fact_versions_touch_new();--> statement-breakpoint
CREATE TRIGGER educations_versions_update_old AFTER UPDATE ON educations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fact_versions_touch_old();--> statement-breakpoint
CREATE TRIGGER educations_versions_delete AFTER DELETE ON educations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fact_versions_touch_old();--> statement-breakpoint
-- The winners of a team are computed from each supplier's facts and their times: the covering
-- indexes carry created_at too, so that read stays index-only.
DROP INDEX IF EXISTS "experiences_supplier_company_idx";--> statement-breakpoint
CREATE INDEX "experiences_supplier_company_idx" ON "experiences" USING btree ("supplied_by","company_key") INCLUDE ("person_id","company","title","from_date","to_date","is_current","created_at");--> statement-breakpoint
DROP INDEX IF EXISTS "educations_supplier_school_idx";--> statement-breakpoint
CREATE INDEX "educations_supplier_school_idx" ON "educations" USING btree ("supplied_by","school_key") INCLUDE ("person_id","school","from_year","to_year","created_at");
