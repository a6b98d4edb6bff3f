import { and, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { products } from '#db/schema';
import { CATEGORIES } from '#core/catalog/categories';
import type { ProductQuery, Suggestions } from '#core/schemas/catalog';
import { rowsOf, visible } from './listing-sql';
import { searchTerms, termsTsQuery } from './search';
import { BUILT_IN, understandQuery, type SynonymTable, type UnderstoodQuery } from './search-intent';
import { listProducts } from './service';
import { correctTerms } from './spelling-sql';

export const SUGGESTED_PRODUCTS = 5;
/**
 * Name matches looked at to choose the five: the first ones the index gives, so a two-letter prefix
 * matching 30,000 names costs the same as a rare word (the best rated and in-stock of them shown).
 */
const SUGGEST_POOL = 60;

/**
 * Categories whose name has a word starting with every typed word ('gra' → Graphics Cards), or one of
 * whose synonyms (search-synonyms.ts) starts with the typed words ('gp' → Graphics Cards, 'kibo' →
 * Accessories), in English and Kiswahili.
 */
export function matchingCategories(text: string, table: SynonymTable = BUILT_IN) {
  const terms = searchTerms(text);
  if (!terms.length) return [];
  // The category the words name ('ssd 1tb nvme' → Storage), and those a synonym being typed begins.
  const named = suggestionQuery(terms, table).category;
  const bySynonym = new Set<string>(named && named !== 'all' ? [named] : []);
  if (terms.join('').length >= 2)
    for (const rules of table.values())
      for (const r of rules)
        if (
          r.category &&
          terms.every((t, i) => r.phrase[i]?.startsWith(t) && (i === terms.length - 1 || r.phrase[i] === t))
        )
          bySynonym.add(r.category);
  return CATEGORIES.filter((c) => c.id !== 'all')
    .filter((c) => {
      const words = searchTerms(`${c.name} ${c.id}`);
      return bySynonym.has(c.id) || terms.every((t) => words.some((w) => w.startsWith(t)));
    })
    .map((c) => ({ id: c.id, name: c.name }));
}

/**
 * The search's first products as suggestions, when no name starts with the typed words ('ssd 1tb
 * nvme', 'gpu'): the same query the results page would answer (search-intent.ts), five of it.
 */
export function suggestionQuery(words: string[], table?: SynonymTable): UnderstoodQuery {
  // Built, not parsed with zod: this runs on every keystroke's suggestions.
  const q: ProductQuery = { keyword: words.join(' '), pageSize: SUGGESTED_PRODUCTS, pageNumber: 1, stock: 'all' };
  return understandQuery(q, table);
}

/**
 * Words a synonym rule understands are not misspelt: 'kadi ya picha' names graphics cards, and
 * correcting 'picha' to 'pick' (no product says 'picha') lost that (decision 061).
 */
export const synonymsUnderstand = (terms: string[], table?: SynonymTable) =>
  suggestionQuery(terms, table).fallback !== undefined;

/**
 * What the search box offers for typed text: up to five products whose name, brand or category has
 * every word (the last one as a beginning), and the matching categories. No spelling correction:
 * the text is still being typed.
 */
export async function suggestions(db: DbOrTx, text: string, table: SynonymTable = BUILT_IN): Promise<Suggestions> {
  const terms = searchTerms(text);
  if (!terms.length) return { products: [], categories: [] };
  let words = terms;
  let found = await nameSuggestions(db, words);
  let corrected = false;
  if (!found.length && !synonymsUnderstand(terms, table)) {
    // A typo while typing ('ryzn 7'): the corrected words' suggestions, and "did you mean".
    const fix = await correctTerms(db, terms);
    if (fix.corrected) {
      words = fix.terms;
      corrected = true;
      found = await nameSuggestions(db, words);
    }
  }
  if (!found.length) {
    const q = suggestionQuery(words, table);
    let page = await listProducts(db, q, { summary: true });
    if (!page.total && q.fallback) page = await listProducts(db, q.fallback, { summary: true });
    found = page.products.map((p) => ({ id: p.id, name: p.name, price: p.price, image: p.image }));
  }
  return {
    products: found,
    categories: matchingCategories(words.join(' '), table),
    ...(corrected ? { correctedText: words.join(' ') } : {}),
  };
}

/** Up to five products whose name, brand or category has every word (the last one as a beginning). */
export async function nameSuggestions(db: DbOrTx, terms: string[]) {
  const tsquery = termsTsQuery(terms)!;
  const rows = await rowsOf(
    db,
    sql`select id, name, price, image from (
          select ${products.id} as id, ${products.nameFolded} as nf, ${products.name} as name, ${products.price} as price, ${products.image} as image,
                 ${products.countInStock} > 0 as available, ${products.rating} as rating
            from ${products} where ${and(...visible(), sql`${products.searchName} @@ to_tsquery('simple', ${tsquery})`)} limit ${SUGGEST_POOL}
        ) pool order by available desc, rating desc, nf, name, id limit ${SUGGESTED_PRODUCTS}`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name), price: Number(r.price), image: String(r.image) }));
}
