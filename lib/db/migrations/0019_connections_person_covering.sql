-- The warm-path engine reads the team's connections to thousands of people per search (one probe
-- of connections (person_id) each). With the columns its reasons need in the index, each probe is
-- answered from the index alone, as the "is this person in the team network" test already was
-- (migration 0007). Same name and key as in the schema (drizzle-kit cannot express INCLUDE).
DROP INDEX IF EXISTS "connections_person_idx";--> statement-breakpoint
CREATE INDEX "connections_person_idx" ON "connections" USING btree ("person_id") INCLUDE ("owner_user_id","extended_network_id","sources","connected_on","email_count","meeting_count","last_interaction_at");
