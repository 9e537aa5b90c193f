CREATE TABLE "market_permits" (
	"id" text PRIMARY KEY NOT NULL,
	"market_slug" text NOT NULL,
	"permit_number" text,
	"issue_date" date NOT NULL,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"work_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"valuation" double precision,
	"contractor_name" text,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_file" text NOT NULL,
	"source_line" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"home_number" serial NOT NULL,
	"market_slug" text NOT NULL,
	"sale_date" date NOT NULL,
	"sale_price" integer NOT NULL,
	"living_area" double precision NOT NULL,
	"bedrooms" integer,
	"bathrooms" double precision,
	"year_built" integer,
	"lot_area" double precision,
	"latitude" double precision,
	"longitude" double precision,
	"zip" text,
	"city" text,
	"state" text,
	"property_type" text,
	"address" text,
	"neighborhood" text,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_file" text NOT NULL,
	"source_line" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_sales_home_number_unique" UNIQUE("home_number"),
	CONSTRAINT "market_sales_price_positive" CHECK ("market_sales"."sale_price" > 0),
	CONSTRAINT "market_sales_area_positive" CHECK ("market_sales"."living_area" > 0)
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	"source_text" text DEFAULT '' NOT NULL,
	"source_url" text,
	"licence" text,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"permits_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_slug_format" CHECK ("markets"."slug" ~ '^[a-z0-9-]+$')
);
--> statement-breakpoint
ALTER TABLE "market_permits" ADD CONSTRAINT "market_permits_market_slug_markets_slug_fk" FOREIGN KEY ("market_slug") REFERENCES "public"."markets"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_sales" ADD CONSTRAINT "market_sales_market_slug_markets_slug_fk" FOREIGN KEY ("market_slug") REFERENCES "public"."markets"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_permits_market_date_idx" ON "market_permits" USING btree ("market_slug","issue_date");--> statement-breakpoint
CREATE INDEX "market_sales_market_date_idx" ON "market_sales" USING btree ("market_slug","sale_date","id");--> statement-breakpoint
CREATE INDEX "market_sales_market_neighborhood_idx" ON "market_sales" USING btree ("market_slug","neighborhood");