import { describe, expect, it } from 'vitest';
import { productQuerySchema } from '#core/schemas/catalog';
import { priceWords } from './price-words';
import { understandQuery, unitsBeforeNumbers } from './search-intent';

const query = (keyword: string) => productQuerySchema.parse({ keyword });

describe('an amount written as money is a budget (issue 29, decision 061)', () => {
  it.each([
    ['ram ksh 7000', 'ram', 7000],
    ['ram kes 7,000', 'ram', 7000],
    ['ssd sh. 10k', 'ssd', 10_000],
    ['ssd 10,000 bob', 'ssd', 10_000],
    ['monitor 30000/=', 'monitor', 30_000],
    ['gpu 50k ksh', 'gpu', 50_000],
  ])('%s: at most the amount', (typed, rest, max) => {
    expect(priceWords(typed)).toEqual({ rest, maxPrice: max });
  });

  it('but a number without a currency stays a word (4k, 850, 1000w)', () => {
    for (const typed of ['4k monitor', 'psu 850', '1000w psu']) expect(priceWords(typed)).toEqual({ rest: typed });
  });

  it('and a direction word wins over the budget rule', () => {
    expect(priceWords('gpu over ksh 40000')).toEqual({ rest: 'gpu', minPrice: 40_000 });
  });
});

describe('Kiswahili units either side of the number (issue 29, decision 061)', () => {
  it('inchi and wati glue to their number as the documents write it', () => {
    expect(unitsBeforeNumbers(['skrini', 'ya', 'inchi', '27'])).toEqual(['skrini', 'ya', '27inch']);
    expect(unitsBeforeNumbers(['27', 'inchi'])).toEqual(['27inch']);
    expect(unitsBeforeNumbers(['chaja', 'wati', '850'])).toEqual(['chaja', '850w']);
    expect(unitsBeforeNumbers(['inchi'])).toEqual(['inchi']);
  });

  it('reach the understood query, with the words as typed kept as its fallback', () => {
    const q = understandQuery(query('skrini ya inchi 27'));
    expect(q.keyword).toBe('27inch');
    expect(q.category).toBe('monitors');
    expect(understandQuery(query('inchi 27')).keyword).toBe('27inch');
    expect(understandQuery(query('inchi 27')).fallback?.keyword).toBe('inchi 27');
  });
});
