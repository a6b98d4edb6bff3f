/**
 * Specification filters (issue 29 point 6): the few specifications a PC buyer narrows a category
 * by, each read from the product's specification table and normalised so that '8 GB', '8GB' and
 * '8 GB GDDR6' are one value. The SQL twin (server/modules/catalog/spec-filter-sql.ts) must give
 * the same value for every string: spec-filter-sql.test.ts compares them on the database.
 */
export type SpecFilterKind = 'amount' | 'text';

export interface SpecFilter {
  /** The URL's name: `spec=vram:8gb,chip:nvidiageforcertx4060`. */
  id: string;
  /** The categories whose pages offer it. */
  categories: readonly string[];
  /** Specification keys read, the first one filled wins. */
  keys: readonly string[];
  /** amount: a number and its unit ('8 GB GDDR6' → 8gb); text: the whole value ('LGA 1700' → lga1700). */
  kind: SpecFilterKind;
}

export const SPEC_FILTERS: readonly SpecFilter[] = [
  { id: 'vram', categories: ['graphics-cards'], keys: ['Graphics RAM Size'], kind: 'amount' },
  { id: 'chip', categories: ['graphics-cards'], keys: ['Graphics Coprocessor'], kind: 'text' },
  { id: 'socket', categories: ['processors', 'motherboards'], keys: ['CPU Socket'], kind: 'text' },
  { id: 'cores', categories: ['processors'], keys: ['CPU Cores'], kind: 'amount' },
  { id: 'capacity', categories: ['storage'], keys: ['Digital Storage Capacity'], kind: 'amount' },
  { id: 'interface', categories: ['storage'], keys: ['Hard Disk Interface'], kind: 'text' },
  { id: 'size', categories: ['monitors'], keys: ['Screen Size'], kind: 'amount' },
  { id: 'refresh', categories: ['monitors'], keys: ['Refresh Rate'], kind: 'amount' },
  { id: 'wattage', categories: ['power-supply'], keys: ['Output Wattage', 'Wattage'], kind: 'amount' },
];

export const SPEC_FILTER_IDS = SPEC_FILTERS.map((f) => f.id);
export const specFilterById = (id: string) => SPEC_FILTERS.find((f) => f.id === id);
export const specFiltersOf = (category: string | undefined) =>
  category ? SPEC_FILTERS.filter((f) => f.categories.includes(category)) : [];

/**
 * The amount rule: a leading number, then an optional unit not followed by a letter. Inches are
 * 'in' ('27"', '27 inch', '27 inches'); a whole number of thousands of GB is TB ('1000 GB' = '1 TB').
 * The same pattern is the SQL twin's (POSIX ERE, case-insensitive there too).
 */
export const AMOUNT_PATTERN =
  '^[[:space:]]*([0-9]+(\\.[0-9]+)?)[[:space:]]*(tb|gb|mb|hz|w|inches|inch|in|")?([^a-z]|$)';
const AMOUNT = /^\s*([0-9]+(\.[0-9]+)?)\s*(tb|gb|mb|hz|w|inches|inch|in|")?([^a-z]|$)/i;

const UNIT: Record<string, string> = { inches: 'in', inch: 'in', in: 'in', '"': 'in' };

/** A number without trailing zeros ('27.0' → '27'), as PostgreSQL's trim_scale prints it. */
function plain(n: string): string {
  if (!n.includes('.')) return n.replace(/^0+(?=\d)/, '');
  return n.replace(/^0+(?=\d)/, '').replace(/\.?0+$/, '');
}

/** The normalised value of a specification string; null when it has none (no number, nothing left). */
export function specFilterValue(kind: SpecFilterKind, raw: string | undefined | null): string | null {
  if (raw == null) return null;
  if (kind === 'text') {
    const v = raw.toLowerCase().replace(/[^a-z0-9]+/g, '');
    return v || null;
  }
  const m = AMOUNT.exec(raw);
  if (!m) return null;
  let n = plain(m[1]);
  let unit = (m[3] ?? '').toLowerCase();
  unit = UNIT[unit] ?? unit;
  if (unit === 'gb' && /^[0-9]+$/.test(n) && Number(n) >= 1000 && Number(n) % 1000 === 0) {
    n = String(Number(n) / 1000);
    unit = 'tb';
  }
  return n + unit;
}

/** Spaces off both ends, as PostgreSQL's btrim(text) takes them (only spaces). */
const trimSpaces = (v: string) => v.replace(/^ +| +$/g, '');

/** The filter's specification as written: the first filled key's value, spaces trimmed; null when none. */
export function productSpecRaw(f: SpecFilter, specs: Record<string, unknown> | undefined | null): string | null {
  if (!specs) return null;
  for (const k of f.keys) {
    const v = specs[k];
    if (typeof v === 'string' && trimSpaces(v) !== '') return trimSpaces(v);
  }
  return null;
}

/** The filter's normalised value for a product's specifications (null: the product has none). */
export function productSpecValue(f: SpecFilter, specs: Record<string, unknown> | undefined | null): string | null {
  return specFilterValue(f.kind, productSpecRaw(f, specs));
}

const SHOWN_UNIT: Record<string, string> = { tb: ' TB', gb: ' GB', mb: ' MB', hz: ' Hz', w: ' W', in: '"' };

/** How an amount reads on the filter ('8gb' → '8 GB', '27in' → '27"'); text keeps the product's spelling. */
export function amountLabel(value: string): string {
  const m = /^([0-9.]+)([a-z]*)$/.exec(value);
  return m ? m[1] + (SHOWN_UNIT[m[2]] ?? m[2]) : value;
}

/** The order values are offered in: amounts by size, texts by label. */
export function compareSpecValues(kind: SpecFilterKind, a: { value: string; label: string }, b: typeof a): number {
  if (kind === 'amount') {
    const scale = (v: string) => parseFloat(v) * (v.endsWith('tb') ? 1000 : 1);
    const d = scale(a.value) - scale(b.value);
    if (d !== 0) return d;
  }
  return a.label < b.label ? -1 : a.label > b.label ? 1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

/** The `spec` parameter's pairs: 'vram:8gb,socket:am5' → { vram: '8gb', socket: 'am5' }. */
export function parseSpecParam(spec: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!spec) return out;
  for (const pair of spec.split(',')) {
    const at = pair.indexOf(':');
    if (at > 0) out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}

/** The canonical `spec` parameter (ids in SPEC_FILTERS order, so one listing has one cache key). */
export function formatSpecParam(values: Record<string, string | undefined>): string | undefined {
  const pairs = SPEC_FILTER_IDS.filter((id) => values[id]).map((id) => `${id}:${values[id]}`);
  return pairs.length ? pairs.join(',') : undefined;
}
