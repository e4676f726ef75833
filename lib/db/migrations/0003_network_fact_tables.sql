CREATE TABLE "network_educations" (
	"connection_id" uuid NOT NULL,
	"education_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"school" text NOT NULL,
	"school_key" text NOT NULL,
	"from_year" integer,
	"to_year" integer,
	CONSTRAINT "network_educations_connection_id_education_id_pk" PRIMARY KEY("connection_id","education_id")
);
--> statement-breakpoint
CREATE TABLE "network_experiences" (
	"connection_id" uuid NOT NULL,
	"experience_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"company" text NOT NULL,
	"company_key" text NOT NULL,
	"title" text,
	"from_date" date,
	"to_date" date,
	"is_current" boolean NOT NULL,
	CONSTRAINT "network_experiences_connection_id_experience_id_pk" PRIMARY KEY("connection_id","experience_id")
);
--> statement-breakpoint
ALTER TABLE "network_educations" ADD CONSTRAINT "network_educations_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_educations" ADD CONSTRAINT "network_educations_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_experiences" ADD CONSTRAINT "network_experiences_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_experiences" ADD CONSTRAINT "network_experiences_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;