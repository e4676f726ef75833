CREATE TABLE "network_versions" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
-- Every statement that writes or deletes connections or co-occurrences (an import batch, a sync, a
-- form, a cascade from persons, users or extended networks) gives each owner it touched a new token,
-- as migration 0017 does for facts: one upsert per statement, owners in order (no deadlock between
-- two statements touching the same owners). A connection's owner is its member or its extended network.
CREATE FUNCTION network_versions_touch(owners uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO network_versions (owner_id, token) SELECT o, gen_random_uuid() FROM (SELECT DISTINCT unnest(owners) AS o) s WHERE o IS NOT NULL ORDER BY o
    ON CONFLICT (owner_id) DO UPDATE SET token = excluded.token;
$$;--> statement-breakpoint
CREATE FUNCTION network_versions_connections_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM network_versions_touch(ARRAY(SELECT coalesce(owner_user_id, extended_network_id) FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION network_versions_connections_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM network_versions_touch(ARRAY(SELECT coalesce(owner_user_id, extended_network_id) FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION network_versions_co_occurrences_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM network_versions_touch(ARRAY(SELECT owner_user_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION network_versions_co_occurrences_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM network_versions_touch(ARRAY(SELECT owner_user_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER connections_versions_insert AFTER INSERT ON connections REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION network_versions_connections_new();--> statement-breakpoint
CREATE TRIGGER connections_versions_update_new AFTER UPDATE ON connections REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION network_versions_connections_new();--> statement-breakpoint
CREATE TRIGGER connections_versions_update_old AFTER UPDATE ON connections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION network_versions_connections_old();--> statement-breakpoint
CREATE TRIGGER connections_versions_delete AFTER DELETE ON connections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION network_versions_connections_old();--> statement-breakpoint
CREATE TRIGGER co_occurrences_versions_insert AFTER INSERT ON co_occurrences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION network_versions_co_occurrences_new();--> statement-breakpoint
CREATE TRIGGER co_occurrences_versions_update_new AFTER UPDATE ON co_occurrences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION network_versions_co_occurrences_new();--> statement-breakpoint
CREATE TRIGGER co_occurrences_versions_update_old AFTER UPDATE ON co_occurrences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION network_versions_co_occurrences_old();--> statement-breakpoint
CREATE TRIGGER co_occurrences_versions_delete AFTER DELETE ON co_occurrences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION network_versions_co_occurrences_old();
