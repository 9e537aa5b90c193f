CREATE TABLE "owner_claim_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kukun_id" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_redemptions_per_user" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "redemption_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_claim_attempts" ADD CONSTRAINT "owner_claim_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_claim_attempts" ADD CONSTRAINT "owner_claim_attempts_kukun_id_properties_kukun_id_fk" FOREIGN KEY ("kukun_id") REFERENCES "public"."properties"("kukun_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_claim_attempts_user_home_idx" ON "owner_claim_attempts" USING btree ("user_id","kukun_id","attempted_at");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_user_idx" ON "promo_redemptions" USING btree ("code","user_id");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_percent_off_range" CHECK ("promo_codes"."percent_off" between 0 and 100);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_within_total_limit" CHECK ("promo_codes"."max_redemptions" is null or "promo_codes"."redemption_count" <= "promo_codes"."max_redemptions");