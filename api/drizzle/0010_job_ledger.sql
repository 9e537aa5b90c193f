CREATE TABLE "job_ledger" (
	"key" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
