ALTER TABLE "etims_invoices" ADD COLUMN "sar_no" integer;
--> statement-breakpoint
ALTER TABLE "etims_invoices" ADD COLUMN "stock_status" text;
--> statement-breakpoint
DROP INDEX "etims_invoices_open_idx";
--> statement-breakpoint
CREATE INDEX "etims_invoices_open_idx" ON "etims_invoices" USING btree ("id") WHERE "etims_invoices"."status" <> 'signed' OR "etims_invoices"."stock_status" <> 'sent';
--> statement-breakpoint
ALTER TABLE "etims_items" ADD COLUMN "sar_no" integer;
--> statement-breakpoint
ALTER TABLE "etims_items" ADD COLUMN "stocked_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "etims_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"bhf_id" text NOT NULL,
	"dvc_srl_no" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
