CREATE TABLE "sharing_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"share_tags" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sharing_settings" ADD CONSTRAINT "sharing_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connections_private_idx" ON "connections" USING btree ("owner_user_id") WHERE private;--> statement-breakpoint
-- The warm-path engine's probes of connections (person_id) stay index-only now that a teammate's
-- private connections are left out (issue 31): the index INCLUDEs `private` too (as migration 0019
-- did for the reasons' columns; same name and key as in the schema).
DROP INDEX IF EXISTS "connections_person_idx";--> statement-breakpoint
CREATE INDEX "connections_person_idx" ON "connections" USING btree ("person_id") INCLUDE ("owner_user_id","extended_network_id","sources","connected_on","email_count","meeting_count","last_interaction_at","private");
