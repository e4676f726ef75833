CREATE TABLE "network_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"token" uuid NOT NULL,
	"person_id" uuid,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
-- As fact_changes_user_idx (0033): both reads from this index alone.
CREATE INDEX "network_changes_owner_idx" ON "network_changes" USING btree ("owner_id","id") INCLUDE ("token","person_id");--> statement-breakpoint
-- Every renewal of an owner's network token (the statement triggers of 0018) also writes which people
-- the statement's rows name, under the new token, as fact_versions_renew does for facts (0033): one
-- row per person, or one row without a person for an owner given more than 100 people, or given a
-- null person (the trigger counted their rows already: an import's batch). The owner's
-- network_versions row is upserted (locked to the commit) before its log rows are made, so an
-- owner's ids grow in the order their writes commit. The (owner, person) pairs come as two arrays.
CREATE FUNCTION network_versions_renew(owners uuid[], people uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH renewed AS (
    INSERT INTO network_versions (owner_id, token) SELECT o, gen_random_uuid() FROM (SELECT DISTINCT unnest(owners) AS o) x WHERE o IS NOT NULL ORDER BY o
      ON CONFLICT (owner_id) DO UPDATE SET token = excluded.token RETURNING owner_id, token),
  named AS (SELECT DISTINCT w.owner_id, w.person_id FROM unnest(owners, people) AS w(owner_id, person_id) WHERE w.owner_id IS NOT NULL),
  counted AS (SELECT owner_id, count(person_id) > 100 OR bool_or(person_id IS NULL) AS everyone FROM named GROUP BY owner_id)
  INSERT INTO network_changes (owner_id, token, person_id)
    SELECT r.owner_id, r.token, n.person_id FROM renewed r JOIN counted c ON c.owner_id = r.owner_id JOIN named n ON n.owner_id = r.owner_id WHERE NOT c.everyone
    UNION ALL SELECT r.owner_id, r.token, NULL FROM renewed r JOIN counted c ON c.owner_id = r.owner_id WHERE c.everyone;
$$;--> statement-breakpoint
-- Each trigger gives the owners and people of its statement's rows. An owner with more than 100 rows
-- in one statement (an import's batch, a cascade) is given as one null person, counted without
-- listing their thousands of people: a connection is one per owner and person, so an owner's rows
-- are that many people; a co-occurrence names two, so an owner's pairs may name fewer (read as
-- everyone of theirs, which is only a read more).
CREATE OR REPLACE FUNCTION network_versions_connections_new() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o uuid[]; p uuid[];
BEGIN
  WITH owned AS (SELECT coalesce(owner_user_id, extended_network_id) AS owner_id, person_id FROM new_rows),
  sizes AS (SELECT owner_id, count(*) AS n FROM owned GROUP BY owner_id)
  SELECT array_agg(x.owner_id), array_agg(x.person_id) INTO o, p FROM (
    SELECT owner_id, NULL::uuid AS person_id FROM sizes WHERE n > 100
    UNION ALL SELECT w.owner_id, w.person_id FROM owned w JOIN sizes s ON s.owner_id = w.owner_id AND s.n <= 100) x;
  PERFORM network_versions_renew(o, p);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION network_versions_connections_old() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o uuid[]; p uuid[];
BEGIN
  WITH owned AS (SELECT coalesce(owner_user_id, extended_network_id) AS owner_id, person_id FROM old_rows),
  sizes AS (SELECT owner_id, count(*) AS n FROM owned GROUP BY owner_id)
  SELECT array_agg(x.owner_id), array_agg(x.person_id) INTO o, p FROM (
    SELECT owner_id, NULL::uuid AS person_id FROM sizes WHERE n > 100
    UNION ALL SELECT w.owner_id, w.person_id FROM owned w JOIN sizes s ON s.owner_id = w.owner_id AND s.n <= 100) x;
  PERFORM network_versions_renew(o, p);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION network_versions_co_occurrences_new() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o uuid[]; p uuid[];
BEGIN
  WITH sizes AS (SELECT owner_user_id AS owner_id, count(*) AS n FROM new_rows GROUP BY owner_user_id)
  SELECT array_agg(x.owner_id), array_agg(x.person_id) INTO o, p FROM (
    SELECT owner_id, NULL::uuid AS person_id FROM sizes WHERE n > 100
    UNION ALL SELECT r.owner_user_id, unnest(ARRAY[r.person_a_id, r.person_b_id]) FROM new_rows r JOIN sizes s ON s.owner_id = r.owner_user_id AND s.n <= 100) x;
  PERFORM network_versions_renew(o, p);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION network_versions_co_occurrences_old() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o uuid[]; p uuid[];
BEGIN
  WITH sizes AS (SELECT owner_user_id AS owner_id, count(*) AS n FROM old_rows GROUP BY owner_user_id)
  SELECT array_agg(x.owner_id), array_agg(x.person_id) INTO o, p FROM (
    SELECT owner_id, NULL::uuid AS person_id FROM sizes WHERE n > 100
    UNION ALL SELECT r.owner_user_id, unnest(ARRAY[r.person_a_id, r.person_b_id]) FROM old_rows r JOIN sizes s ON s.owner_id = r.owner_user_id AND s.n <= 100) x;
  PERFORM network_versions_renew(o, p);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION network_versions_touch(uuid[]);