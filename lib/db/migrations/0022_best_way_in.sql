ALTER TABLE "relation_metrics" ADD COLUMN "best_path" jsonb;--> statement-breakpoint
ALTER TABLE "relation_metrics" ADD COLUMN "strength_counts" jsonb DEFAULT '{"good":0,"average":0,"weak":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "relation_metrics" DROP COLUMN "best_path_id";