-- Custom SQL migration file, put your code below! --
-- Searches, facets and listings are answered by each process's in-memory index (decision 050), kept
-- current from product_changes. product_search (decision 048, migrations 0024 and 0025) was the
-- database path's narrow copy of products: only that path's SQL, now the index's test oracle, read it,
-- and it cost every write to products a second row. Its triggers go first (a write would otherwise
-- fail once the table is gone); the next migration drops the table.
DROP TRIGGER IF EXISTS product_search_insert ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_update ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_delete ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_truncate ON products;--> statement-breakpoint
DROP FUNCTION IF EXISTS product_search_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS product_search_update();--> statement-breakpoint
DROP FUNCTION IF EXISTS product_search_delete();--> statement-breakpoint
DROP FUNCTION IF EXISTS product_search_truncate();
