ALTER TABLE "jobs" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "checkpoint" jsonb;