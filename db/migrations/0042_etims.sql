ALTER TABLE "orders" ADD COLUMN "buyer_kra_pin" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;
--> statement-breakpoint
CREATE TABLE "etims_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ledger_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invc_no" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"simulated" boolean DEFAULT false NOT NULL,
	"sdc_id" text,
	"mrc_no" text,
	"cur_rcpt_no" integer,
	"tot_rcpt_no" integer,
	"intrl_data" text,
	"rcpt_sign" text,
	"sdc_date_time" text,
	"tin" text,
	"bhf_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "etims_invoices" ADD CONSTRAINT "etims_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "etims_invoices" ADD CONSTRAINT "etims_invoices_ledger_id_payment_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."payment_ledger"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "etims_invoices_sale_idx" ON "etims_invoices" USING btree ("order_id") WHERE "etims_invoices"."kind" = 'sale';
--> statement-breakpoint
CREATE UNIQUE INDEX "etims_invoices_ledger_idx" ON "etims_invoices" USING btree ("ledger_id");
--> statement-breakpoint
CREATE INDEX "etims_invoices_open_idx" ON "etims_invoices" USING btree ("id") WHERE "etims_invoices"."status" <> 'signed';
--> statement-breakpoint
CREATE INDEX "etims_invoices_order_idx" ON "etims_invoices" USING btree ("order_id","id");
--> statement-breakpoint
CREATE TABLE "etims_device" (
	"id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"tin" text NOT NULL,
	"bhf_id" text NOT NULL,
	"dvc_srl_no" text NOT NULL,
	"cmc_key" text NOT NULL,
	"sdc_id" text NOT NULL,
	"mrc_no" text NOT NULL,
	"dvc_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etims_items" (
	"key" text PRIMARY KEY NOT NULL,
	"item_cd" text NOT NULL,
	"item_cls_cd" text NOT NULL,
	"tax_ty_cd" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etims_simulator" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
