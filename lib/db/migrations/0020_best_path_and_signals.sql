ALTER TABLE "relation_metrics" ADD COLUMN "best_path_id" text;--> statement-breakpoint
-- Job kinds renamed with the order of rooms (docs/decisions/014): a queued refresh is now the
-- signal 'team network changed' (payload { memberId }), one lead's refresh is the leads room's job,
-- and the AI sort is the pipeline room's. Jobs already queued or done keep running and reporting.
UPDATE "jobs" SET "kind" = 'signal.team-network-changed', "payload" = jsonb_build_object('memberId', coalesce("payload"->>'userId', "user_id"::text)), "queue_key" = CASE WHEN "queue_key" IS NULL THEN NULL ELSE 'signal.team-network-changed:' || coalesce("payload"->>'userId', "user_id"::text) END WHERE "kind" = 'paths.refresh-metrics';--> statement-breakpoint
UPDATE "jobs" SET "kind" = 'leads.refresh-lead', "queue_key" = CASE WHEN "queue_key" IS NULL THEN NULL ELSE 'leads.refresh-lead:' || ("payload"->>'leadId') END WHERE "kind" = 'paths.refresh-lead';--> statement-breakpoint
UPDATE "jobs" SET "kind" = 'pipeline.scuba-sort', "queue_key" = CASE WHEN "queue_key" IS NULL THEN NULL ELSE 'pipeline.scuba-sort:' || coalesce("payload"->>'userId', "user_id"::text) END WHERE "kind" = 'paths.scuba-sort';
