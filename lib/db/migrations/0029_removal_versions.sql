CREATE TABLE "removal_versions" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_maps" ADD COLUMN "removals" text;--> statement-breakpoint
-- Every statement that takes something an owner supplied out of a team view, or weakens it, gives that
-- owner a new removal token (decision 019): deleting connections, co-occurrences or facts (the
-- owner's own deletion, an erasure, a cascade from persons, users or extended networks); making
-- connections private; moving a connection, co-occurrence or fact to another person or owner; a
-- connection losing a source or counting fewer e-mails or meetings, a co-occurrence fewer threads or
-- meetings. Statements that only add or strengthen (an import's inserts and upserts, a sync's higher
-- counts, making a connection shared again) leave it. One upsert per statement, owners in order, as
-- in migrations 0017 and 0018.
CREATE FUNCTION removal_versions_touch(owners uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO removal_versions (owner_id, token) SELECT o, gen_random_uuid() FROM (SELECT DISTINCT unnest(owners) AS o) s WHERE o IS NOT NULL ORDER BY o
    ON CONFLICT (owner_id) DO UPDATE SET token = excluded.token;
$$;--> statement-breakpoint
CREATE FUNCTION removal_versions_connections_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM removal_versions_touch(ARRAY(SELECT coalesce(owner_user_id, extended_network_id) FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION removal_versions_connections_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM removal_versions_touch(ARRAY(
    SELECT coalesce(o.owner_user_id, o.extended_network_id) FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (n.private AND NOT o.private) OR n.person_id <> o.person_id
      OR n.owner_user_id IS DISTINCT FROM o.owner_user_id OR n.extended_network_id IS DISTINCT FROM o.extended_network_id
      OR NOT (n.sources @> o.sources) OR n.email_count < o.email_count OR n.meeting_count < o.meeting_count));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION removal_versions_co_occurrences_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM removal_versions_touch(ARRAY(SELECT owner_user_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION removal_versions_co_occurrences_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM removal_versions_touch(ARRAY(
    SELECT o.owner_user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.person_a_id <> o.person_a_id OR n.person_b_id <> o.person_b_id OR n.owner_user_id <> o.owner_user_id
      OR n.email_threads < o.email_threads OR n.meetings < o.meetings));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Facts: any update counts (the product updates facts only to move them to another person).
CREATE FUNCTION removal_versions_facts_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM removal_versions_touch(ARRAY(SELECT supplied_by FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER connections_removals_delete AFTER DELETE ON connections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION removal_versions_connections_deleted();--> statement-breakpoint
CREATE TRIGGER connections_removals_update AFTER UPDATE ON connections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION removal_versions_connections_updated();--> statement-breakpoint
CREATE TRIGGER co_occurrences_removals_delete AFTER DELETE ON co_occurrences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION removal_versions_co_occurrences_deleted();--> statement-breakpoint
CREATE TRIGGER co_occurrences_removals_update AFTER UPDATE ON co_occurrences REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION removal_versions_co_occurrences_updated();--> statement-breakpoint
CREATE TRIGGER experiences_removals_delete AFTER DELETE ON experiences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION removal_versions_facts_old();--> statement-breakpoint
CREATE TRIGGER experiences_removals_update AFTER UPDATE ON experiences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION removal_versions_facts_old();--> statement-breakpoint
CREATE TRIGGER educations_removals_delete AFTER DELETE ON educations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION removal_versions_facts_old();--> statement-breakpoint
CREATE TRIGGER educations_removals_update AFTER UPDATE ON educations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION removal_versions_facts_old();
