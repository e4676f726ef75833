ALTER TABLE "company_maps" ADD COLUMN "facts" "bytea";--> statement-breakpoint
ALTER TABLE "company_maps" ADD COLUMN "facts_at" text;