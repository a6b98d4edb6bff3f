-- Custom SQL migration file, put your code below! --
-- product_changes (decision 050): for every product ever written, the transaction that last inserted,
-- updated or deleted it. Each server process keeps an in-memory search index and, before answering
-- a search, reads the rows whose transaction was still running at its previous check or came later
-- (search-index/feed.ts), then reloads just those products. Statement-level triggers with transition
-- tables, as product_search (0025) and search_words (0007): an import of 2,000 rows is one upsert,
-- an order's stock update one small row. The row is written in the writer's own transaction, so it
-- is seen exactly when the change is, and a rolled-back change leaves nothing.
CREATE FUNCTION product_changes_mark_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_changes AS c (product_id, xid) SELECT id, pg_current_xact_id() FROM new_rows
  ON CONFLICT (product_id) DO UPDATE SET xid = excluded.xid;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION product_changes_mark_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The old ids too: an id the shop never changes would otherwise leave its old document behind.
  INSERT INTO product_changes AS c (product_id, xid)
    SELECT id, pg_current_xact_id() FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) ids
  ON CONFLICT (product_id) DO UPDATE SET xid = excluded.xid;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION product_changes_mark_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_changes AS c (product_id, xid) SELECT id, pg_current_xact_id() FROM old_rows
  ON CONFLICT (product_id) DO UPDATE SET xid = excluded.xid;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- TRUNCATE has no transition table: before it runs, every product (and every row already kept, so
-- that nothing an index may hold is missed) is marked.
CREATE FUNCTION product_changes_mark_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_changes AS c (product_id, xid) SELECT id, pg_current_xact_id() FROM products
  ON CONFLICT (product_id) DO UPDATE SET xid = excluded.xid;
  UPDATE product_changes SET xid = pg_current_xact_id() WHERE xid <> pg_current_xact_id();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_changes_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_changes_mark_new();--> statement-breakpoint
CREATE TRIGGER product_changes_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_changes_mark_updated();--> statement-breakpoint
CREATE TRIGGER product_changes_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_changes_mark_old();--> statement-breakpoint
CREATE TRIGGER product_changes_truncate BEFORE TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_changes_mark_all();--> statement-breakpoint
INSERT INTO product_changes (product_id, xid) SELECT id, pg_current_xact_id() FROM products;
