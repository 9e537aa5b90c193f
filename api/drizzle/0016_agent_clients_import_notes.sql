CREATE TABLE "agent_client_property_preferences" (
	"client_id" integer NOT NULL,
	"user_property_id" integer NOT NULL,
	"selected" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_client_property_preferences_client_id_user_property_id_pk" PRIMARY KEY("client_id","user_property_id")
);
--> statement-breakpoint
CREATE TABLE "agent_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"headers" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"results" jsonb,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_client_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_clients" ADD COLUMN "record_status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_clients" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "agent_clients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_client_property_preferences" ADD CONSTRAINT "agent_client_property_preferences_client_id_agent_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."agent_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_property_preferences" ADD CONSTRAINT "agent_client_property_preferences_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_imports" ADD CONSTRAINT "agent_imports_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_notes" ADD CONSTRAINT "agent_client_notes_client_id_agent_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."agent_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_client_notes" ADD CONSTRAINT "agent_client_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_imports_agent_idx" ON "agent_imports" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "agent_client_notes_client_idx" ON "agent_client_notes" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "agent_clients" ADD CONSTRAINT "agent_clients_import_id_agent_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."agent_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_clients_sort_name_idx" ON "agent_clients" USING btree ("agent_user_id",lower("first_name"),lower("last_name"));--> statement-breakpoint
CREATE INDEX "agent_clients_sort_last_name_idx" ON "agent_clients" USING btree ("agent_user_id",lower("last_name"));--> statement-breakpoint
CREATE INDEX "agent_clients_sort_state_idx" ON "agent_clients" USING btree ("agent_user_id",lower("state"));--> statement-breakpoint
CREATE INDEX "agent_clients_sort_city_idx" ON "agent_clients" USING btree ("agent_user_id",lower("city"));--> statement-breakpoint
CREATE INDEX "agent_clients_sort_zip_idx" ON "agent_clients" USING btree ("agent_user_id","zip_code");--> statement-breakpoint
CREATE INDEX "agent_clients_import_idx" ON "agent_clients" USING btree ("import_id");--> statement-breakpoint
ALTER TABLE "agent_clients" ADD CONSTRAINT "agent_clients_record_status_known" CHECK ("agent_clients"."record_status" in ('preview', 'live'));