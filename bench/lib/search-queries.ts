import pg from 'pg';

/** A query class of bench:search: every URL of a class asks the same kind of question. */
export const QUERY_CLASSES = [
  'word',
  'two words',
  'prefix',
  'typo',
  'model',
  'filters',
  'price range',
  'sort',
  'page',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface BenchQuery {
  cls: QueryClass;
  path: string;
}

/** A small deterministic random source, so that two runs (before and after) replay the same queries. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One or two edits: a letter dropped, replaced, doubled or two neighbours swapped ('ryzn', 'geforse'). */
export function typo(word: string, edits: number, rand: () => number): string {
  let w = word;
  for (let e = 0; e < edits; e++) {
    const i = 1 + Math.floor(rand() * (w.length - 2));
    const kind = Math.floor(rand() * 4);
    if (kind === 0) w = w.slice(0, i) + w.slice(i + 1);
    else if (kind === 1) w = w.slice(0, i) + LETTERS[Math.floor(rand() * 26)] + w.slice(i + 1);
    else if (kind === 2) w = w.slice(0, i) + w[i] + w.slice(i);
    else w = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  }
  return w === word ? `${w.slice(0, -1)}${w.at(-1) === 'x' ? 'z' : 'x'}` : w;
}

/**
 * 1,000 distinct API paths (by default) built from the catalog's own vocabulary: product names,
 * brands and categories read from the database the server uses.
 */
export async function buildQueries(databaseUrl: string, total = 1000, seed = 16): Promise<BenchQuery[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ name: string; brand: string; category: string; price: string }>(
      // Every product's chance to be picked is the same: a sample across the whole catalog.
      'select name, brand, category, price from products tablesample system (5) repeatable (16) limit 4000',
    )
    .finally(() => client.end());
  const rand = rng(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const wordsOf = (name: string) => name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const alpha = [...new Set(rows.flatMap((r) => wordsOf(r.name)).filter((w) => /^[a-z]{4,}$/.test(w)))];
  const models = [...new Set(rows.flatMap((r) => wordsOf(r.name)).filter((w) => /\d/.test(w) && w.length >= 3))];
  const categories = [...new Set(rows.map((r) => r.category))];
  const brands = [...new Set(rows.map((r) => `${r.category}|${r.brand}`))];
  const kw = (q: string, extra = '') => `/api/products?keyword=${encodeURIComponent(q)}${extra}`;

  const make: Record<QueryClass, () => string> = {
    word: () => kw(pick(alpha)),
    'two words': () => {
      const w = wordsOf(pick(rows).name);
      const i = Math.floor(rand() * Math.max(1, w.length - 1));
      return kw(w.slice(i, i + 2).join(' '));
    },
    prefix: () => {
      const w = pick(alpha.filter((x) => x.length >= 5));
      return kw(w.slice(0, 3 + Math.floor(rand() * 2)));
    },
    typo: () => {
      const w = pick(alpha.filter((x) => x.length >= 5));
      const t = typo(w, rand() < 0.6 ? 1 : 2, rand);
      return kw(rand() < 0.4 ? `${t} ${pick(models)}` : t);
    },
    model: () => {
      const r = pick(rows);
      const m = wordsOf(r.name).filter((w) => /\d/.test(w));
      return kw(m.length && rand() < 0.6 ? `${r.brand.toLowerCase()} ${pick(m)}` : pick(models));
    },
    filters: () => {
      const [category, brand] = pick(brands).split('|');
      const stock = pick(['all', 'in-stock', 'all', 'low-stock']);
      return `/api/products?category=${category}${rand() < 0.7 ? `&brand=${encodeURIComponent(brand)}` : ''}&stock=${stock}`;
    },
    'price range': () => {
      const r = pick(rows);
      const p = Number(r.price);
      const min = Math.round((p * (0.5 + rand() * 0.4)) / 1000) * 1000;
      const max = Math.round((p * (1.1 + rand())) / 1000) * 1000;
      const where = rand() < 0.5 ? `category=${pick(categories)}&` : `keyword=${encodeURIComponent(pick(alpha))}&`;
      return `/api/products?${where}minPrice=${min}&maxPrice=${max}`;
    },
    sort: () => {
      const sort = pick(['name', 'price-low', 'price-high', 'relevance']);
      // relevance is a keyword search's order; a listing without keyword sorts by rating instead.
      // A keyword search's default order is relevance: no sort parameter (the same URL before and after).
      return rand() < 0.75
        ? kw(pick(alpha), sort === 'relevance' ? '' : `&sort=${sort}`)
        : `/api/products?category=${pick(categories)}&sort=${sort === 'relevance' ? 'rating' : sort}`;
    },
    page: () => {
      const page = 2 + Math.floor(rand() * 4);
      return rand() < 0.6
        ? kw(pick(alpha), `&pageNumber=${page}`)
        : `/api/products?category=${pick(categories)}&pageNumber=${page}`;
    },
  };

  const seen = new Set<string>();
  const out: BenchQuery[] = [];
  const per = Math.ceil(total / QUERY_CLASSES.length);
  for (const cls of QUERY_CLASSES) {
    for (let tries = 0, n = 0; n < per && tries < per * 50 && out.length < total; tries++) {
      const path = make[cls]();
      if (seen.has(path)) continue;
      seen.add(path);
      out.push({ cls, path });
      n++;
    }
  }
  return out;
}

/** Suggestion requests: two to five letters of catalog words, as someone types them. */
export function suggestPaths(queries: BenchQuery[], total = 300): string[] {
  const words = [
    ...new Set(queries.flatMap((q) => new URL(q.path, 'http://x').searchParams.get('keyword')?.split(' ') ?? [])),
  ].filter((w) => /^[a-z]{5,}$/.test(w));
  const out = new Set<string>();
  const rand = rng(7);
  for (let i = 0; out.size < total && i < total * 20; i++) {
    const w = words[Math.floor(rand() * words.length)];
    out.add(`/api/products/suggest?q=${encodeURIComponent(w.slice(0, 2 + Math.floor(rand() * 4)))}`);
  }
  return [...out];
}

/**
 * The yardstick of issue 29 ("the long tail within 2× of a product lookup"): `/api/products/:id` for
 * `total` products sampled across the catalog, replayed on the same server in the same run.
 */
export async function lookupPaths(databaseUrl: string, total = 1000): Promise<{ cls: string; path: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ id: number }>(`select id from products tablesample system (5) repeatable (29) limit ${total}`)
    .finally(() => client.end());
  return rows.map((r) => ({ cls: 'lookup', path: `/api/products/${r.id}` }));
}
