CREATE TABLE "estimator_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_slug" text NOT NULL,
	"project_name" text NOT NULL,
	"finish_level" text NOT NULL,
	"answers" jsonb NOT NULL,
	"total_estimated_project_cost" integer NOT NULL,
	"roi" integer,
	"total_equity_build" integer,
	"current_home_value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimator_plans_finish_level_known" CHECK ("estimator_plans"."finish_level" in ('basic', 'midrange', 'upscale'))
);
--> statement-breakpoint
ALTER TABLE "estimator_plans" ADD CONSTRAINT "estimator_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimator_plans_user_id_idx" ON "estimator_plans" USING btree ("user_id");