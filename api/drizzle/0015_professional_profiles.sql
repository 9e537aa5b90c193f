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
ALTER TABLE "professional_claims" ADD CONSTRAINT "professional_claims_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_claims" ADD CONSTRAINT "professional_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_leads" ADD CONSTRAINT "professional_leads_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_claims_professional_idx" ON "professional_claims" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "professional_leads_professional_idx" ON "professional_leads" USING btree ("professional_id","created_at");--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_permit_company_key_unique" UNIQUE("permit_company_key");
