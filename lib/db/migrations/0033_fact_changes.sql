CREATE TABLE "fact_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fact_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"token" uuid NOT NULL,
	"person_id" uuid,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
-- One index answers both reads: a writer's rows after their earlier token's last, and that last
-- (a backward scan from the newest, mostly a few rows).
CREATE INDEX "fact_changes_user_idx" ON "fact_changes" USING btree ("user_id","id") INCLUDE ("token","person_id");--> statement-breakpoint
-- Every renewal of a supplier's facts token (the statement triggers of 0017 and 0030) also writes
-- which people the statement's rows name, under the new token: one row per person, or, for a
-- statement naming more than 100 people of one supplier (an import's batch), one row without a
-- person — its reader reads that supplier's people as if the log had lost their token, and an
-- import costs one row a batch. A supplier's rows are made only once its upsert has locked its
-- fact_versions row (to the commit), so a supplier's ids grow in the order their writes commit.
-- The (supplier, person) pairs come as two arrays built in one pass.
CREATE FUNCTION fact_versions_renew(suppliers uuid[], people uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH renewed AS (
    INSERT INTO fact_versions (user_id, token) SELECT s, gen_random_uuid() FROM (SELECT DISTINCT unnest(suppliers) AS s) x WHERE s IS NOT NULL ORDER BY s
      ON CONFLICT (user_id) DO UPDATE SET token = excluded.token RETURNING user_id, token),
  named AS (SELECT DISTINCT w.user_id, w.person_id FROM unnest(suppliers, people) AS w(user_id, person_id) WHERE w.person_id IS NOT NULL),
  counted AS (SELECT user_id, count(*) AS n FROM named GROUP BY user_id)
  INSERT INTO fact_changes (user_id, token, person_id)
    SELECT r.user_id, r.token, n.person_id FROM renewed r JOIN counted c ON c.user_id = r.user_id JOIN named n ON n.user_id = r.user_id WHERE c.n <= 100
    UNION ALL SELECT r.user_id, r.token, NULL FROM renewed r JOIN counted c ON c.user_id = r.user_id WHERE c.n > 100;
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
-- Profiles (0030): the same, and the removal tokens as before.
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
