ALTER TABLE "company_maps" ADD COLUMN "facts" "bytea";--> statement-breakpoint
ALTER TABLE "company_maps" ADD COLUMN "facts_at" text;--> statement-breakpoint
ALTER TABLE "company_maps" ADD COLUMN "connections" "bytea";--> statement-breakpoint
ALTER TABLE "company_maps" ADD COLUMN "connections_at" text;