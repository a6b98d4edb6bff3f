import type { Db } from '#db/client';
import type { Product, ProductSummary } from '#core/product';
import type { ProductFacets, ProductQuery, Suggestions } from '#core/schemas/catalog';
import { rowsById } from './rows-by-id';
import { searchTerms } from './search';
import type { SearchIndexHolder } from './search-index/holder';
import type { EnglishLexemes, SearchIndex } from './search-index/types';
import { productPage, type ProductPage } from './service';
import { matchingCategories } from './suggest';
import { emptyFacets } from './facets';

/**
 * The shop's listings, searches, facets and suggestions answered by the in-process search index
 * (decision 050), fresh as of the request: the index applies every change committed before it.
 * The SQL versions (service.ts listProducts, facets.ts, suggest.ts) stay as the index's test oracle.
 */

interface Keyword {
  terms: string[];
  english: EnglishLexemes;
  correctedKeyword?: string;
}

/**
 * The query's words, misspelt ones corrected unless `exact` (spelling.ts's rules), with their English
 * lexemes. Undefined without a keyword; null when the keyword has no word at all ('!!!': no match).
 */
async function keywordOf(holder: SearchIndexHolder, index: SearchIndex, q: Pick<ProductQuery, 'keyword' | 'exact'>) {
  if (!q.keyword) return undefined;
  const typed = searchTerms(q.keyword);
  if (!typed.length) return null;
  const fix = q.exact ? { terms: typed, corrected: false } : index.correct(typed);
  const english = await holder.lexemes(fix.terms);
  return { terms: fix.terms, english, ...(fix.corrected ? { correctedKeyword: fix.terms.join(' ') } : {}) } satisfies Keyword;
}

export async function indexedListProducts(
  holder: SearchIndexHolder,
  db: Db,
  q: ProductQuery,
  opts: { summary?: boolean } = {},
): Promise<ProductPage<Product | ProductSummary>> {
  const index = await holder.fresh();
  const keyword = await keywordOf(holder, index, q);
  if (keyword === null) return productPage(q, { rows: [], total: 0 }, opts);
  const page = index.page(q, keyword?.terms, keyword?.english);
  const rows = await rowsById(db, page.ids, Boolean(opts.summary));
  return productPage(q, { rows, total: page.total, pagesCap: page.pagesCap, correctedKeyword: keyword?.correctedKeyword }, opts);
}

export async function indexedFacets(holder: SearchIndexHolder, q: ProductQuery): Promise<ProductFacets> {
  const index = await holder.fresh();
  const keyword = await keywordOf(holder, index, q);
  if (keyword === null) return emptyFacets();
  const facets = index.facets(q, keyword?.terms, keyword?.english);
  return { ...facets, ...(keyword?.correctedKeyword ? { correctedKeyword: keyword.correctedKeyword } : {}) };
}

/** suggest.ts's answer: no spelling correction, the text is still being typed. */
export async function indexedSuggestions(holder: SearchIndexHolder, text: string): Promise<Suggestions> {
  const terms = searchTerms(text);
  if (!terms.length) return { products: [], categories: [] };
  const index = await holder.fresh();
  return { products: index.suggest(terms), categories: matchingCategories(text) };
}
