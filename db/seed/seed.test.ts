import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, notExists, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '#core/catalog/categories';
import { IMAGE_WIDTHS } from '#core/catalog/images';
import { DEFAULT_SETTINGS } from '#core/settings';
import { BUILDER_EXTRA_FIELDS, SPEC_FIELDS } from '#core/catalog/spec-fields';
import { type Database, openDatabase } from '#db/client';
import { brands, orderItems, orders, products, reviews, storeSettings, users } from '#db/schema';
import { seedProducts } from './catalog/index';
import { ensureProductImages } from './images';
import { seedDemoCatalog } from './seed';

type Row = typeof products.$inferSelect;

let database: Database;
let uploadsDir: string;
let first: { seeded: boolean; products: number };
let all: Row[];
const messages: string[] = [];

// The global setup has already rendered the demo images into its uploads folder; seeding into
// the same folder reuses them (files are keyed by content), which saves ~15 s of CPU per run.
const sharedUploads = inject('uploadsDir') as string | undefined;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  uploadsDir = sharedUploads ?? (await mkdtemp(path.join(tmpdir(), 'seed-test-')));
  first = await seedDemoCatalog(database.db, { uploadsDir, log: (m) => messages.push(m) });
  all = await database.db.select().from(products).orderBy(asc(products.id));
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir && !sharedUploads) await rm(uploadsDir, { recursive: true, force: true });
});

const ofCategory = (c: string) => all.filter((p) => p.category === c);
const spec = (p: Row, k: string) => p.specifications[k] ?? '';

