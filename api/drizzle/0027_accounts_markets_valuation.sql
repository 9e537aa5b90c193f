CREATE TABLE "account_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ip_prefix" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"email_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pending_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_codes" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "pending_sign_ins_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "two_step_factors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_encrypted" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_step_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "market_permits" (
	"id" text PRIMARY KEY NOT NULL,
	"market_slug" text NOT NULL,
	"permit_number" text,
	"issue_date" date NOT NULL,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"work_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"valuation" double precision,
	"contractor_name" text,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_file" text NOT NULL,
	"source_line" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"home_number" serial NOT NULL,
	"market_slug" text NOT NULL,
	"sale_date" date NOT NULL,
	"sale_price" integer NOT NULL,
	"living_area" double precision NOT NULL,
	"bedrooms" integer,
	"bathrooms" double precision,
	"year_built" integer,
	"lot_area" double precision,
	"latitude" double precision,
	"longitude" double precision,
	"zip" text,
	"city" text,
	"state" text,
	"property_type" text,
	"address" text,
	"neighborhood" text,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_file" text NOT NULL,
	"source_line" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_sales_home_number_unique" UNIQUE("home_number"),
	CONSTRAINT "market_sales_price_positive" CHECK ("market_sales"."sale_price" > 0),
	CONSTRAINT "market_sales_area_positive" CHECK ("market_sales"."living_area" > 0)
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	"source_text" text DEFAULT '' NOT NULL,
	"source_url" text,
	"licence" text,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"permits_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_slug_format" CHECK ("markets"."slug" ~ '^[a-z0-9-]+$')
);
--> statement-breakpoint
CREATE TABLE "valuation_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_slug" text NOT NULL,
	"trained_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sales_count" integer NOT NULL,
	"method" text NOT NULL,
	"model" jsonb NOT NULL,
	"evaluation" jsonb,
	"evaluated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_known";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_sign_ins" ADD CONSTRAINT "pending_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_step_factors" ADD CONSTRAINT "two_step_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_step_recovery_codes" ADD CONSTRAINT "two_step_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_permits" ADD CONSTRAINT "market_permits_market_slug_markets_slug_fk" FOREIGN KEY ("market_slug") REFERENCES "public"."markets"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_sales" ADD CONSTRAINT "market_sales_market_slug_markets_slug_fk" FOREIGN KEY ("market_slug") REFERENCES "public"."markets"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_user_idx" ON "account_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "two_step_recovery_codes_user_idx" ON "two_step_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "market_permits_market_date_idx" ON "market_permits" USING btree ("market_slug","issue_date");--> statement-breakpoint
CREATE INDEX "market_sales_market_date_idx" ON "market_sales" USING btree ("market_slug","sale_date","id");--> statement-breakpoint
CREATE INDEX "market_sales_market_neighborhood_idx" ON "market_sales" USING btree ("market_slug","neighborhood");--> statement-breakpoint
CREATE INDEX "valuation_models_market_trained_idx" ON "valuation_models" USING btree ("market_slug","trained_at");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_known" CHECK ("account_tokens"."purpose" in ('VERIFY_EMAIL', 'RESET_PASSWORD', 'SIGN_IN_LINK'));--> statement-breakpoint
-- Tracked clicks kept the whole path, a sign-in link's token included: keep the page only.
UPDATE "agent_client_activity" SET "detail" = split_part(split_part("detail", '?', 1), '#', 1) WHERE "kind" = 'click' AND ("detail" LIKE '%?%' OR "detail" LIKE '%#%');
