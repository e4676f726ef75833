ALTER TABLE "relation_metrics" ADD COLUMN "direct_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "relation_metrics" ADD COLUMN "direct_start_tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "relation_metrics" ADD COLUMN "direct_end_tags" jsonb DEFAULT '[]'::jsonb NOT NULL;