CREATE TABLE "owner_home_fact_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kukun_id" integer NOT NULL,
	"user_id" integer,
	"fact" text NOT NULL,
	"old_value" double precision NOT NULL,
	"new_value" double precision NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_home_facts" (
	"kukun_id" integer PRIMARY KEY NOT NULL,
	"corrections" jsonb NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_home_fact_changes" ADD CONSTRAINT "owner_home_fact_changes_kukun_id_properties_kukun_id_fk" FOREIGN KEY ("kukun_id") REFERENCES "public"."properties"("kukun_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_home_fact_changes" ADD CONSTRAINT "owner_home_fact_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_home_facts" ADD CONSTRAINT "owner_home_facts_kukun_id_properties_kukun_id_fk" FOREIGN KEY ("kukun_id") REFERENCES "public"."properties"("kukun_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_home_facts" ADD CONSTRAINT "owner_home_facts_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_home_fact_changes_home_idx" ON "owner_home_fact_changes" USING btree ("kukun_id","changed_at");