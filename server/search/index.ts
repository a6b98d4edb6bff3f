/**
 * Search (decision 050, sealed by decision 071): the only way into server/search from outside. It
 * imports nothing of ours but core/; the database is read through the SearchSource port the catalog
 * module gives it. README.md: what it guarantees, how to add a filter, how to check a change.
 */
export type {
  EnglishLexemes,
  IndexLimits,
  IndexPage,
  IndexSuggestion,
  SearchDoc,
  SearchIndex,
  SearchSource,
  VocabularyWord,
} from './types';
export { createSearch, type Answer, type Search, type SearchOptions } from './search-service';
export type { HolderStats, SearchIndexHolder } from './holder';
export { createProductStore, type ProductStore, type ProductStoreStats } from './product-store';
// The pieces the SQL oracle and its differential tests compare with (server/modules/catalog/sql-oracle.ts).
export { createSearchIndex } from './engine';
export { emptyFacets } from './facet-counts';
export { parseTsVector } from './tsvector';
export { listJson, type ListMeta } from './list-json';
export { createListingCache, listingKey, type ListingCache } from './listing-cache';
