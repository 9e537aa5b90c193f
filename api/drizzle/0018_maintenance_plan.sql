CREATE TABLE "maintenance_calendar_feeds" (
	"user_property_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "maintenance_home_systems" (
	"user_property_id" integer PRIMARY KEY NOT NULL,
	"systems" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_plan_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_property_id" integer NOT NULL,
	"slug" text,
	"title" text,
	"why" text,
	"done_by" text,
	"minutes" integer,
	"recurrence" jsonb,
	"enabled" boolean DEFAULT true NOT NULL,
	"applicable" boolean DEFAULT true NOT NULL,
	"anchor_date" date NOT NULL,
	"next_due" date NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_plan_tasks_home_slug" UNIQUE("user_property_id","slug"),
	CONSTRAINT "maintenance_plan_tasks_custom_has_title" CHECK ("maintenance_plan_tasks"."slug" is not null or ("maintenance_plan_tasks"."title" is not null and "maintenance_plan_tasks"."recurrence" is not null))
);
--> statement-breakpoint
CREATE TABLE "maintenance_plans" (
	"user_property_id" integer PRIMARY KEY NOT NULL,
	"applicable_key" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_task_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_task_id" integer NOT NULL,
	"user_property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_date" date NOT NULL,
	"due_date" date,
	"done_by" text,
	"pro_name" text,
	"cost_cents" integer,
	"note" text,
	"snoozed_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_task_events_kind_known" CHECK ("maintenance_task_events"."kind" in ('completed', 'skipped', 'snoozed'))
);
--> statement-breakpoint
ALTER TABLE "maintenance_calendar_feeds" ADD CONSTRAINT "maintenance_calendar_feeds_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_home_systems" ADD CONSTRAINT "maintenance_home_systems_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plan_tasks" ADD CONSTRAINT "maintenance_plan_tasks_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_events" ADD CONSTRAINT "maintenance_task_events_plan_task_id_maintenance_plan_tasks_id_fk" FOREIGN KEY ("plan_task_id") REFERENCES "public"."maintenance_plan_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_task_events" ADD CONSTRAINT "maintenance_task_events_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_plan_tasks_due_idx" ON "maintenance_plan_tasks" USING btree ("user_property_id","next_due");--> statement-breakpoint
CREATE INDEX "maintenance_task_events_home_idx" ON "maintenance_task_events" USING btree ("user_property_id","event_date");