ALTER TABLE "intro_requests" DROP CONSTRAINT "intro_requests_responder_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "intro_requests" DROP CONSTRAINT "intro_requests_introducer_id_persons_id_fk";
--> statement-breakpoint
ALTER TABLE "intro_requests" ALTER COLUMN "introducer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD COLUMN "responder_left" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD CONSTRAINT "intro_requests_responder_id_users_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD CONSTRAINT "intro_requests_introducer_id_persons_id_fk" FOREIGN KEY ("introducer_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;