import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, products, storeSettings } from '#db/schema';
import { orderPayload, pickProduct } from '../../../test/shop';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { markPaid } from './service';

// Decision 031: the server adds VAT, stores it on the order, and refuses a total that leaves it out.
const { app, database } = await buildTestApp();
const db = database.db;
const admin = await createUser(database, { isAdmin: true });
const buyer = await createUser(database);
// A whole-shilling price below the free-delivery threshold with 16% that is not whole: 1,999 x 16% = 319.84.
const product = await pickProduct(database, { stock: 500, offset: 40 });
await db.update(products).set({ price: 1_999 }).where(eq(products.id, product.id));
const line = [{ ...product, price: 1_999, quantity: 1 }];
const post = (payload: object, headers = admin.headers) =>
  app.inject({ method: 'POST', url: '/api/orders', headers, payload });
const stock = async () =>
  (await db.select({ n: products.countInStock }).from(products).where(eq(products.id, product.id)))[0].n;

async function setVat(vatMode: 'added' | 'included' | 'none', vatRate = 16) {
  await db.update(storeSettings).set({ vatMode, vatRate });
  app.settings.invalidate();
}
afterAll(() => setVat('added'));

describe('VAT on orders (default: registered, 16% added on ex-VAT prices)', () => {
  it('adds 16% to the goods, rounded to whole shillings, and stores the amount and rate on the order', async () => {
    await setVat('added');
    // Pickup (the spec payload, decision 018): KES 1,999 + VAT 320 (319.84) = 2,319.
    const res = await post({ ...orderPayload(line), totalPrice: 2_319 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      items_price: 1_999,
      shipping_price: 0,
      vat_price: 320,
      vat_rate: 16,
      vat_mode: 'added',
      total_price: 2_319,
    });
    const [row] = await db.select().from(orders).where(eq(orders.id, res.json().id));
    expect([Number(row.vatPrice), Number(row.vatRate), row.vatMode, Number(row.totalPrice)]).toEqual([
      320,
      16,
      'added',
      2_319,
    ]);
  });

  it("takes the spec client's flat-fee total with VAT on goods and fee (1,999 + 500 + 400)", async () => {
    const payload = orderPayload(line);
    expect(payload.totalPrice).toBe(2_899);
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a total that leaves the VAT out with a 400 that names the VAT, and takes no stock', async () => {
    const before = await stock();
    for (const totalPrice of [1_999, 2_499]) {
      const res = await post({ ...orderPayload(line), totalPrice });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'The order total leaves out VAT (16%): with VAT it is KES 2,319. Please review your cart.',
      );
    }
    expect(await stock()).toBe(before);
  });

  it('refuses any other wrong total with the general reason', async () => {
    const res = await post({ ...orderPayload(line), totalPrice: 2_000 });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'The order total does not match the current prices. Please review your cart.',
    ]);
  });
});

describe('the VAT setting', () => {
  it('prices including VAT: the total is the goods, the VAT inside it is shown', async () => {
    await setVat('included');
    const res = await post({ ...orderPayload(line), totalPrice: 1_999 });
    expect(res.statusCode, res.body).toBe(201);
    // 1,999 x 16/116 = 275.72
    expect(res.json()).toMatchObject({ vat_price: 276, vat_rate: 16, vat_mode: 'included', total_price: 1_999 });
  });

  it('not registered: no VAT', async () => {
    await setVat('none');
    const res = await post({ ...orderPayload(line), totalPrice: 1_999 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ vat_price: 0, vat_rate: 0, vat_mode: 'none', total_price: 1_999 });
  });

  it('is saved by the admin, read by everyone, and refused when out of range', async () => {
    const put = (body: object) =>
      app.inject({ method: 'PUT', url: '/api/settings', headers: admin.headers, payload: body });
    const current = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
    const { whatsappNumberFromEnv: _env, currency: _c, ...input } = current;
    const saved = await put({ ...input, vatMode: 'added', vatRate: 14 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
      vatMode: 'added',
      vatRate: 14,
    });
    const bad = await put({ ...input, vatMode: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/VAT/);
    expect((await put({ ...input, vatRate: 80 })).json().message).toMatch(/VAT rate must be at most 50%/);
    const notAdmin = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: buyer.headers,
      payload: { ...input, vatMode: 'none' },
    });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('does not change old orders: each keeps the VAT it was placed with, on the page and the receipt', async () => {
    await setVat('added', 16);
    const placed = await post({ ...orderPayload(line), totalPrice: 2_319 });
    const id = placed.json().id as number;
    await db.transaction((tx) => markPaid(tx, id));
    await setVat('none');
    const order = (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers })).json();
    expect(order).toMatchObject({ vat_price: 320, vat_rate: 16, vat_mode: 'added', total_price: 2_319 });
    const receipt = (
      await app.inject({ method: 'GET', url: `/api/orders/${id}/receipt`, headers: admin.headers })
    ).json();
    expect(receipt).toMatchObject({ vat: 320, vatLabel: 'VAT (16%)', total: 2_319 });
  });
});
