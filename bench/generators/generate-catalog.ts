/**
 * `npm run db:generate-catalog -- --products 100000 [--database-url URL] [--reset] [--batch 2000] [--images]`
 *
 * Fills a database with a large, realistic catalog for benchmarks: the demo products first (as the seed
 * writes them, featured ones with the lowest ids), then variants of them — other model suffixes, colours,
 * capacities and board-partner brands, prices around the original, stock levels from 0 to plenty — until
 * the products table holds `--products` rows. Categories keep the seed's spread, specifications are kept
 * (updated where a capacity changes) and images reuse the seed's image URLs (`--images` renders those
 * files into DATA_DIR/uploads, as the server's seed would; without it the URLs answer 404).
 *
 * Database: `--database-url`, else DATABASE_URL, else the embedded PGlite in DATA_DIR/db. It is migrated
 * first. Product i is a pure function of i, so a second run adds only what is missing; `--reset` empties
 * the products table first (TRUNCATE … CASCADE: reviews and order lines of those products go too).
 * Inserts go in batches of one statement each (`jsonb_to_recordset` of one JSON parameter), then VACUUM
 * ANALYZE, so the planner has statistics and index-only scans have a visibility map.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { count, sql } from 'drizzle-orm';
import type { ProductCategory } from '#core/catalog/categories';
import { openDatabase, type Db } from '../../db/client';
import { brands, productChanges, products } from '../../db/schema';
import { seedProducts, type SeedProduct } from '../../db/seed/catalog/index';
import { ensureProductImages, imageKey, imageUrl } from '../../db/seed/images';
import { ensureStoreSettings } from '../../db/seed/seed';

export interface GeneratedProduct {
  name: string;
  description: string;
  price: number;
  category: ProductCategory;
  brand: string;
  image: string;
  images: string[];
  specifications: Record<string, string>;
  countInStock: number;
}

/** Small, fast, seedable PRNG (mulberry32): the same index always gives the same product. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

// Other makers that sell the same kind of part: a variant may come from one of them (the name's
// leading brand is replaced), as a marketplace catalog lists the same chip from many board partners.
const PARTNER_BRANDS: Partial<Record<ProductCategory, string[]>> = {
  'graphics-cards': ['ASUS', 'MSI', 'Gigabyte', 'Zotac', 'Palit', 'PNY', 'Inno3D', 'Sapphire', 'PowerColor', 'XFX'],
  memory: ['G.Skill', 'Kingston', 'Corsair', 'TeamGroup', 'Crucial', 'ADATA', 'Patriot', 'Lexar'],
  motherboards: ['ASUS', 'MSI', 'Gigabyte', 'ASRock', 'Biostar'],
  'power-supply': [
    'Corsair',
    'Seasonic',
    'MSI',
    'Cooler Master',
    'be quiet!',
    'Gigabyte',
    'Thermaltake',
    'Antec',
    'EVGA',
  ],
  cases: [
    'NZXT',
    'Lian Li',
    'Corsair',
    'Fractal Design',
    'Phanteks',
    'Montech',
    'Cooler Master',
    'Deepcool',
    'Antec',
    'Cougar',
  ],
  'cpu-cooling': [
    'Noctua',
    'Deepcool',
    'Thermalright',
    'Cooler Master',
    'be quiet!',
    'Arctic',
    'NZXT',
    'Corsair',
    'ID-Cooling',
  ],
  storage: ['Samsung', 'Crucial', 'Kingston', 'Lexar', 'ADATA', 'TeamGroup', 'Seagate', 'Silicon Power'],
  monitors: ['LG', 'Samsung', 'ASUS', 'MSI', 'AOC', 'Dell', 'Gigabyte', 'BenQ', 'ViewSonic', 'Xiaomi'],
};

const SUFFIXES: Partial<Record<ProductCategory, string[]>> & { default: string[] } = {
  default: ['V2', 'Pro', 'SE', 'Plus', 'Elite', 'Gen 2', 'Mk II', 'Lite', 'Max', 'Edition 2025'],
  'graphics-cards': ['OC', 'OC Edition', 'Gaming', 'Eagle', 'Twin Edge', 'Triple Fan', 'Dual Fan', 'Low Profile', 'V2'],
  processors: ['(Box)', '(Tray)', 'with Cooler', 'Multipack', '(OEM)'],
  monitors: ['V2', 'Pro', 'HDR', '(2025)', 'Curved', 'E', 'G'],
  memory: ['RGB', 'Low Profile', 'V2', 'Elite', 'Pro'],
  storage: ['with Heatsink', 'Pro', 'Plus', 'V2', 'PCIe 4.0', 'Retail'],
  'gaming-pc': ['(2025)', 'Plus', 'Pro', 'Wi-Fi', '32GB RAM', '2TB SSD', 'Windows 11 Home', 'no OS'],
};

// Processors and storage drives come in one colour.
const COLOURS: Partial<Record<ProductCategory, string[]>> & { default: string[] } = {
  default: ['Black', 'White', 'Silver', 'Grey', 'Pink', 'Midnight Blue', 'Arctic White'],
  processors: [],
  storage: [],
  'graphics-cards': ['White', 'Black', 'White Edition'],
  motherboards: ['White', 'Black'],
};

const MEMORY_KITS = [8, 16, 32, 48, 64, 96, 128];
const STORAGE_SIZES = ['250GB', '500GB', '512GB', '1TB', '2TB', '4TB', '8TB'];
const gb = (size: string) => (size.endsWith('TB') ? Number(size.slice(0, -2)) * 1000 : Number(size.slice(0, -2)));

/** Rounds a price like a shop does: to 50 KES below 10,000, to 100 above. */
const shopPrice = (kes: number) => {
  const step = kes < 10_000 ? 50 : 100;
  return Math.max(step, Math.round(kes / step) * step);
};

