import type { Product } from '#core/catalog/product';
import type { ProductFacets, ProductQuery } from '#core/schemas/catalog';

/**
 * The in-process search index (decision 050): what it holds of one product, read from products.
 * The vectors are PostgreSQL's own (`search_name::text`, `search::text`), so a document's words are
 * exactly the ones the database's full-text search would match.
 */
export interface SearchDoc {
  id: number;
  name: string;
  brand: string;
  category: string;
  /** Number(products.price) */
  price: number;
  countInStock: number;
  /** Number(products.rating) */
  rating: number;
  numReviews: number;
  /** status = 'active' (the shop's one visibility rule, decision 035) */
  active: boolean;
  image: string;
  /** products.search_name::text: "'4060':3A 'msi':1A 'rtx':2A 'graphics':5B …" */
  nameVector: string;
  /** products.search::text: the name vector's words plus the description's English stems (weight C) */
  fullVector: string;
  /**
   * md5 of the description, for the holder, not the engine: the spelling vocabulary holds the
   * description's words as written, and an edit can change them without changing their stems.
   */
  descriptionMd5?: string;
  /** products.specifications: the spec filters' values are read from it (issue 29 point 6). */
  specifications?: Record<string, string>;
}

/** A row of search_words: a word of an active product's name, description or specifications, and how many use it. */
export interface VocabularyWord {
  word: string;
  products: number;
}

/**
 * The English lexeme of each query word as `to_tsvector('english', word)` gives it (null: a stop
 * word, or nothing), in the order of the words. The 'simple' lexeme of a word is the word itself
 * (searchTerms() already lowercases and splits as the parser does).
 */
export type EnglishLexemes = (string | null)[];

/** The limits of decision 027 (tests pass small ones to reach every branch with the demo catalog). */
export interface IndexLimits {
  /** Matches a keyword search counts exactly (KEYWORD_EXACT_MAX); one more is read. */
  keywordExactMax: number;
  /** Matches a listing without keyword counts exactly (EXACT_TOTAL_MAX). */
  listingExactMax: number;
}

export interface IndexPage {
  /** The page's product ids, in order. */
  ids: number[];
  total: number;
  /** The most pages the order can give (relevance: the ranked matches only). */
  pagesCap?: number;
}

export interface IndexSuggestion {
  id: number;
  name: string;
  price: number;
  image: string;
}

export interface SearchIndex {
  /** Adds or replaces the documents given, and removes the ids given (a removed id may be unknown). */
  apply(changes: { upsert: SearchDoc[]; remove: number[] }): void;
  /** Replaces the spelling vocabulary (search_words). */
  setVocabulary(words: VocabularyWord[]): void;
  /** Active documents. */
  readonly size: number;
  /** The spelling rules (core/catalog/spelling-rules.ts) against the in-memory vocabulary: `exact` queries are not passed here. */
  correct(terms: string[]): { terms: string[]; corrected: boolean };
  /**
   * A listing page: q's filters, sort and page; with `terms` (already corrected) a keyword search,
   * `english` holding their English lexemes.
   */
  page(q: ProductQuery, terms?: string[], english?: EnglishLexemes): IndexPage;
  /** productFacets' counts (facets.ts) for q; `countedUpTo` when the matches were cut at the limit. */
  facets(q: ProductQuery, terms?: string[], english?: EnglishLexemes): Omit<ProductFacets, 'correctedKeyword'>;
  /** Up to five products for text being typed (suggest.ts's rule), best first. */
  suggest(terms: string[]): IndexSuggestion[];
  /** The suggestion rows of these ids (a search's first page offered while typing). */
  describe(ids: number[]): IndexSuggestion[];
}

/**
 * The port through which search reads the database: the only way in, so the module imports nothing
 * but core/. The catalog module gives it (server/modules/catalog/search-source.ts): products'
 * documents, the change feed (product_changes, migrations 0027–0028), the spelling vocabulary, query
 * words' English lexemes and full products for the product store.
 */
export interface SearchSource {
  /** The xmin to start from: taken BEFORE the initial load, so nothing committed during it is missed. */
  currentXmin(): Promise<string>;
  /** Products written by transactions running at `since` or begun after it, and where the next check starts. */
  changesSince(since: string): Promise<{ xmin: string; ids: number[] }>;
  /** Every product (active or not), in id batches. */
  allDocs(): AsyncIterable<SearchDoc[]>;
  /** The documents of these ids that still exist (an id missing from the answer was deleted). */
  docsByIds(ids: number[]): Promise<SearchDoc[]>;
  vocabulary(): Promise<VocabularyWord[]>;
  /** `to_tsvector('english', word)`'s lexeme of each word (null: a stop word). */
  englishLexemes(words: string[]): Promise<Map<string, string | null>>;
  /** Full products of these ids (any status), for the product store; an id with no product is skipped. */
  products(ids: number[]): Promise<Product[]>;
}
