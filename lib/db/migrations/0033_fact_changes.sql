CREATE TABLE "fact_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fact_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"token" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fact_changes_token_idx" ON "fact_changes" USING btree ("user_id","token","id");--> statement-breakpoint
CREATE INDEX "fact_changes_user_idx" ON "fact_changes" USING btree ("user_id","id","person_id");--> statement-breakpoint
-- Every renewal of a supplier's facts token (the statement triggers of 0017 and 0030) also writes
-- which people the statement's rows name, under the new token. The upsert comes first and DISTINCT
-- waits for all of it, so each supplier's fact_versions row is locked (to the commit) before any of
-- the statement's ids is drawn: a supplier's rows' ids grow in the order their writes commit.
CREATE FUNCTION fact_versions_renew(suppliers uuid[], people uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH renewed AS (
    INSERT INTO fact_versions (user_id, token) SELECT s, gen_random_uuid() FROM (SELECT DISTINCT unnest(suppliers) AS s) x WHERE s IS NOT NULL ORDER BY s
      ON CONFLICT (user_id) DO UPDATE SET token = excluded.token RETURNING user_id, token)
  INSERT INTO fact_changes (user_id, token, person_id)
    SELECT DISTINCT r.user_id, r.token, w.person_id FROM unnest(suppliers, people) AS w(user_id, person_id) JOIN renewed r ON r.user_id = w.user_id
    WHERE w.person_id IS NOT NULL;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fact_versions_touch_new() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s uuid[]; p uuid[];
BEGIN
  SELECT array_agg(supplied_by), array_agg(person_id) INTO s, p FROM new_rows;
  PERFORM fact_versions_renew(s, p);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fact_versions_touch_old() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s uuid[]; p uuid[];
BEGIN
  SELECT array_agg(supplied_by), array_agg(person_id) INTO s, p FROM old_rows;
  PERFORM fact_versions_renew(s, p);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Profiles (0030): the same pairs, taken in one pass so each supplier stays beside its person.
CREATE FUNCTION profile_versions_renew(suppliers uuid[], people uuid[], removed boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fact_versions_renew(suppliers, people);
  IF removed THEN PERFORM removal_versions_touch(suppliers); END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_versions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s uuid[]; p uuid[];
BEGIN
  SELECT array_agg(supplied_by), array_agg(person_id) INTO s, p FROM new_rows;
  PERFORM profile_versions_renew(s, p, false);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_versions_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s uuid[]; p uuid[];
BEGIN
  SELECT array_agg(o.supplied_by), array_agg(o.person_id) INTO s, p FROM old_rows o JOIN new_rows n ON n.person_id = o.person_id AND n.supplied_by = o.supplied_by
    WHERE n.full_name IS DISTINCT FROM o.full_name OR n.updated_at IS DISTINCT FROM o.updated_at;
  PERFORM profile_versions_renew(s, p, true);
  -- A profile moved to another person or supplier: both its old and its new owner, each with its person.
  SELECT array_agg(x.supplied_by), array_agg(x.person_id) INTO s, p FROM (
    SELECT o.supplied_by, o.person_id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.person_id = o.person_id AND n.supplied_by = o.supplied_by)
    UNION SELECT n.supplied_by, n.person_id FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE n.person_id = o.person_id AND n.supplied_by = o.supplied_by)) x;
  PERFORM profile_versions_renew(s, p, true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_versions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s uuid[]; p uuid[];
BEGIN
  SELECT array_agg(supplied_by), array_agg(person_id) INTO s, p FROM old_rows;
  PERFORM profile_versions_renew(s, p, true);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION profile_versions_touch(uuid[], boolean);
