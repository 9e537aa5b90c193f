CREATE TABLE "remote_loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"outcome" text NOT NULL,
	"ms" integer NOT NULL,
	"canary" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "remote_loads_remote_version_at_idx" ON "remote_loads" USING btree ("remote","version","at");--> statement-breakpoint
CREATE INDEX "remote_loads_at_idx" ON "remote_loads" USING btree ("at");