describe('demo catalog', () => {
  it('fills every category with a realistic number of products', () => {
    expect(first.seeded).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(120);
    expect(first.products).toBe(all.length);
    for (const c of PRODUCT_CATEGORIES) expect(ofCategory(c).length, c).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
    expect(all.every((p) => p.price > 0 && p.description.length >= 40)).toBe(true);
  });

  it('fills every specification field of the category, and the builder fields', () => {
    for (const p of all) {
      const fields = [
        ...SPEC_FIELDS[p.category as keyof typeof SPEC_FIELDS],
        ...(BUILDER_EXTRA_FIELDS[p.category as keyof typeof SPEC_FIELDS] ?? []),
      ];
      for (const f of fields) expect(spec(p, f).trim(), `${p.name}: ${f}`).not.toBe('');
      expect(Object.keys(p.specifications).length, p.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('has out-of-stock and low-stock products, and features 8 in-stock products from several categories', () => {
    expect(all.filter((p) => p.countInStock === 0).length).toBeGreaterThanOrEqual(8);
    expect(all.filter((p) => p.countInStock >= 1 && p.countInStock <= 5).length).toBeGreaterThanOrEqual(10);
    const featured = all.slice(0, 8);
    expect(featured.every((p) => p.countInStock > 5)).toBe(true);
    expect(new Set(featured.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
  });

  it('keeps builder fields consistent', () => {
    const cpuSockets = new Set(ofCategory('processors').map((p) => spec(p, 'CPU Socket')));
    expect([...cpuSockets].every((s) => ['AM4', 'AM5', 'LGA1700', 'LGA1851'].includes(s))).toBe(true);
    for (const b of ofCategory('motherboards')) {
      expect(cpuSockets, b.name).toContain(spec(b, 'CPU Socket'));
      expect(['DDR4', 'DDR5']).toContain(spec(b, 'RAM Memory Technology'));
      expect(['ATX', 'Micro-ATX', 'Mini-ITX']).toContain(spec(b, 'Form Factor'));
      if (spec(b, 'CPU Socket') === 'AM5') expect(spec(b, 'RAM Memory Technology')).toBe('DDR5');
      if (spec(b, 'CPU Socket') === 'AM4') expect(spec(b, 'RAM Memory Technology')).toBe('DDR4');
    }
    const boardSockets = new Set(ofCategory('motherboards').map((b) => spec(b, 'CPU Socket')));
    for (const s of cpuSockets) expect(boardSockets, s).toContain(s);
    for (const m of ofCategory('memory')) expect(['DDR4', 'DDR5']).toContain(spec(m, 'RAM Memory Technology'));
    for (const p of [...ofCategory('processors'), ...ofCategory('graphics-cards')])
      expect(spec(p, 'TDP')).toMatch(/^\d+ W$/);
    for (const p of ofCategory('power-supply')) {
      expect(spec(p, 'Output Wattage')).toMatch(/^\d+ W$/);
      expect(spec(p, 'Wattage')).toBe(spec(p, 'Output Wattage'));
    }
    const formFactors = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'];
    for (const c of ofCategory('cases')) {
      for (const f of spec(c, 'Motherboard Compatibility').split(', ')) expect(formFactors).toContain(f);
    }
    for (const c of ofCategory('cpu-cooling')) {
      const sockets = spec(c, 'Compatible Devices').split(', ');
      for (const s of cpuSockets) expect(sockets, c.name).toContain(s);
    }
  });

  it('stores a real WebP at every width for every main and extra image', async () => {
    const withExtras = all.filter((p) => p.images.length > 0);
    expect(withExtras.length / all.length).toBeGreaterThan(0.25);
    expect(withExtras.length / all.length).toBeLessThan(0.45);
    expect(all.every((p) => p.images.length <= 3)).toBe(true);
    const checks = all.flatMap((p) =>
      [p.image, ...p.images].flatMap((url) => {
        const m = /^\/uploads\/products\/([a-z0-9-]+)-960\.webp$/.exec(url);
        expect(m, url).not.toBeNull();
        return IMAGE_WIDTHS.map((w) => ({ file: path.join(uploadsDir, 'products', `${m![1]}-${w}.webp`), w }));
      }),
    );
    const metas = await Promise.all(checks.map(({ file }) => sharp(file).metadata()));
    metas.forEach((meta, i) => {
      expect(meta.format, checks[i].file).toBe('webp');
      expect([meta.width, meta.height], checks[i].file).toEqual([checks[i].w, checks[i].w]);
      expect(meta.exif ?? meta.icc ?? meta.xmp).toBeUndefined();
    });
  });

  it('stores a 1200x630 link-preview JPEG for every main image (WhatsApp shows no WebP previews)', async () => {
    const files = all.map((p) =>
      path.join(uploadsDir, 'products', p.image.replace(/^\/uploads\/products\/(.+)-960\.webp$/, '$1-og.jpg')),
    );
    const metas = await Promise.all(files.map((file) => sharp(file).metadata()));
    for (const meta of metas) expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });
});

describe('demo customers, orders and reviews', () => {
  it('creates verified customers who cannot sign in', async () => {
    const people = await database.db.select().from(users);
    expect(people.length).toBeGreaterThanOrEqual(4);
    for (const u of people) {
      expect(u.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(u.passwordHash).toBe('!');
      expect(u.emailVerifiedAt).toBeInstanceOf(Date);
    }
  });

  it('records delivered orders whose totals add up at the product prices', async () => {
    const rows = await database.db.select().from(orders);
    const items = await database.db.select().from(orderItems);
    const price = new Map(all.map((p) => [p.id, p.price]));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const o of rows) {
      const lines = items.filter((i) => i.orderId === o.id);
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(l.price).toBe(price.get(l.productId!));
      const sum = lines.reduce((s, l) => s + l.price * l.quantity, 0);
      expect(o.itemsPrice).toBe(sum);
      expect(o.shippingPrice).toBe(sum > DEFAULT_SETTINGS.freeDeliveryThreshold ? 0 : DEFAULT_SETTINGS.deliveryFee);
      // 16% VAT on goods and delivery, whole shillings (decision 031), stored on the order.
      expect([o.vatMode, o.vatRate, o.vatPrice]).toEqual([
        'added',
        16,
        Math.round((o.itemsPrice + o.shippingPrice) * 0.16),
      ]);
      expect(o.totalPrice).toBe(o.itemsPrice + o.shippingPrice + o.vatPrice);
      expect(o.status).toBe('delivered');
      expect(o.paidAt!.getTime()).toBeLessThan(o.deliveredAt!.getTime());
      expect(o.deliveredAt!.getTime()).toBeLessThan(Date.now());
    }
  });

  it('has reviews only from customers who bought the product, one each', async () => {
    const rs = await database.db.select().from(reviews);
    expect(rs.length).toBeGreaterThanOrEqual(10);
    const db = database.db;
    const unbought = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderItems)
            .innerJoin(orders, eq(orders.id, orderItems.orderId))
            .where(
              and(
                eq(orders.userId, reviews.userId),
                eq(orderItems.productId, reviews.productId),
                eq(orders.status, 'delivered'),
              ),
            ),
        ),
      );
    expect(unbought).toEqual([]);
    expect(new Set(rs.map((r) => `${r.productId}|${r.userId}`)).size).toBe(rs.length);
    for (const r of rs) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.comment.length).toBeGreaterThanOrEqual(10);
      expect(r.createdAt.getTime()).toBeLessThan(Date.now());
    }
  });

  it("sets each product's rating and review count from its reviews", async () => {
    const rs = await database.db.select().from(reviews);
    for (const p of all) {
      const mine = rs.filter((r) => r.productId === p.id);
      expect(p.numReviews, p.name).toBe(mine.length);
      const avg = mine.length ? mine.reduce((s, r) => s + r.rating, 0) / mine.length : 0;
      expect(p.rating, p.name).toBeCloseTo(avg, 5);
    }
  });

  it('inserts the store settings row', async () => {
    const [row] = await database.db.select().from(storeSettings);
    expect(row).toMatchObject({
      id: 1,
      storeName: DEFAULT_SETTINGS.storeName,
      deliveryFee: DEFAULT_SETTINGS.deliveryFee,
    });
  });
});

describe('seeding again', () => {
  it('changes nothing in the database and regenerates no image', async () => {
    const snapshot = async () => {
      const db = database.db;
      const counts = [brands, users, orders, orderItems, reviews, storeSettings].map((t) =>
        db
          .select({ n: count() })
          .from(t)
          .then(([r]) => r.n),
      );
      return {
        products: await db.select().from(products).orderBy(asc(products.id)),
        counts: await Promise.all(counts),
      };
    };
    const before = await snapshot();
    expect(await seedDemoCatalog(database.db, { uploadsDir })).toEqual({ seeded: false, products: all.length });
    expect(await snapshot()).toEqual(before);
    const again = await ensureProductImages(seedProducts(), uploadsDir);
    expect(again.stats.generated).toBe(0);
  });

  it('logged the timing of images and inserts', () => {
    expect(messages.some((m) => /images .* in \d+ ms/.test(m))).toBe(true);
    expect(messages.some((m) => /inserted \d+ products/.test(m))).toBe(true);
  });
});
