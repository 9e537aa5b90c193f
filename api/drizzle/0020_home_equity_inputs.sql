CREATE TABLE "home_equity_inputs" (
	"user_property_id" integer PRIMARY KEY NOT NULL,
	"owner_value" integer,
	"mortgage_balance" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_equity_owner_value_positive" CHECK ("home_equity_inputs"."owner_value" is null or "home_equity_inputs"."owner_value" > 0),
	CONSTRAINT "home_equity_mortgage_not_negative" CHECK ("home_equity_inputs"."mortgage_balance" is null or "home_equity_inputs"."mortgage_balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "home_equity_inputs" ADD CONSTRAINT "home_equity_inputs_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;