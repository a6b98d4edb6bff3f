import type { DocStore } from './doc-store';
import type { FacetCube } from './facet-cube';
import type { Lexicon, Postings } from './lexicon';
import type { Matcher, Term } from './matching';
import { compileTerm } from './matching';
import { bareModels, longerModelTest } from '#core/catalog/model-rank';
import type { Orders } from './sort-orders';
import { rankOperands, type RankOperand } from './ts-rank';
import type { EnglishLexemes, IndexLimits } from './types';

/** What the query parts of the engine read. */
export interface IndexContext {
  store: DocStore;
  lexicon: Lexicon;
  matcher: Matcher;
  orders: Orders;
  /** Ids per category code: a category listing's candidates. */
  categoryPostings: Postings;
  /** Ids per lower(brand) code. */
  brandPostings: Postings;
  /** Active documents counted by category, brand, stock level and price band. */
  cube: FacetCube;
  limits: IndexLimits;
}

/**
 * A keyword's two tsqueries (search.ts termsTsQuery): 'simple', every word with the last one a
 * prefix unless it is one character; 'english', the same over the words' English lexemes, stop
 * words left out (none left: it matches nothing).
 */
export interface KeywordQuery {
  simple: Term[];
  english: Term[];
  /** ts_rank's view of `search_name @@ simple`: distinct operands, AND when two words or more. */
  nameRank: { ops: RankOperand[]; and: boolean };
  /** ts_rank's view of `search @@ (simple || english)`. */
  fullRank: { ops: RankOperand[]; and: boolean };
  /** Whether a name extends a typed model number with a suffix ('4060' → '4060 Ti'): ranked after (model-rank.ts). */
  longerModel?: (name: string) => boolean;
}

export function keywordQuery(lexicon: Lexicon, words: string[], english: EnglishLexemes = []): KeywordQuery {
  const last = words.length - 1;
  const prefixAt = (i: number) => i === last && words[i].length > 1;
  const simple = words.map((w, i) => compileTerm(lexicon, w, prefixAt(i)));
  const english_: Term[] = [];
  words.forEach((_, i) => {
    const lexeme = english[i];
    if (lexeme) english_.push(compileTerm(lexicon, lexeme, prefixAt(i)));
  });
  // (q1 || q2) is q1 alone when q2 is empty; otherwise its top operator is OR.
  const fullRank = english_.length
    ? { ops: rankOperands([...simple, ...english_]), and: false }
    : { ops: rankOperands(simple), and: simple.length > 1 };
  return {
    simple,
    english: english_,
    nameRank: { ops: rankOperands(simple), and: simple.length > 1 },
    fullRank,
    longerModel: longerModelTest(bareModels(words)),
  };
}
