ALTER TABLE "users" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that existed before the flag have been welcomed (or are long past it): show it to none of them.
UPDATE "users" SET "welcomed_at" = "created_at" WHERE "welcomed_at" IS NULL;
