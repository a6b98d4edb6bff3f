/**
 * An exact model first (issue 29): a search for 'rtx 4060' puts the RTX 4060 before the RTX 4060 Ti
 * and the 4060 SUPER when their relevance is equal. A name is a "longer model" when it has one of the
 * query's model numbers (three digits or more) followed by a suffix the query did not type. The
 * same test in JavaScript (the index) and in SQL (its oracle, keyword-search.ts).
 */
const SUFFIXES = ['ti', 'super', 'xtx', 'xt'];

/** The query's model numbers not followed by a suffix in the query; empty when there is none. */
export function bareModels(terms: string[]): string[] {
  return terms.filter((t, i) => /^\d{3,}$/.test(t) && !SUFFIXES.includes(terms[i + 1] ?? ''));
}

/** A POSIX pattern (case-insensitive) matching a name that extends one of the models with a suffix. */
export function longerModelPattern(models: string[]): string | undefined {
  if (!models.length) return undefined;
  return `(^|[^a-z0-9])(${models.join('|')})[ -]*(${SUFFIXES.join('|')})([^a-z0-9]|$)`;
}

export function longerModelTest(models: string[]): ((name: string) => boolean) | undefined {
  const pattern = longerModelPattern(models);
  if (!pattern) return undefined;
  const re = new RegExp(pattern, 'i');
  return (name) => re.test(name);
}
