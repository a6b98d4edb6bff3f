import { and, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { products } from '#db/schema';
import { CATEGORIES } from '#core/catalog/categories';
import type { Suggestions } from '#core/schemas/catalog';
import { rowsOf, visible } from './listing-sql';
import { searchTerms, termsTsQuery } from './search';

export const SUGGESTED_PRODUCTS = 5;
/**
 * Name matches looked at to choose the five: the first ones the index gives, so a two-letter prefix
 * matching 30,000 names costs the same as a rare word (the best rated and in-stock of them shown).
 */
const SUGGEST_POOL = 60;

/** Categories whose name has a word starting with every typed word ('gra' → Graphics Cards). */
export function matchingCategories(text: string) {
  const terms = searchTerms(text);
  if (!terms.length) return [];
  return CATEGORIES.filter((c) => c.id !== 'all')
    .filter((c) => {
      const words = searchTerms(`${c.name} ${c.id}`);
      return terms.every((t) => words.some((w) => w.startsWith(t)));
    })
    .map((c) => ({ id: c.id, name: c.name }));
}

/**
 * What the search box offers for typed text: up to five products whose name, brand or category has
 * every word (the last one as a beginning), and the matching categories. No spelling correction:
 * the text is still being typed.
 */
export async function suggestions(db: DbOrTx, text: string): Promise<Suggestions> {
  const tsquery = termsTsQuery(searchTerms(text));
  if (!tsquery) return { products: [], categories: [] };
  const rows = await rowsOf(
    db,
    sql`select id, name, price, image from (
          select ${products.id} as id, ${products.name} as name, ${products.price} as price, ${products.image} as image,
                 ${products.countInStock} > 0 as available, ${products.rating} as rating
            from ${products} where ${and(...visible(), sql`${products.searchName} @@ to_tsquery('simple', ${tsquery})`)} limit ${SUGGEST_POOL}
        ) pool order by available desc, rating desc, name, id limit ${SUGGESTED_PRODUCTS}`,
  );
  return {
    products: rows.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      price: Number(r.price),
      image: String(r.image),
    })),
    categories: matchingCategories(text),
  };
}
