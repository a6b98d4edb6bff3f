-- The payments ledger (issue 33, decision 052): one append-only row for every shilling that moves.
-- Money in is positive, money out negative; an order's paid amount, balance and refund due are sums.
CREATE TABLE "payment_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"channel" text NOT NULL,
	"reference" text,
	"payment_id" integer,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_ledger_amount_nonzero" CHECK ("payment_ledger"."amount" <> 0)
);--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_payment_id_mpesa_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."mpesa_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_ledger_order_idx" ON "payment_ledger" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_ledger_created_idx" ON "payment_ledger" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "hold_min_payment" integer;--> statement-breakpoint
-- Append-only: a row, once written, is never changed or removed (a correction is a new row).
CREATE FUNCTION payment_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_ledger is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payment_ledger_no_change BEFORE UPDATE OR DELETE ON "payment_ledger"
  FOR EACH ROW EXECUTE FUNCTION payment_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER payment_ledger_no_truncate BEFORE TRUNCATE ON "payment_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION payment_ledger_append_only();--> statement-breakpoint
-- Backfill 1: every confirmed M-Pesa payment (STK and Paybill, unmatched ones without an order).
INSERT INTO "payment_ledger" ("kind", "order_id", "amount", "channel", "reference", "payment_id", "actor", "note", "created_at")
  SELECT 'payment', "order_id", "amount", CASE "source" WHEN 'c2b' THEN 'paybill' ELSE 'stk' END, "receipt_number", "id",
         'system', 'Recorded before the ledger', "updated_at"
  FROM "mpesa_payments" WHERE "status" = 'paid' AND "amount" > 0 ORDER BY "id";--> statement-breakpoint
-- Backfill 2: orders marked paid with no payment row (demo and imported orders): their total, as revenue counted them.
INSERT INTO "payment_ledger" ("kind", "order_id", "amount", "channel", "actor", "note", "created_at")
  SELECT 'payment', o."id", o."total_price", 'manual', 'system', 'Paid before the ledger, no M-Pesa row', o."paid_at"
  FROM "orders" o
  WHERE o."paid_at" IS NOT NULL AND o."total_price" > 0
    AND NOT EXISTS (SELECT 1 FROM "payment_ledger" l WHERE l."order_id" = o."id")
  ORDER BY o."id";--> statement-breakpoint
-- Backfill 3: refunded orders gave back all they held, on the day of their 'refunded' step.
INSERT INTO "payment_ledger" ("kind", "order_id", "amount", "channel", "reference", "actor", "note", "created_at")
  SELECT 'refund', o."id", -held.amount, 'manual', o."refund_reference", 'admin', 'Refunded before the ledger',
         coalesce((SELECT max(e."created_at") FROM "order_events" e WHERE e."order_id" = o."id" AND e."stage" = 'refunded'), o."updated_at")
  FROM "orders" o
  JOIN (SELECT "order_id", sum("amount") AS amount FROM "payment_ledger" GROUP BY "order_id") held ON held."order_id" = o."id"
  WHERE o."status" = 'refunded' AND held.amount > 0
  ORDER BY o."id";
