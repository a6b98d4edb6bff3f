-- Issue 31 items 2, 3 and 5 (decision 069): back-in-stock waiters, price watches, the product changes that
-- wake them (written by a trigger, so every path that changes stock or price is caught) and the send log
-- that keeps to one alert per product per shopper per Nairobi day.
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
	"channel" text,
	"contact" text,
	"language" text DEFAULT 'en' NOT NULL,
	"confirm_hash" text,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_who" CHECK ("user_id" IS NOT NULL OR ("contact" IS NOT NULL AND "channel" IN ('email', 'sms')))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_user_waiting_idx" ON "stock_alerts" ("product_id", "user_id") WHERE "notified_at" IS NULL AND "user_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_contact_waiting_idx" ON "stock_alerts" ("product_id", "contact") WHERE "notified_at" IS NULL AND "contact" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" ("product_id", "id") WHERE "notified_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" ("user_id");
--> statement-breakpoint
CREATE INDEX "stock_alerts_contact_idx" ON "stock_alerts" ("contact");
--> statement-breakpoint
CREATE TABLE "price_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"product_id" integer REFERENCES "products"("id") ON DELETE CASCADE,
	"saved_build_id" integer REFERENCES "saved_builds"("id") ON DELETE CASCADE,
	"baseline" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_watches_one_target" CHECK (("product_id" IS NULL) <> ("saved_build_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_watches_product_idx" ON "price_watches" ("product_id", "user_id") WHERE "product_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "price_watches_build_idx" ON "price_watches" ("saved_build_id", "user_id") WHERE "saved_build_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "price_watches_user_idx" ON "price_watches" ("user_id");
--> statement-breakpoint
CREATE TABLE "alert_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "alert_changes_pending_idx" ON "alert_changes" ("id") WHERE "done_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "alert_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alert_sends_daily_idx" ON "alert_sends" ("recipient", "subject", "day");
--> statement-breakpoint
CREATE INDEX "alert_sends_user_idx" ON "alert_sends" ("user_id");
--> statement-breakpoint
-- Row-level, and only when someone waits or watches: a bulk price edit of 10,000 products nobody watches
-- writes nothing here. Any path (admin form, bulk, CSV import, stock in/out, returns, a cancelled order)
-- goes through an UPDATE of products, so none can forget to tell the waiters.
CREATE FUNCTION "alert_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.count_in_stock <= 0 AND NEW.count_in_stock > 0
		AND EXISTS (SELECT 1 FROM stock_alerts WHERE product_id = NEW.id AND notified_at IS NULL) THEN
		INSERT INTO alert_changes (product_id, kind) VALUES (NEW.id, 'restock');
	END IF;
	IF NEW.price < OLD.price
		AND (EXISTS (SELECT 1 FROM price_watches WHERE product_id = NEW.id)
			OR EXISTS (SELECT 1 FROM price_watches WHERE saved_build_id IS NOT NULL)) THEN
		INSERT INTO alert_changes (product_id, kind, old_price, new_price) VALUES (NEW.id, 'price', OLD.price, NEW.price);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_alert_change" AFTER UPDATE OF "count_in_stock", "price" ON "products"
	FOR EACH ROW WHEN ((OLD.count_in_stock <= 0 AND NEW.count_in_stock > 0) OR NEW.price < OLD.price)
	EXECUTE FUNCTION "alert_product_change"();
