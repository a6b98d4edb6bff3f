-- The vocabulary typos are corrected against (decision 024): every distinct word without digits of
-- the products' names, brands, categories and descriptions, with the number of products using it.
-- Punctuation splits words, as in the search vectors and the shop's query ('G.Skill': 'g', 'skill').
-- Words with digits (model and part numbers: 4060, 7800x3d, ms-7794x) are never corrected, so they
-- stay out: 1,500 words instead of 107,000 at 100,000 products. Statement-level
-- triggers with transition tables keep it current: one grouped upsert per statement (an import of
-- 2,000 rows is one statement), and an order's stock update, which changes no text, costs a join of
-- the few rows it touched.
CREATE FUNCTION product_words(name text, brand text, category text, description text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array(
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, regexp_replace(concat_ws(' ', name, brand, category, description), '[[:punct:]]+', ' ', 'g')))) w
     WHERE w !~ '[0-9]'
  );--> statement-breakpoint
CREATE FUNCTION search_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, products)
    SELECT w, count(*) FROM new_rows, unnest(product_words(name, brand, category, description)) w GROUP BY w
  ON CONFLICT (word) DO UPDATE SET products = search_words.products + excluded.products;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION search_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  -- A statement cannot update and delete the same row: the words left unused go in a second one.
  WITH d AS (SELECT w, count(*) AS n FROM old_rows, unnest(product_words(name, brand, category, description)) w GROUP BY w),
       u AS (UPDATE search_words s SET products = s.products - d.n FROM d WHERE s.word = d.w RETURNING s.word, s.products)
  SELECT array_agg(word) INTO gone FROM u WHERE products <= 0;
  DELETE FROM search_words WHERE word = ANY(gone);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION search_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  -- Stock, price and rating updates (every order) change no word: nothing to do.
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows x ON x.id = o.id
     WHERE (o.name, o.brand, o.category, o.description) IS DISTINCT FROM (x.name, x.brand, x.category, x.description)
  ) THEN
    RETURN NULL;
  END IF;
  WITH changed AS (
    SELECT o.name AS o_name, o.brand AS o_brand, o.category AS o_category, o.description AS o_description,
           x.name, x.brand, x.category, x.description
      FROM old_rows o JOIN new_rows x ON x.id = o.id
     WHERE (o.name, o.brand, o.category, o.description) IS DISTINCT FROM (x.name, x.brand, x.category, x.description)
  ), d AS (
    SELECT w, sum(n)::int AS n FROM (
      SELECT unnest(product_words(o_name, o_brand, o_category, o_description)) w, -1 n FROM changed
      UNION ALL
      SELECT unnest(product_words(name, brand, category, description)), 1 FROM changed
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
CREATE FUNCTION search_words_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_words;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_insert();--> statement-breakpoint
CREATE TRIGGER products_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_delete();--> statement-breakpoint
CREATE TRIGGER products_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_update();--> statement-breakpoint
CREATE TRIGGER products_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_truncate();--> statement-breakpoint
INSERT INTO search_words (word, products)
  SELECT w, count(*) FROM products, unnest(product_words(name, brand, category, description)) w GROUP BY w;
