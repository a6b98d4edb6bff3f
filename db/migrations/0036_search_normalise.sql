-- Issue 29: model numbers and units written one way in the search vectors, as the shop writes a query
-- (server/modules/catalog/search-normalise.ts, the same rules in the same order).
CREATE FUNCTION search_normalise(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
         regexp_replace(regexp_replace(lower(coalesce(t, '')),
           '(\d)\s*("|”|″|\minches\M|\minch\M)', '\1inch ', 'g'),
           '(\d)in\M', '\1inch', 'g'),
           '[[:punct:]]+', ' ', 'g'),
           '\m(\d+)g\M', '\1gb', 'g'),
           '\m(\d+)\s+(tb|gb|mb|hz|mhz|ghz|w|mm|inch)\M', '\1\2', 'g'),
           '\m(\d+)000gb\M', '\1tb', 'g'),
           '(\d{2,})(ti|super|xtx|xt)\M', '\1 \2', 'g'),
           '\m([a-z]{2,})(\d{2,})\M', '\1 \2', 'g')
$$;--> statement-breakpoint
ALTER TABLE "products" drop column "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_normalise(name)), 'A') || setweight(to_tsvector('simple', search_normalise(coalesce(brand, '') || ' ' || coalesce(category, ''))), 'B') || setweight(to_tsvector('english', search_normalise(description)), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "products" drop column "search_name";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_normalise(name)), 'A') || setweight(to_tsvector('simple', search_normalise(coalesce(brand, '') || ' ' || coalesce(category, ''))), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING gin ("search_name");
