DROP INDEX "agent_clients_sort_name_idx";--> statement-breakpoint
DROP INDEX "agent_clients_sort_last_name_idx";--> statement-breakpoint
DROP INDEX "agent_clients_sort_state_idx";--> statement-breakpoint
DROP INDEX "agent_clients_sort_city_idx";--> statement-breakpoint
DROP INDEX "agent_clients_sort_zip_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_newest_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_open_newest_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_answered_newest_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."answered_at" is not null;--> statement-breakpoint
CREATE INDEX "login_failures_last_failure_idx" ON "login_failures" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "agent_clients_order_name_idx" ON "agent_clients" USING btree ("agent_user_id",(lower("first_name" || ' ' || "last_name") = ''),lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "agent_clients_order_last_name_idx" ON "agent_clients" USING btree ("agent_user_id",(lower("last_name") = ''),lower("last_name"),lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "agent_clients_order_state_idx" ON "agent_clients" USING btree ("agent_user_id",(lower("state") = ''),lower("state"),lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "agent_clients_order_city_idx" ON "agent_clients" USING btree ("agent_user_id",(lower("city") = ''),lower("city"),lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "agent_clients_order_zip_idx" ON "agent_clients" USING btree ("agent_user_id",("zip_code" = ''),"zip_code",lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "agent_client_invitations_agent_client_idx" ON "agent_client_invitations" USING btree ("agent_user_id","client_id");--> statement-breakpoint
CREATE INDEX "organization_plan_orders_organization_idx" ON "organization_plan_orders" USING btree ("organization_id");