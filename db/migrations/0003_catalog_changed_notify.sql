-- Custom SQL migration file, put your code below! --
-- Every change to products (admin edits, stock taken by orders or given back, ratings from reviews,
-- imports, direct SQL) tells the app processes to drop their cached listings (decision 009).
-- NOTIFY is delivered only when the transaction commits, so no process can re-cache what it replaced.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
-- The brand filter lists brands by the names the brand list gives them.
CREATE TRIGGER brands_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
