ALTER TABLE "store_settings" ADD COLUMN "auto_refund" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "layaway_kept" numeric(12, 2);--> statement-breakpoint
CREATE TABLE "auto_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"channel" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"phone" text,
	"receipt" text,
	"originator_id" text NOT NULL,
	"conversation_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_code" text,
	"result_desc" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "auto_refunds_originator_id_unique" UNIQUE("originator_id")
);
--> statement-breakpoint
ALTER TABLE "auto_refunds" ADD CONSTRAINT "auto_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_refunds_order_idx" ON "auto_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "auto_refunds_conversation_idx" ON "auto_refunds" USING btree ("conversation_id");
