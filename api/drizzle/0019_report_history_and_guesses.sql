CREATE TABLE "report_history" (
	"user_id" integer NOT NULL,
	"kukun_id" integer NOT NULL,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "report_history_user_id_kukun_id_pk" PRIMARY KEY("user_id","kukun_id")
);
--> statement-breakpoint
CREATE TABLE "sale_guesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sale_key" text,
	"kukun_id" integer,
	"address" text NOT NULL,
	"guess" integer NOT NULL,
	"actual" integer NOT NULL,
	"valuation" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_guesses_user_sale" UNIQUE("user_id","sale_key"),
	CONSTRAINT "sale_guesses_kind_known" CHECK ("sale_guesses"."kind" in ('sold-home', 'own-home')),
	CONSTRAINT "sale_guesses_positive" CHECK ("sale_guesses"."guess" > 0 and "sale_guesses"."actual" > 0)
);
--> statement-breakpoint
CREATE TABLE "sold_home_alerts" (
	"user_property_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_history" ADD CONSTRAINT "report_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_history" ADD CONSTRAINT "report_history_kukun_id_properties_kukun_id_fk" FOREIGN KEY ("kukun_id") REFERENCES "public"."properties"("kukun_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_guesses" ADD CONSTRAINT "sale_guesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_guesses" ADD CONSTRAINT "sale_guesses_kukun_id_properties_kukun_id_fk" FOREIGN KEY ("kukun_id") REFERENCES "public"."properties"("kukun_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_home_alerts" ADD CONSTRAINT "sold_home_alerts_user_property_id_user_properties_id_fk" FOREIGN KEY ("user_property_id") REFERENCES "public"."user_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_history_user_opened_idx" ON "report_history" USING btree ("user_id","last_opened_at");--> statement-breakpoint
CREATE INDEX "sale_guesses_user_idx" ON "sale_guesses" USING btree ("user_id","created_at");