CREATE TABLE "estimator_plan_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer,
	"email" text NOT NULL,
	"shared_type" integer NOT NULL,
	"template_name" text NOT NULL,
	"pdf_attached" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimator_plan_shares_shared_type_known" CHECK ("estimator_plan_shares"."shared_type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "estimator_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"link_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimator_share_links_plan_id_unique" UNIQUE("plan_id"),
	CONSTRAINT "estimator_share_links_link_id_unique" UNIQUE("link_id")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "estimator_plan_shares" ADD CONSTRAINT "estimator_plan_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimator_plan_shares" ADD CONSTRAINT "estimator_plan_shares_plan_id_estimator_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."estimator_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimator_share_links" ADD CONSTRAINT "estimator_share_links_plan_id_estimator_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."estimator_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimator_plan_shares_user_id_idx" ON "estimator_plan_shares" USING btree ("user_id");