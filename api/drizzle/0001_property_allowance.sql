CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"step" text NOT NULL,
	"detail" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"visit_url" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_allowances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"free_count" integer NOT NULL,
	"purchased_count" integer DEFAULT 0 NOT NULL,
	"consumed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "address_allowances_not_overdrawn" CHECK ("address_allowances"."consumed_count" <= "address_allowances"."free_count" + "address_allowances"."purchased_count")
);
--> statement-breakpoint
CREATE TABLE "address_credit_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_credit_grants_reference_unique" UNIQUE("reference"),
	CONSTRAINT "address_credit_grants_count_positive" CHECK ("address_credit_grants"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"kukun_id" integer PRIMARY KEY NOT NULL,
	"address_key" text NOT NULL,
	"address" text NOT NULL,
	"unit_number" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_address_key_unique" UNIQUE("address_key"),
	CONSTRAINT "properties_kukun_id_positive" CHECK ("properties"."kukun_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kukun_id" integer NOT NULL,
	"tier" text DEFAULT 'free' NOT NULL,
	"claimed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_properties_user_property" UNIQUE("user_id","kukun_id"),
	CONSTRAINT "user_properties_tier_known" CHECK ("user_properties"."tier" in ('free', 'saved', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_visits" ADD CONSTRAINT "user_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_allowances" ADD CONSTRAINT "address_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_credit_grants" ADD CONSTRAINT "address_credit_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_properties" ADD CONSTRAINT "user_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_properties" ADD CONSTRAINT "user_properties_kukun_id_properties_kukun_id_fk" FOREIGN KEY ("kukun_id") REFERENCES "public"."properties"("kukun_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_category_step_idx" ON "analytics_events" USING btree ("category","step");--> statement-breakpoint
CREATE INDEX "user_visits_user_id_idx" ON "user_visits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "address_credit_grants_user_idx" ON "address_credit_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "properties_zip_idx" ON "properties" USING btree ("zip_code");