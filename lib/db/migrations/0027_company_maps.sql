CREATE TABLE "company_maps" (
	"user_id" uuid NOT NULL,
	"company_key" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" text,
	"computed_at" timestamp with time zone,
	"person_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"map" "bytea",
	CONSTRAINT "company_maps_user_id_company_key_pk" PRIMARY KEY("user_id","company_key")
);
--> statement-breakpoint
ALTER TABLE "company_maps" ADD CONSTRAINT "company_maps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_maps_opened_idx" ON "company_maps" USING btree ("user_id","opened_at");