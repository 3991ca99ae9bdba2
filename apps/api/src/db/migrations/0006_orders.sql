DROP INDEX "orders_status_idx";--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_temple_created_idx" ON "orders" USING btree ("temple_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_event_date_idx" ON "orders" USING btree ("event_id","event_date_time");--> statement-breakpoint
CREATE INDEX "orders_event_time_idx" ON "orders" USING btree ("event_date_time");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_whatsapp_idx" ON "orders" USING btree ("whatsapp_number");--> statement-breakpoint
CREATE INDEX "orders_awaiting_video_idx" ON "orders" USING btree ("temple_id","event_date_time") WHERE "orders"."video_url" is null and "orders"."status" in ('SUCCESS', 'IN TRANSIT');--> statement-breakpoint
CREATE INDEX "orders_awaiting_shipment_idx" ON "orders" USING btree ("temple_id") WHERE "orders"."shipped_at" is null and "orders"."shipping" is not null and "orders"."status" in ('SUCCESS', 'IN TRANSIT', 'COMPLETED');--> statement-breakpoint
CREATE INDEX "payments_status_updated_idx" ON "payments" USING btree ("status","updated_at");--> statement-breakpoint
-- Devotee-name search in the console is a case-insensitive substring match (decision 130): a
-- trigram GIN index on lower(devotee_name) answers LIKE '%…%' without reading every order.
-- pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it; PGlite
-- loads it from its contrib bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_devotee_name_trgm_idx" ON "orders" USING gin (lower("devotee_name") gin_trgm_ops);
