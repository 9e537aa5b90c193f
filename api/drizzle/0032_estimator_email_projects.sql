CREATE TABLE "estimator_email_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"project_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "estimator_email_projects_email_idx" ON "estimator_email_projects" USING btree ("email","created_at");