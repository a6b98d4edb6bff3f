import type { ProductQuery } from '#core/schemas/catalog';
import { BUILT_IN_RULES, parseSynonymLines, type SynonymRule } from '#core/catalog/search-synonyms';
import { priceWords } from './price-words';
import { searchTerms } from './search';

/**
 * What a shopper's search means (issue 29), worked out before the search runs, so the index and its
 * SQL oracle answer the same rewritten query: price words (price-words.ts) become a price bound or
 * the lowest prices first, synonyms (core/catalog/search-synonyms.ts) a category filter and the
 * catalog's words. When the rewritten query finds nothing, the search
 * answers the query as typed (`fallback`): a rule must never hide a product the words would find.
 */
export type UnderstoodQuery = ProductQuery & { fallback?: ProductQuery };

/** Rules by the phrase's first word, longest phrase first. */
export type SynonymTable = Map<string, SynonymRule[]>;

export function synonymTable(rules: SynonymRule[]): SynonymTable {
  const table: SynonymTable = new Map();
  for (const rule of rules) {
    const list = table.get(rule.phrase[0]) ?? [];
    list.push(rule);
    table.set(rule.phrase[0], list);
  }
  for (const list of table.values()) list.sort((a, b) => b.phrase.length - a.phrase.length);
  return table;
}

export const BUILT_IN = synonymTable(BUILT_IN_RULES);
let owners: { text: string; table: SynonymTable } = { text: '', table: BUILT_IN };

/** The built-in rules and the owner's lines from Settings (theirs first: they win), parsed once per text. */
export function shopSynonyms(ownerLines: string | undefined): SynonymTable {
  const text = ownerLines?.trim() ?? '';
  if (text !== owners.text)
    owners = { text, table: synonymTable([...parseSynonymLines(text).rules, ...BUILT_IN_RULES]) };
  return owners.table;
}

/** Whether the words at `at` are the phrase (its last word may carry a plural 's'). */
function matchesAt(terms: string[], at: number, phrase: string[]): boolean {
  if (at + phrase.length > terms.length) return false;
  return phrase.every((w, k) => terms[at + k] === w || (k === phrase.length - 1 && terms[at + k] === `${w}s`));
}

/** Joining words of English and Kiswahili that no product's name needs. */
const FILLERS = new Set(['ya', 'za', 'la', 'cha', 'vya', 'kwa', 'for', 'the', 'with', 'of']);

const lower = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);
const higher = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);

/** Kiswahili unit words, as the catalog's normalised unit (search-normalise.ts: '27inch', '850w'). */
const KISWAHILI_UNITS: Record<string, string> = { inchi: 'inch', wati: 'w' };

/**
 * 'inchi 27' and '27 inchi' (Kiswahili puts the unit either side of the number) as the documents
 * write the amount: '27inch'. The index and the SQL get the same rewritten words.
 */
export function unitsBeforeNumbers(terms: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < terms.length; i++) {
    const unit = KISWAHILI_UNITS[terms[i]];
    if (unit && /^\d+(\.\d+)?$/.test(terms[i + 1] ?? '')) {
      out.push(terms[++i] + unit);
    } else if (unit && out.length && /^\d+(\.\d+)?$/.test(out[out.length - 1])) {
      out[out.length - 1] += unit;
    } else out.push(terms[i]);
  }
  return out;
}

export function understandQuery(q: ProductQuery, table: SynonymTable = BUILT_IN): UnderstoodQuery {
  if (!q.keyword || q.exact) return q;
  const price = priceWords(q.keyword);
  const priced = price.minPrice !== undefined || price.maxPrice !== undefined || !!price.cheapFirst;
  const typedTerms = searchTerms(price.rest);
  const terms = unitsBeforeNumbers(typedTerms);
  const page = q.category && q.category !== 'all' ? q.category : undefined;
  let category = page;
  const out: string[] = [];
  let changed = terms.length !== typedTerms.length;
  for (let i = 0; i < terms.length;) {
    const rule = table.get(terms[i])?.find((r) => matchesAt(terms, i, r.phrase));
    // Another category than the page's leaves the words as they are; a second one named by the
    // words is what the first is for ('chaja ya kompyuta', 'cooler for gaming pc'): it goes.
    if (rule?.category && category && rule.category !== category) {
      if (page || rule.words.length) out.push(terms[i++]);
      else {
        i += rule.phrase.length;
        changed = true;
      }
      continue;
    }
    // Joining words ('ya', 'for') go when other words are left.
    if (!rule && FILLERS.has(terms[i]) && terms.length > 1) {
      i++;
      changed = true;
      continue;
    }
    if (!rule) {
      out.push(terms[i++]);
      continue;
    }
    if (rule.category) category = rule.category;
    const typed = terms.slice(i, i + rule.phrase.length).join(' ');
    changed ||= !!rule.category || rule.words.join(' ') !== typed;
    out.push(...rule.words);
    i += rule.phrase.length;
  }
  if (!changed && !priced) return q;
  const keyword = out.join(' ') || undefined;
  const cheapFirst = price.cheapFirst && (!q.sort || q.sort === 'relevance');
  const priceBound = {
    // The filter's bound and the words' together: the narrower range.
    minPrice: higher(q.minPrice, price.minPrice),
    maxPrice: lower(q.maxPrice, price.maxPrice),
    sort: cheapFirst ? ('price-low' as const) : q.sort,
  };
  const understood = { ...q, ...priceBound, keyword, category: category ?? q.category };
  // A synonym that finds nothing gives way to the words as typed (in the same price range).
  return changed ? { ...understood, fallback: { ...q, ...priceBound, keyword: price.rest } } : understood;
}

/** The query understood with the shop's synonyms (the owner's lines from the cached settings). */
export async function understood(
  settings: { get(): Promise<{ searchSynonyms?: string }> },
  q: ProductQuery,
): Promise<UnderstoodQuery> {
  if (!q.keyword) return q;
  return understandQuery(q, shopSynonyms((await settings.get()).searchSynonyms));
}
