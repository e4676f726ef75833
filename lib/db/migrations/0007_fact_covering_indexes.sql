-- The warm-path engine reads "the team's people at these companies / schools" and "is this person in
-- the team network" thousands of times per search. Covering indexes answer both from the index alone
-- (no heap visit per row). Same names and keys as in the schema (drizzle-kit cannot express INCLUDE),
-- so later generated migrations leave them alone.
DROP INDEX IF EXISTS "experiences_supplier_company_idx";--> statement-breakpoint
CREATE INDEX "experiences_supplier_company_idx" ON "experiences" USING btree ("supplied_by","company_key") INCLUDE ("person_id","company","title","from_date","to_date","is_current");--> statement-breakpoint
DROP INDEX IF EXISTS "educations_supplier_school_idx";--> statement-breakpoint
CREATE INDEX "educations_supplier_school_idx" ON "educations" USING btree ("supplied_by","school_key") INCLUDE ("person_id","school","from_year","to_year");--> statement-breakpoint
DROP INDEX IF EXISTS "connections_person_idx";--> statement-breakpoint
CREATE INDEX "connections_person_idx" ON "connections" USING btree ("person_id") INCLUDE ("owner_user_id","extended_network_id");
