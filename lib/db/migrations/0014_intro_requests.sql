CREATE TABLE "intro_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intro_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"responder_id" uuid,
	"path_id" text NOT NULL,
	"introducer_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"ask" text NOT NULL,
	"forwardable" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intro_request_events" ADD CONSTRAINT "intro_request_events_request_id_intro_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."intro_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_request_events" ADD CONSTRAINT "intro_request_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD CONSTRAINT "intro_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD CONSTRAINT "intro_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD CONSTRAINT "intro_requests_responder_id_users_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intro_requests" ADD CONSTRAINT "intro_requests_introducer_id_persons_id_fk" FOREIGN KEY ("introducer_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intro_request_events_request_idx" ON "intro_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "intro_requests_open_uq" ON "intro_requests" USING btree ("lead_id","introducer_id") WHERE "intro_requests"."status" in ('requested', 'accepted', 'intro_made', 'meeting_booked');--> statement-breakpoint
CREATE INDEX "intro_requests_requester_idx" ON "intro_requests" USING btree ("requester_id","updated_at");--> statement-breakpoint
CREATE INDEX "intro_requests_responder_idx" ON "intro_requests" USING btree ("responder_id","updated_at");--> statement-breakpoint
CREATE INDEX "intro_requests_lead_idx" ON "intro_requests" USING btree ("lead_id");