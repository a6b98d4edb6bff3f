/**
 * Replaces every occurrence of the given words (case-insensitive) in the string values of a JSON value,
 * keys untouched: an audit entry keeps its shape and loses the person's name and e-mail.
 */
export function scrubJson(value: unknown, words: string[], replacement: string): unknown {
  if (typeof value === 'string') {
    return words.reduce(
      (text, w) => text.replace(new RegExp(w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), replacement),
      value,
    );
  }
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, words, replacement));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, words, replacement)]));
  return value;
}
