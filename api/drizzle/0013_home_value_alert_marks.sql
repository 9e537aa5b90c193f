CREATE TABLE "home_value_alert_marks" (
	"user_property_id" integer PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"period" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_value_alert_marks" ADD CONSTRAINT "home_value_alert_marks_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;