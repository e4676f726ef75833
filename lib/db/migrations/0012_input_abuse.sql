ALTER TABLE "jobs" ADD COLUMN "queue_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queue_key" ON "jobs" USING btree ("queue_key") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_user_started_idx" ON "jobs" USING btree ("user_id","started_at");