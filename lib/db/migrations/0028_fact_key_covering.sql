-- Facts read by key (a search's colleagues and alumni, a company map's people) are the team's rows at
-- a few hundred company or school keys. The (supplied_by, key) indexes answered them with one
-- descent per supplier and key (50 suppliers × 300 keys = 15,000 descents for the bench team's
-- introducers); led by the key, one read per key finds every supplier's rows next to each other.
-- INCLUDEing the fact columns answers them from the index alone (the warm-path bench: engine p50
-- 20 → 16 ms, p95 64–66 → 50–56 ms). The (supplied_by, key) indexes stay: a team's whole facts (each
-- person's winning supplier) are read by supplier. Same names and keys as in the schema (drizzle-kit
-- cannot express INCLUDE).
CREATE INDEX "educations_school_supplier_idx" ON "educations" USING btree ("school_key","supplied_by") INCLUDE ("person_id","school","from_year","to_year");--> statement-breakpoint
CREATE INDEX "experiences_company_supplier_idx" ON "experiences" USING btree ("company_key","supplied_by") INCLUDE ("person_id","company","title","from_date","to_date","is_current");
