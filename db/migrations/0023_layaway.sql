ALTER TABLE "orders" ADD COLUMN "layaway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "layaway_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "layaway_policy" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "layaway_outcome" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "layaway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "layaway_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "layaway_min_total" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "layaway_deposit_percent" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "layaway_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "layaway_expiry_policy" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_layaway_due_idx" ON "orders" USING btree ("layaway_due_at") WHERE "orders"."deposit_paid_at" is not null and "orders"."status" = 'awaiting_payment';