ALTER TABLE "orders" ADD COLUMN "vat_price" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_mode" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "vat_mode" text DEFAULT 'added' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT 16 NOT NULL;