CREATE TABLE "valuation_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_slug" text NOT NULL,
	"trained_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sales_count" integer NOT NULL,
	"method" text NOT NULL,
	"model" jsonb NOT NULL,
	"evaluation" jsonb,
	"evaluated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "valuation_models_market_trained_idx" ON "valuation_models" USING btree ("market_slug","trained_at");