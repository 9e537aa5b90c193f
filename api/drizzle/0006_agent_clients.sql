CREATE TABLE "agent_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_clients_email_lower_case" CHECK ("agent_clients"."email" = lower("agent_clients"."email"))
);
--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD COLUMN "financing_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD COLUMN "insurance_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_clients" ADD CONSTRAINT "agent_clients_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_clients_agent_idx" ON "agent_clients" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "agent_clients_email_idx" ON "agent_clients" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_clients_agent_email_unique" ON "agent_clients" USING btree ("agent_user_id","email") WHERE "agent_clients"."email" <> '';