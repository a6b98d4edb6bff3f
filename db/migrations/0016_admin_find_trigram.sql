-- Custom SQL migration file, put your code below! --

-- The admin's Find (decision 033): customers' names and e-mails searched by substring (ILIKE '%…%'),
-- orders by the phone given for delivery. pg_trgm is enabled by migration 0000.
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_delivery_phone_idx" ON "orders" (("delivery_address"->>'phone'));
