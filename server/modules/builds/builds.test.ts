/**
 * Build links, saved builds and "Build for me" through the API (issue 17), on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SLOT_CATEGORY, type BuildSlot } from '#core/build-pc/compatibility';
import { products } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const db = database.db;

async function inStockOf(slot: BuildSlot, offset = 0) {
  const [p] = await db
    .select()
    .from(products)
    .where(and(eq(products.category, SLOT_CATEGORY[slot]), gt(products.countInStock, 0)))
    .orderBy(products.id)
    .offset(offset)
    .limit(1);
  return p;
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('build links', () => {
  it("round trip: the link restores the parts with today's prices, and says which changed, sold out or went", async () => {
    const [cpu, gpu, ram, psu] = await Promise.all([
      inStockOf('cpu'),
      inStockOf('gpu'),
      inStockOf('ram'),
      inStockOf('psu'),
    ]);
    const created = await post('/api/builds', { parts: { cpu: cpu.id, gpu: gpu.id, ram: ram.id, psu: psu.id } });
    expect(created.statusCode, created.body).toBe(201);
    const { code, path, url } = created.json() as { code: string; path: string; url: string };
    expect(code).toMatch(/^[a-z0-9]{8}$/);
    expect(path).toBe(`/build-pc/b/${code}`);
    expect(url).toBe(`http://localhost:3000/build-pc/b/${code}`);

    const same = await get(`/api/builds/${code}`);
    expect(same.statusCode).toBe(200);
    const fresh = same.json();
    expect(
      fresh.slots.map((s: { slot: string; productId: number; change: string }) => [s.slot, s.productId, s.change]),
    ).toEqual([
      ['cpu', cpu.id, 'none'],
      ['gpu', gpu.id, 'none'],
      ['ram', ram.id, 'none'],
      ['psu', psu.id, 'none'],
    ]);
    expect(fresh.notices).toEqual([]);
    expect(fresh.total).toBe(cpu.price + gpu.price + ram.price + psu.price);

    // Sharing the same parts at the same prices again gives the same link.
    expect(
      (await post('/api/builds', { parts: { psu: psu.id, ram: ram.id, gpu: gpu.id, cpu: cpu.id } })).json().code,
    ).toBe(code);

    // Since it was shared: the CPU got dearer, the GPU sold out, the memory is no longer sold.
    await db
      .update(products)
      .set({ price: cpu.price + 2500 })
      .where(eq(products.id, cpu.id));
    await db.update(products).set({ countInStock: 0 }).where(eq(products.id, gpu.id));
    await db.delete(products).where(eq(products.id, ram.id));
    const later = (await get(`/api/builds/${code}`)).json();
    const bySlot = Object.fromEntries(later.slots.map((s: { slot: string }) => [s.slot, s]));
    expect(bySlot.cpu).toMatchObject({ change: 'price-up', sharedPrice: cpu.price, part: { price: cpu.price + 2500 } });
    expect(bySlot.gpu).toMatchObject({ change: 'out-of-stock', part: { countInStock: 0 } });
    expect(bySlot.ram).toMatchObject({ change: 'removed', part: null, sharedName: ram.name });
    expect(bySlot.psu).toMatchObject({ change: 'none' });
    const fmt = (n: number) => `KES ${n.toLocaleString('en-KE')}`;
    expect(later.notices).toEqual([
      `The ${cpu.name} costs ${fmt(cpu.price + 2500)} today, up from ${fmt(cpu.price)} when this build was shared.`,
      `The ${gpu.name} has sold out since this build was shared.`,
      `The ${ram.name} is no longer sold.`,
    ]);
    expect(later.total).toBe(cpu.price + 2500 + psu.price);
    expect(later.sharedTotal).toBe(cpu.price + gpu.price + ram.price + psu.price);

    // The preview picture is a JPEG.
    const jpeg = await get(`/build-pc/b/${code}/preview.jpg`);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses a part in the wrong slot, a missing product and an empty build with a clear 400; an unknown code is a 404', async () => {
    const gpu = await inStockOf('gpu');
    const wrong = await post('/api/builds', { parts: { cpu: gpu.id } });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, `Processor: ${gpu.name} is not a processor`]);
    const missing = await post('/api/builds', { parts: { cpu: 99_999_999 } });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Processor: product 99999999 does not exist']);
    const empty = await post('/api/builds', { parts: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Choose at least one part');
    for (const code of ['zzzzzzzz', 'NOT-A-CODE', '..%2f..']) {
      const res = await get(`/api/builds/${code}`);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Build not found: the link may be mistyped.']);
    }
    expect((await get('/build-pc/b/zzzzzzzz/preview.jpg')).statusCode).toBe(404);
  });
});

describe('saved builds', () => {
  it('a signed-in shopper saves, lists, renames, opens and deletes builds; nobody else can', async () => {
    const me = await createUser(database);
    const other = await createUser(database);
    const cpu = await inStockOf('cpu', 1);
    const board = await inStockOf('motherboard', 1);
    expect((await post('/api/builds/saved', { name: 'Gaming rig', parts: { cpu: cpu.id } })).statusCode).toBe(401);

    const saved = await post(
      '/api/builds/saved',
      { name: '  Gaming rig  ', parts: { cpu: cpu.id, motherboard: board.id } },
      me.headers,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const build = saved.json();
    expect(build).toMatchObject({ name: 'Gaming rig', partCount: 2, sharedTotal: cpu.price + board.price });
    // Opening it is its link.
    expect(
      (await get(`/api/builds/${build.code}`)).json().slots.map((s: { productId: number }) => s.productId),
    ).toEqual([cpu.id, board.id]);

    expect((await get('/api/builds/saved', me.headers)).json().builds.map((b: { name: string }) => b.name)).toEqual([
      'Gaming rig',
    ]);
    expect((await get('/api/builds/saved', other.headers)).json().builds).toEqual([]);

    const put = (id: number, name: string, headers: Record<string, string>) =>
      app.inject({ method: 'PUT', url: `/api/builds/saved/${id}`, payload: { name }, headers });
    expect((await put(build.id, 'Stolen', other.headers)).statusCode).toBe(404);
    const renamed = await put(build.id, 'Office PC', me.headers);
    expect([renamed.statusCode, renamed.json().name]).toEqual([200, 'Office PC']);
    expect((await put(build.id, '   ', me.headers)).json().message).toContain('Give the build a name');

    const del = (id: number | string, headers: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: `/api/builds/saved/${id}`, headers });
    expect((await del(build.id, other.headers)).statusCode).toBe(404);
    expect((await del('abc', me.headers)).statusCode).toBe(404);
    expect((await del(build.id, me.headers)).statusCode).toBe(200);
    expect((await get('/api/builds/saved', me.headers)).json().builds).toEqual([]);
    expect((await del(build.id, me.headers)).statusCode).toBe(404);
  });
});

describe('Build for me', () => {
  it('KES 150,000 for 1080p gaming: eight in-stock parts within budget, each with its reason', async () => {
    const res = await post('/api/builds/suggest', { budget: 150_000, use: 'gaming-1080p' });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.status).toBe('ok');
    expect(s.total).toBeLessThanOrEqual(150_000);
    expect(Object.keys(s.parts)).toHaveLength(8);
    expect(Object.values(s.parts).every((p) => (p as { countInStock: number }).countInStock > 0)).toBe(true);
    expect(Object.keys(s.reasons)).toHaveLength(8);
  });

  it('never suggests a part that sold out after the parts were read', async () => {
    const ask = async () => (await post('/api/builds/suggest', { budget: 200_000, use: 'gaming-1080p' })).json();
    const first = await ask();
    await db.update(products).set({ countInStock: 0 }).where(eq(products.id, first.parts.gpu.id));
    const second = await ask();
    expect(second.status).toBe('ok');
    expect(second.parts.gpu.id).not.toBe(first.parts.gpu.id);
    expect(second.parts.gpu.countInStock).toBeGreaterThan(0);
  });

  it('says what the cheapest build costs when the budget is too small, and refuses bad input with a 400', async () => {
    const low = (await post('/api/builds/suggest', { budget: 40_000, use: 'office' })).json();
    expect(low.status).toBe('over-budget');
    expect(low.cheapestTotal).toBeGreaterThan(40_000);
    for (const [body, message] of [
      [{ budget: 150_000, use: 'mining' }, 'Choose a use: gaming-1080p, gaming-1440p, office, creative'],
      [{ budget: 5, use: 'office' }, 'The budget must be at least KES 10,000'],
      [{ budget: 150_000.5, use: 'office' }, 'Enter the budget in whole shillings'],
    ] as const) {
      const res = await post('/api/builds/suggest', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