/** Changes the capacity in a memory or storage name (and its specification); the price follows. */
function otherCapacity(p: GeneratedProduct, r: ReturnType<typeof rng>): number {
  if (p.category === 'memory') {
    const kit = /(\d+)GB \((\d)x(\d+)GB\)/.exec(p.name);
    const single = /(\d+)GB/.exec(p.name);
    if (!single) return 1;
    const from = Number(single[1]);
    const to = r.pick(MEMORY_KITS.filter((n) => n !== from && (!kit || n >= 16)));
    p.name = kit ? p.name.replace(kit[0], `${to}GB (2x${to / 2}GB)`) : p.name.replace(single[0], `${to}GB`);
    p.specifications['Computer Memory Size'] = kit ? `${to} GB (2 x ${to / 2} GB)` : `${to} GB`;
    return (to / from) ** 0.85;
  }
  const m = /(\d+)(GB|TB)\b/.exec(p.name);
  if (!m) return 1;
  const to = r.pick(STORAGE_SIZES.filter((s) => s !== m[0]));
  p.name = p.name.replace(m[0], to);
  if (p.specifications['Digital Storage Capacity'])
    p.specifications['Digital Storage Capacity'] = to.replace(/(GB|TB)$/, ' $1');
  return (gb(to) / gb(m[0])) ** 0.7;
}

/** Stock as a shop sees it: some sold out, some nearly (1–5), most with a few dozen. */
function stockLevel(r: ReturnType<typeof rng>): number {
  const x = r.next();
  if (x < 0.1) return 0;
  if (x < 0.25) return r.int(1, 5);
  if (x < 0.9) return r.int(6, 40);
  return r.int(41, 250);
}

/** Image URLs of a seed product: the very files the seed renders (db/seed/images.ts). */
function seedImages(def: SeedProduct): { image: string; images: string[] } {
  const keys = Array.from({ length: 1 + def.extraImages }, (_, v) => imageKey(def, v));
  return { image: imageUrl(keys[0]), images: keys.slice(1).map(imageUrl) };
}

/**
 * Product number `index` (0-based) of the generated catalog: the demo products first, as they are,
 * then variants of them, each seed product in turn (so categories keep the seed's proportions).
 */
