-- Custom SQL migration file, put your code below! --
-- product_search (decision 048) holds the columns of products a search reads, one row per product,
-- kept equal to products in the same transaction by statement-level triggers with transition tables
-- (as search_words, migration 0007): an import inserts its rows in one statement, an order's stock
-- update touches one small row (a HOT update: no indexed column changes), a drafted product's status
-- is hidden from the next search.
CREATE OR REPLACE FUNCTION product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (id, name, price, category, brand, count_in_stock, status, rating, num_reviews, search, search_name)
    SELECT id, name, price, category, brand, count_in_stock, status, rating, num_reviews, search, search_name FROM new_rows;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An id is never changed by the shop; if one were, the old row goes and the new one comes.
  DELETE FROM product_search s USING old_rows o WHERE s.id = o.id AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id);
  INSERT INTO product_search AS s (id, name, price, category, brand, count_in_stock, status, rating, num_reviews, search, search_name)
    SELECT id, name, price, category, brand, count_in_stock, status, rating, num_reviews, search, search_name FROM new_rows
  ON CONFLICT (id) DO UPDATE SET name = excluded.name, price = excluded.price, category = excluded.category,
    brand = excluded.brand, count_in_stock = excluded.count_in_stock, status = excluded.status, rating = excluded.rating,
    num_reviews = excluded.num_reviews, search = excluded.search, search_name = excluded.search_name;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING old_rows o WHERE s.id = o.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_search;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_insert();--> statement-breakpoint
CREATE TRIGGER product_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_update();--> statement-breakpoint
CREATE TRIGGER product_search_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_delete();--> statement-breakpoint
CREATE TRIGGER product_search_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_truncate();--> statement-breakpoint
INSERT INTO product_search (id, name, price, category, brand, count_in_stock, status, rating, num_reviews, search, search_name)
  SELECT id, name, price, category, brand, count_in_stock, status, rating, num_reviews, search, search_name FROM products;
