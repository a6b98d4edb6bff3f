-- Issue 29: the spelling vocabulary (search_words) also holds the words of the specification values
-- the search vector holds (search_spec_values, migration 0037). 'nvidia' is written only in the
-- specifications (the names say 'GeForce'), so 'nvidea' was neither found nor corrected. Same rules
-- as 0007/0017 otherwise: words without digits, active products only, one grouped statement.
DROP FUNCTION product_words(text, text, text, text);--> statement-breakpoint
CREATE FUNCTION product_words(name text, brand text, category text, description text, specifications jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array(
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, regexp_replace(concat_ws(' ', name, brand, category, description, search_spec_values(specifications)), '[[:punct:]]+', ' ', 'g')))) w
     WHERE w !~ '[0-9]'
  );--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, products)
    SELECT w, count(*) FROM new_rows, unnest(product_words(name, brand, category, description, specifications)) w
     WHERE status = 'active' GROUP BY w
  ON CONFLICT (word) DO UPDATE SET products = search_words.products + excluded.products;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  -- A statement cannot update and delete the same row: the words left unused go in a second one.
  WITH d AS (SELECT w, count(*) AS n FROM old_rows, unnest(product_words(name, brand, category, description, specifications)) w
              WHERE status = 'active' GROUP BY w),
       u AS (UPDATE search_words s SET products = s.products - d.n FROM d WHERE s.word = d.w RETURNING s.word, s.products)
  SELECT array_agg(word) INTO gone FROM u WHERE products <= 0;
  DELETE FROM search_words WHERE word = ANY(gone);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  -- Stock, price and rating updates (every order) change no word and no status: nothing to do.
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows x ON x.id = o.id
     WHERE (o.name, o.brand, o.category, o.description, o.specifications, o.status)
           IS DISTINCT FROM (x.name, x.brand, x.category, x.description, x.specifications, x.status)
  ) THEN
    RETURN NULL;
  END IF;
  WITH changed AS (
    SELECT o.name AS o_name, o.brand AS o_brand, o.category AS o_category, o.description AS o_description,
           o.specifications AS o_specifications, o.status = 'active' AS o_active,
           x.name, x.brand, x.category, x.description, x.specifications, x.status = 'active' AS active
      FROM old_rows o JOIN new_rows x ON x.id = o.id
     WHERE (o.name, o.brand, o.category, o.description, o.specifications, o.status)
           IS DISTINCT FROM (x.name, x.brand, x.category, x.description, x.specifications, x.status)
  ), d AS (
    SELECT w, sum(n)::int AS n FROM (
      SELECT unnest(product_words(o_name, o_brand, o_category, o_description, o_specifications)) w, -1 n FROM changed WHERE o_active
      UNION ALL
      SELECT unnest(product_words(name, brand, category, description, specifications)), 1 FROM changed WHERE active
    ) t GROUP BY w HAVING sum(n) <> 0
  ), added AS (
    INSERT INTO search_words (word, products) SELECT w, n FROM d WHERE n > 0
      ON CONFLICT (word) DO UPDATE SET products = search_words.products + excluded.products
  ), u AS (
    UPDATE search_words s SET products = s.products + d.n FROM d WHERE d.n < 0 AND s.word = d.w RETURNING s.word, s.products
  )
  SELECT array_agg(word) INTO gone FROM u WHERE products <= 0;
  DELETE FROM search_words WHERE word = ANY(gone);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Recount once, with the specification words of the active products.
DELETE FROM search_words;--> statement-breakpoint
INSERT INTO search_words (word, products)
  SELECT w, count(*) FROM products, unnest(product_words(name, brand, category, description, specifications)) w
   WHERE status = 'active' GROUP BY w;