export function generatedProduct(defs: SeedProduct[], index: number): GeneratedProduct {
  const def = defs[index % defs.length];
  const base: GeneratedProduct = {
    name: def.name,
    description: def.description,
    price: def.price,
    category: def.category,
    brand: def.brand,
    ...seedImages(def),
    specifications: { ...def.specifications },
    countInStock: def.countInStock,
  };
  if (index < defs.length) return base;

  const r = rng(index * 2654435761);
  const p = base;
  let factor = 0.85 + r.next() * 0.4;
  const notes: string[] = [];

  const partners = PARTNER_BRANDS[p.category];
  if (partners && p.name.startsWith(`${p.brand} `) && r.chance(0.3)) {
    const brand = r.pick(partners.filter((b) => b !== p.brand));
    p.name = `${brand}${p.name.slice(p.brand.length)}`;
    notes.push(`Made by ${brand}.`);
    p.brand = brand;
  }
  if ((p.category === 'memory' || p.category === 'storage') && r.chance(0.5)) factor *= otherCapacity(p, r);
  const suffixes = SUFFIXES[p.category] ?? SUFFIXES.default;
  if (r.chance(0.7)) {
    const suffix = r.pick(suffixes);
    p.name = `${p.name} ${suffix}`;
    factor *= 1 + r.next() * 0.12;
  }
  const colours = COLOURS[p.category] ?? COLOURS.default;
  if (colours.length && r.chance(0.35)) {
    const colour = r.pick(colours);
    p.name = `${p.name} ${colour}`;
    p.specifications.Colour = colour.replace(/ Edition$/, '');
    notes.push(`This is the ${colour.toLowerCase()} version.`);
    factor *= 1.03;
  }
  // A maker's part number, as marketplace listings carry: most variants get one, so few names repeat.
  if (r.chance(0.8)) {
    const code =
      p.brand
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 2)
        .toUpperCase() || 'PN';
    p.name = `${p.name} (${code}-${r.int(1000, 9999)}${r.pick(['', 'A', 'B', 'K', 'X', 'W'])})`;
  }
  if (notes.length) p.description = `${p.description} ${notes.join(' ')}`;
  p.price = shopPrice(p.price * factor);
  p.countInStock = stockLevel(r);
  return p;
}

export interface GenerateOptions {
  /** Rows the products table should hold at the end. */
  products: number;
  reset?: boolean;
  /** Rows per INSERT statement. */
  batch?: number;
  /** Render the seed's images into this uploads folder (as the server's seed does). */
  imagesDir?: string;
  log?: (msg: string) => void;
}

