-- The names a page shows (person_profiles: each person's name as a teammate supplied it, the member's
-- own first, then the latest) are facts too (DESIGN §1): a statement that adds a profile, or changes
-- a name or which profile is the latest, renews its supplier's facts token (fact_versions, migration
-- 0017), so a company map kept or stored under the old tokens is not served with the old name; one
-- that changes or deletes a name renews the removal token too (migration 0029), so no earlier map
-- answers with it. An import's upsert that changes nothing (same name, same time) renews neither.
CREATE FUNCTION profile_versions_touch(suppliers uuid[], removed boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fact_versions (user_id, token) SELECT s, gen_random_uuid() FROM (SELECT DISTINCT unnest(suppliers) AS s) x WHERE s IS NOT NULL ORDER BY s
    ON CONFLICT (user_id) DO UPDATE SET token = excluded.token;
  IF removed THEN PERFORM removal_versions_touch(suppliers); END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION profile_versions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_versions_touch(ARRAY(SELECT supplied_by FROM new_rows), false);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION profile_versions_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_versions_touch(ARRAY(
    SELECT o.supplied_by FROM old_rows o JOIN new_rows n ON n.person_id = o.person_id AND n.supplied_by = o.supplied_by
    WHERE n.full_name IS DISTINCT FROM o.full_name OR n.updated_at IS DISTINCT FROM o.updated_at), true);
  -- A profile moved to another person or supplier: both its old and its new owner.
  PERFORM profile_versions_touch(ARRAY(
    SELECT o.supplied_by FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.person_id = o.person_id AND n.supplied_by = o.supplied_by)
    UNION SELECT n.supplied_by FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE n.person_id = o.person_id AND n.supplied_by = o.supplied_by)), true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION profile_versions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM profile_versions_touch(ARRAY(SELECT supplied_by FROM old_rows), true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER person_profiles_versions_insert AFTER INSERT ON person_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_versions_inserted();--> statement-breakpoint
CREATE TRIGGER person_profiles_versions_update AFTER UPDATE ON person_profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_versions_updated();--> statement-breakpoint
CREATE TRIGGER person_profiles_versions_delete AFTER DELETE ON person_profiles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_versions_deleted();
