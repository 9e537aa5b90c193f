CREATE TABLE "user_property_preferences" (
	"user_property_id" integer PRIMARY KEY NOT NULL,
	"value_change_alerts" boolean NOT NULL,
	"nearby_permit_alerts" boolean NOT NULL,
	"maintenance_reminders" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_property_preferences" ADD CONSTRAINT "user_property_preferences_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;