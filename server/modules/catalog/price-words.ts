/**
 * Price words in a search (issue 29), English and Kiswahili, as a price bound: 'under 50k', 'below
 * 50,000', 'chini ya 50000' (at most), 'over 20k', 'zaidi ya 20,000' (at least), 'between 20k and
 * 40k', 'kati ya 20k na 40k'; 'cheap', 'budget', 'bei nafuu', 'rahisi' ask for the lowest prices
 * first. An amount written as money with no word of direction ('ram ksh 7000', '7,000 bob',
 * '7000/=') is the buyer's budget: at most that. The words leave the keyword.
 */
export interface PriceWords {
  rest: string;
  minPrice?: number;
  maxPrice?: number;
  cheapFirst?: boolean;
}

const AMOUNT = String.raw`(?:ksh\.?|kes|kshs|sh\.?)?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m|bob|\/=|\/-)?`;
const BELOW = String.raw`under|below|less than|cheaper than|at most|max|up to|upto|chini ya|isiyozidi|si zaidi ya|hadi`;
const ABOVE = String.raw`over|above|more than|at least|from|min|zaidi ya|juu ya|kuanzia`;
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
// Money by its currency before or after: a bare '4k' or '850' is a resolution or a model number.
const BUDGET = new RegExp(
  String.raw`\s(?:(?:ksh\.?|kes|kshs|sh\.?)\s*${NUMBER}\s*(k|m)?|${NUMBER}\s*(k|m)?\s*(?:bob|\/=|\/-|ksh|kes|shillings?))(?=\s)`,
);
const CHEAP = /(^|\s)(cheap|cheapest|budget|affordable|bei nafuu|bei rahisi|nafuu|rahisi)(?=\s|$)/g;

function amount(digits: string, unit: string | undefined): number {
  const n = Number(digits.replace(/,/g, ''));
  return Math.round(unit === 'k' ? n * 1000 : unit === 'm' ? n * 1_000_000 : n);
}

export function priceWords(keyword: string): PriceWords {
  let rest = ` ${keyword.toLowerCase()} `;
  const out: PriceWords = { rest: '' };
  const between = new RegExp(String.raw`\s(?:between|kati ya)\s+${AMOUNT}\s*(?:and|to|na|-)\s*${AMOUNT}(?=\s)`);
  const m = between.exec(rest);
  if (m) {
    out.minPrice = amount(m[1], m[2]);
    out.maxPrice = amount(m[3], m[4]);
    rest = rest.replace(m[0], ' ');
  }
  rest = rest.replace(new RegExp(String.raw`\s(?:${BELOW})\s+${AMOUNT}(?=\s)`), (_, d: string, u?: string) => {
    out.maxPrice = amount(d, u);
    return ' ';
  });
  rest = rest.replace(new RegExp(String.raw`\s(?:${ABOVE})\s+${AMOUNT}(?=\s)`), (_, d: string, u?: string) => {
    out.minPrice = amount(d, u);
    return ' ';
  });
  if (out.minPrice === undefined && out.maxPrice === undefined)
    rest = rest.replace(BUDGET, (_, d1?: string, u1?: string, d2?: string, u2?: string) => {
      out.maxPrice = amount((d1 ?? d2)!, u1 ?? u2);
      return ' ';
    });
  rest = rest.replace(CHEAP, () => {
    out.cheapFirst = true;
    return ' ';
  });
  out.rest = rest.replace(/\s+/g, ' ').trim();
  return out;
}
