ALTER TABLE "mpesa_payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD COLUMN "source" text DEFAULT 'stk' NOT NULL;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD COLUMN "account_reference" text;--> statement-breakpoint
ALTER TABLE "mpesa_payments" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "paybill_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "mpesa_payments_unmatched_idx" ON "mpesa_payments" USING btree ("created_at") WHERE "mpesa_payments"."order_id" is null;