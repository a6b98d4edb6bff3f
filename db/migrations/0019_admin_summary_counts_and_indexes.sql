-- Custom SQL migration file, put your code below! --

-- The dashboard summary at 200,000 orders (decision 041).
--
-- Top products: the orders paid in a period and not refunded, then their lines, both from indexes
-- alone (drizzle-kit cannot write INCLUDE). A month sells ~13,000 lines; read from the tables they
-- cost ~5,000 random page reads per period.
CREATE INDEX IF NOT EXISTS "orders_sold_idx" ON "orders" ("paid_at") INCLUDE ("id") WHERE "status" <> 'refunded';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_sales_idx" ON "order_items" ("order_id") INCLUDE ("product_id", "name", "price", "quantity");--> statement-breakpoint
-- The cards' totals (row_counts, migration 0018): +1 per row inserted, -1 per row deleted, added at
-- commit by DEFERRED constraint triggers. The counter row's lock is then the last lock a transaction
-- takes, so an order placed (stock locked, then the order inserted) can never deadlock with one deleted
-- (order deleted, then stock returned): each waits only for the other's commit.
CREATE FUNCTION row_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION row_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_row_count AFTER INSERT OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_row_count AFTER INSERT OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_row_count AFTER INSERT OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION row_counts_add();--> statement-breakpoint
CREATE TRIGGER products_row_count_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint
CREATE TRIGGER users_row_count_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint
CREATE TRIGGER orders_row_count_truncate AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();--> statement-breakpoint
INSERT INTO row_counts (table_name, n)
  SELECT 'products', count(*) FROM products UNION ALL
  SELECT 'users', count(*) FROM users UNION ALL
  SELECT 'orders', count(*) FROM orders;
