CREATE TABLE "estimator_email_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"project_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_claim_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_property_id" integer NOT NULL,
	"kukun_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" integer,
	"review_note" text
);
--> statement-breakpoint
CREATE TABLE "owner_claim_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_property_id" integer NOT NULL,
	"kukun_id" integer NOT NULL,
	"code_salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"provider_letter_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unlock_kukun_id" integer;--> statement-breakpoint
ALTER TABLE "owner_claim_documents" ADD CONSTRAINT "owner_claim_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_claim_documents" ADD CONSTRAINT "owner_claim_documents_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_claim_documents" ADD CONSTRAINT "owner_claim_documents_kukun_id_properties_kukun_id_fk" FOREIGN KEY ("kukun_id") REFERENCES "public"."properties"("kukun_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_claim_documents" ADD CONSTRAINT "owner_claim_documents_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_claim_letters" ADD CONSTRAINT "owner_claim_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_claim_letters" ADD CONSTRAINT "owner_claim_letters_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_claim_letters" ADD CONSTRAINT "owner_claim_letters_kukun_id_properties_kukun_id_fk" FOREIGN KEY ("kukun_id") REFERENCES "public"."properties"("kukun_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimator_email_projects_email_idx" ON "estimator_email_projects" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "owner_claim_documents_status_idx" ON "owner_claim_documents" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "owner_claim_documents_user_home_idx" ON "owner_claim_documents" USING btree ("user_id","kukun_id");--> statement-breakpoint
CREATE INDEX "owner_claim_letters_user_home_idx" ON "owner_claim_letters" USING btree ("user_id","kukun_id","requested_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");