-- Issue 29: the specification table's values (socket, memory type, interface, capacity, refresh rate,
-- wattage, chipset …) are words of the full search vector, weight D: found by a search, ranked below
-- a name (tier 1 reads only search_name) and below a description. And the owner's own synonym lines
-- (core/catalog/search-synonyms.ts), read at query time.
CREATE FUNCTION search_spec_values(s jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when jsonb_typeof(s) = 'object' then (select coalesce(string_agg(value, ' '), '') from jsonb_each_text(s)) else '' end
$$;--> statement-breakpoint
ALTER TABLE "products" drop column "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_normalise(name)), 'A') || setweight(to_tsvector('simple', search_normalise(coalesce(brand, '') || ' ' || coalesce(category, ''))), 'B') || setweight(to_tsvector('english', search_normalise(description)), 'C') || setweight(to_tsvector('simple', search_normalise(search_spec_values(specifications))), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "search_synonyms" text DEFAULT '' NOT NULL;
