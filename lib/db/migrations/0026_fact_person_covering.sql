-- Facts read by person (a search's target and its neighbours, a known path's few people, the person
-- panel) are every teammate's rows of those people: the (person_id, supplied_by, created_at) index
-- found them and the heap was visited for each, another customer's rows included before the
-- supplier filter. INCLUDEing the fact columns answers them from the index alone, the supplier
-- filtered there too (the warm-path bench: engine p95 64–67 → 54–60 ms, known path p95 4.2–5.8 →
-- 3.5–4.5 ms). Same names and keys as in the schema (drizzle-kit cannot express INCLUDE).
DROP INDEX IF EXISTS "experiences_person_idx";--> statement-breakpoint
CREATE INDEX "experiences_person_idx" ON "experiences" USING btree ("person_id","supplied_by","created_at") INCLUDE ("company","company_key","title","from_date","to_date","is_current");--> statement-breakpoint
DROP INDEX IF EXISTS "educations_person_idx";--> statement-breakpoint
CREATE INDEX "educations_person_idx" ON "educations" USING btree ("person_id","supplied_by","created_at") INCLUDE ("school","school_key","from_year","to_year");
