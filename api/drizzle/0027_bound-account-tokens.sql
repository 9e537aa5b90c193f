ALTER TABLE "account_tokens" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Tracked clicks kept the whole path, a sign-in link's token included: keep the page only.
UPDATE "agent_client_activity" SET "detail" = split_part(split_part("detail", '?', 1), '#', 1) WHERE "kind" = 'click' AND ("detail" LIKE '%?%' OR "detail" LIKE '%#%');
