CREATE TABLE "agent_client_property_preferences" (
	"client_id" integer NOT NULL,
	"user_property_id" integer NOT NULL,
	"selected" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_client_property_preferences_client_id_user_property_id_pk" PRIMARY KEY("client_id","user_property_id")
);
--> statement-breakpoint
CREATE TABLE "professional_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"street_address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"status" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_claims_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "professional_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"zip_code" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "professionals" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "permit_company_key" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "business_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "business_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "license_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "license_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "insurance" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "years_in_business" integer;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "service_zip_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "service_radius_miles" integer;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "lead_emails_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_clients" ADD COLUMN "record_status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_clients" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "agent_clients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_client_property_preferences" ADD CONSTRAINT "agent_client_property_preferences_client_id_agent_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."agent_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_property_preferences" ADD CONSTRAINT "agent_client_property_preferences_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_claims" ADD CONSTRAINT "professional_claims_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_claims" ADD CONSTRAINT "professional_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_leads" ADD CONSTRAINT "professional_leads_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_claims_professional_idx" ON "professional_claims" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "professional_leads_professional_idx" ON "professional_leads" USING btree ("professional_id","created_at");--> statement-breakpoint
ALTER TABLE "agent_clients" ADD CONSTRAINT "agent_clients_import_id_agent_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."agent_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_clients_sort_name_idx" ON "agent_clients" USING btree ("agent_user_id",lower("first_name"),lower("last_name"));--> statement-breakpoint
CREATE INDEX "agent_clients_sort_last_name_idx" ON "agent_clients" USING btree ("agent_user_id",lower("last_name"));--> statement-breakpoint
CREATE INDEX "agent_clients_sort_state_idx" ON "agent_clients" USING btree ("agent_user_id",lower("state"));--> statement-breakpoint
CREATE INDEX "agent_clients_sort_city_idx" ON "agent_clients" USING btree ("agent_user_id",lower("city"));--> statement-breakpoint
CREATE INDEX "agent_clients_sort_zip_idx" ON "agent_clients" USING btree ("agent_user_id","zip_code");--> statement-breakpoint
CREATE INDEX "agent_clients_import_idx" ON "agent_clients" USING btree ("import_id");--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_permit_company_key_unique" UNIQUE("permit_company_key");--> statement-breakpoint
ALTER TABLE "agent_clients" ADD CONSTRAINT "agent_clients_record_status_known" CHECK ("agent_clients"."record_status" in ('preview', 'live'));