export async function generateCatalog(db: Db, opts: GenerateOptions) {
  const log = opts.log ?? (() => {});
  const batch = opts.batch ?? 2000;
  const defs = seedProducts();

  if (opts.imagesDir) {
    const { stats } = await ensureProductImages(defs, opts.imagesDir);
    log(`images: ${stats.generated} generated, ${stats.reused} reused in ${stats.ms} ms`);
  }
  if (opts.reset) {
    // CASCADE: reviews and order lines point to products.
    await db.execute(sql`truncate table ${products} restart identity cascade`);
    log('reset: the products table is empty');
  }
  const countRows = async () => Number((await db.select({ n: count() }).from(products))[0].n);
  const existing = await countRows();
  const wanted = Math.max(0, opts.products - existing);

  const labels = new Map<string, string>();
  for (const list of Object.values(PARTNER_BRANDS)) for (const b of list) labels.set(b.toLowerCase(), b);
  for (const def of defs) labels.set(def.brand.toLowerCase(), def.brand);
  await db
    .insert(brands)
    .values([...labels].map(([name, label]) => ({ name, label })))
    .onConflictDoNothing();
  await ensureStoreSettings(db);

  const insertBatch = async (from: number, n: number) => {
    const rows = Array.from({ length: n }, (_, k) => {
      const p = generatedProduct(defs, existing + from + k);
      return {
        name: p.name,
        description: p.description,
        price: p.price,
        category: p.category,
        brand: p.brand,
        image: p.image,
        images: p.images,
        specifications: p.specifications,
        count_in_stock: p.countInStock,
      };
    });
    // One parameter per batch (a JSON array): far fewer parameters to bind than a multi-row VALUES list.
    await db.execute(sql`
      insert into ${products} (name, description, price, category, brand, image, images, specifications, count_in_stock)
      select name, description, price, category, brand, image, images, specifications, count_in_stock
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(name text, description text, price numeric, category text, brand text, image text,
               images jsonb, specifications jsonb, count_in_stock int)`);
  };

  const started = performance.now();
  let next = 0;
  let done = 0;
  let lastLog = started;
  const worker = async () => {
    while (next < wanted) {
      const from = next;
      const n = Math.min(batch, wanted - from);
      next += n;
      await insertBatch(from, n);
      done += n;
      if (performance.now() - lastLog > 5000 || done === wanted) {
        lastLog = performance.now();
        const secs = (lastLog - started) / 1000;
        log(
          `  ${(existing + done).toLocaleString('en-US')} products (${Math.round(done / secs).toLocaleString('en-US')} rows/s)`,
        );
      }
    }
  };
  // The first batch alone, so the demo products keep the lowest ids in the seed's order; then two
  // statements in flight: the database builds search vectors while this process builds the next JSON.
  if (wanted) {
    next = Math.min(batch, wanted);
    await insertBatch(0, next);
    done = next;
  }
  await Promise.all([worker(), worker()]);
  const insertSeconds = (performance.now() - started) / 1000;

  const analyzeStarted = performance.now();
  // Statistics for the planner, and a visibility map so counts can use index-only scans.
  await db.execute(sql`vacuum (analyze) ${products}`);
  // The search index's change feed, one row per product written (decision 050): its xid index is read before every search.
  await db.execute(sql`vacuum (analyze) ${productChanges}`);
  const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;
  return { existing, inserted: wanted, total: await countRows(), insertSeconds, analyzeSeconds };
}

function parseArgs(argv: string[]) {
  const value = (name: string) => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i < 0) return undefined;
    return argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
  };
  const int = (name: string, fallback: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    // 100000, 100_000 and 100,000 all read as a hundred thousand.
    const n = Number(raw.replace(/[_,]/g, ''));
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number >= 1 (got '${raw}')`);
    return n;
  };
  return {
    products: int('products', 10_000),
    batch: int('batch', 2000),
    reset: argv.includes('--reset'),
    images: argv.includes('--images'),
    databaseUrl: value('database-url') || process.env.DATABASE_URL || undefined,
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const dataDir = process.env.DATA_DIR ?? './data';
  const database = await openDatabase(
    args.databaseUrl ? { url: args.databaseUrl, poolSize: 2 } : { dataDir: path.join(dataDir, 'db') },
  );
  const where = args.databaseUrl
    ? `PostgreSQL ${new URL(args.databaseUrl).pathname.slice(1)}`
    : `PGlite in ${path.join(dataDir, 'db')}`;
  try {
    await database.migrate();
    console.log(
      `Generating a catalog of ${args.products.toLocaleString('en-US')} products (${where}, ${args.batch} rows per insert)...`,
    );
    const r = await generateCatalog(database.db, {
      products: args.products,
      reset: args.reset,
      batch: args.batch,
      imagesDir: args.images ? path.join(dataDir, 'uploads') : undefined,
      log: (msg) => console.log(msg),
    });
    const rate = r.inserted ? `, ${Math.round(r.inserted / r.insertSeconds).toLocaleString('en-US')} rows/s` : '';
    console.log(
      `Inserted ${r.inserted.toLocaleString('en-US')} products in ${r.insertSeconds.toFixed(1)} s${rate}` +
        ` (${r.existing.toLocaleString('en-US')} were there); VACUUM ANALYZE ${r.analyzeSeconds.toFixed(1)} s. ` +
        `The catalog has ${r.total.toLocaleString('en-US')} products.`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error('Generating the catalog failed:', err);
    process.exit(1);
  });
}
