/**
 * Model numbers and units written one way (issue 29), the same in documents and queries: the
 * search vectors run the SQL twin of these rules (`search_normalise`, migration 0036), so 'rtx4060'
 * and 'RTX 4060', '1 TB', '1TB' and '1000GB', '27"' and '27 inch' meet on the same words.
 * search-normalise.test.ts compares the two on PGlite and PostgreSQL.
 *
 * - inches: `27"`, `27 inch`, `27 inches`, `27in` → `27inch`
 * - capacity written as G ('12G' on graphics cards) → `12gb`; 1000gb → 1tb, 2000gb → 2tb
 * - a number and its unit glued: `1 tb`, `144 hz`, `850 w`, `16 gb` → `1tb`, `144hz`, `850w`, `16gb`
 * - a model's suffix split off: `4060ti` → `4060 ti`, `7800xt` → `7800 xt`
 * - a series and its number split: `rtx4060` → `rtx 4060`, `lga1700` → `lga 1700` (two letters or more
 *   and two digits or more: 'ddr5', 'i5', 'b650' stay whole)
 */
const UNITS = 'tb|gb|mb|hz|mhz|ghz|w|mm|inch';
const SUFFIXES = 'ti|super|xtx|xt';

export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/(\d)\s*(?:"|”|″|\binches\b|\binch\b)/g, '$1inch ')
    .replace(/(\d)in\b/g, '$1inch')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\b(\d+)g\b/g, '$1gb')
    .replace(new RegExp(`\\b(\\d+)\\s+(${UNITS})\\b`, 'g'), '$1$2')
    .replace(/\b(\d+)000gb\b/g, '$1tb')
    .replace(new RegExp(`(\\d{2,})(${SUFFIXES})\\b`, 'g'), '$1 $2')
    .replace(/\b([a-z]{2,})(\d{2,})\b/g, '$1 $2');
}
