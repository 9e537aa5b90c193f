CREATE TABLE "weekly_email_deliveries" (
	"week" text NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"claimant" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_email_deliveries_week_user_id_pk" PRIMARY KEY("week","user_id")
);
--> statement-breakpoint
CREATE TABLE "weekly_email_runs" (
	"week" text PRIMARY KEY NOT NULL,
	"today" text NOT NULL,
	"status" text DEFAULT 'planning' NOT NULL,
	"pass" integer DEFAULT 1 NOT NULL,
	"users_total" integer DEFAULT 0 NOT NULL,
	"batches_total" integer DEFAULT 0 NOT NULL,
	"batches_done" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_send_budget" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL,
	"last_grant" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weekly_email_deliveries" ADD CONSTRAINT "weekly_email_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;