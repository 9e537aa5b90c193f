CREATE TABLE "agent_client_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"agent_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"email_log_id" integer,
	"click_name" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_client_digests" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cadence" text DEFAULT 'monthly' NOT NULL,
	"unclicked_sends" integer DEFAULT 0 NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_client_email_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"agent_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_client_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"agent_user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"accepted_user_id" integer,
	CONSTRAINT "agent_client_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "agent_client_invitations_email_lower_case" CHECK ("agent_client_invitations"."email" = lower("agent_client_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "agent_engagement_settings" (
	"agent_user_id" integer PRIMARY KEY NOT NULL,
	"alert_emails" boolean DEFAULT true NOT NULL,
	"mls_link" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "agent_notifications_activity_id_unique" UNIQUE("activity_id")
);
--> statement-breakpoint
ALTER TABLE "agent_client_activity" ADD CONSTRAINT "agent_client_activity_client_id_agent_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."agent_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_activity" ADD CONSTRAINT "agent_client_activity_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_activity" ADD CONSTRAINT "agent_client_activity_email_log_id_agent_client_email_log_id_fk" FOREIGN KEY ("email_log_id") REFERENCES "public"."agent_client_email_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_digests" ADD CONSTRAINT "agent_client_digests_client_id_agent_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."agent_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_email_log" ADD CONSTRAINT "agent_client_email_log_client_id_agent_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."agent_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_email_log" ADD CONSTRAINT "agent_client_email_log_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_invitations" ADD CONSTRAINT "agent_client_invitations_client_id_agent_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."agent_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_invitations" ADD CONSTRAINT "agent_client_invitations_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_invitations" ADD CONSTRAINT "agent_client_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_engagement_settings" ADD CONSTRAINT "agent_engagement_settings_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_notifications" ADD CONSTRAINT "agent_notifications_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_notifications" ADD CONSTRAINT "agent_notifications_activity_id_agent_client_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."agent_client_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_client_activity_agent_idx" ON "agent_client_activity" USING btree ("agent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_client_activity_client_idx" ON "agent_client_activity" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_client_email_log_client_idx" ON "agent_client_email_log" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_client_email_log_digest_once" ON "agent_client_email_log" USING btree ("client_id","kind","period") WHERE "agent_client_email_log"."kind" = 'digest';--> statement-breakpoint
CREATE INDEX "agent_client_invitations_client_idx" ON "agent_client_invitations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "agent_client_invitations_accepted_idx" ON "agent_client_invitations" USING btree ("accepted_user_id");--> statement-breakpoint
CREATE INDEX "agent_notifications_agent_idx" ON "agent_notifications" USING btree ("agent_user_id","read_at");