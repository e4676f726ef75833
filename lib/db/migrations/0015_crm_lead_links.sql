CREATE TABLE "crm_lead_links" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text DEFAULT 'hubspot' NOT NULL,
	"contact_id" text NOT NULL,
	"pushed_values" jsonb,
	"pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_lead_links" ADD CONSTRAINT "crm_lead_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_lead_links" ADD CONSTRAINT "crm_lead_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_lead_links_contact_key" ON "crm_lead_links" USING btree ("user_id","provider","contact_id");--> statement-breakpoint
CREATE INDEX "crm_lead_links_user_idx" ON "crm_lead_links" USING btree ("user_id");