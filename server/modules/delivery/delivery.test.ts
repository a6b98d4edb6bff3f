import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, orders, products } from '#db/schema';
import { DEFAULT_DELIVERY_OPTIONS } from '#core/delivery/defaults';
import { KENYA_COUNTIES } from '#core/delivery/counties';
import { quoteDelivery } from '#core/delivery/rules';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { buildTestApp } from '../../../test/app';
import { deliveryOrderPayload, KISUMU, orderPayload, pickProduct } from '../../../test/shop';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const admin = await createUser(database, { isAdmin: true });

let offset = 0;
/** A cart line of a product below the free-delivery threshold, with stock to spare. */
async function line(quantity = 1) {
  let p = await pickProduct(database, { offset: offset++ });
  while (Number(p.price) > 40_000) p = await pickProduct(database, { offset: offset++ });
  await database.db.update(products).set({ countInStock: 50 }).where(eq(products.id, p.id));
  return [
    {
      id: p.id,
      name: p.name,
      price: Number(p.price),
      image: p.image,
      quantity,
    },
  ];
}
const post = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/orders', headers, payload });

describe('GET and PUT /api/delivery', () => {
  it('answers the demo table, which covers every county, with the threshold and the 47 counties', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/delivery' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.freeDeliveryThreshold).toBe(50_000);
    expect(body.counties).toHaveLength(47);
    expect(body.options.zones.flatMap((z: { counties: string[] }) => z.counties).sort()).toEqual(
      [...KENYA_COUNTIES].sort(),
    );
  });

  it('keeps what the admin saves, and refuses a county in two zones, an unknown county or a bad cut-off', async () => {
    const options = structuredClone(DEFAULT_DELIVERY_OPTIONS);
    options.sameDay = { enabled: true, fee: 250, cutoff: '15:30' };
    const put = (body: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/delivery',
        headers: admin.headers,
        payload: body,
      });
    const saved = await put(options);
    expect(saved.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/delivery' })).json().options.sameDay).toEqual({
      enabled: true,
      fee: 250,
      cutoff: '15:30',
    });

    const twice = structuredClone(options);
    twice.zones[1].counties.push('Nairobi');
    const bad = await put(twice);
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('Nairobi is in two zones')]);
    const gotham = structuredClone(options);
    gotham.zones[0].counties.push('Gotham');
    expect((await put(gotham)).json().message).toContain('Gotham is not a county of Kenya');
    expect(
      (
        await put({
          ...options,
          sameDay: { ...options.sameDay, cutoff: '25:00' },
        })
      ).json().message,
    ).toContain('Cut-off must be a time like 16:00');
    await put(DEFAULT_DELIVERY_OPTIONS);
  });
});

describe('POST /api/orders with a delivery choice', () => {
  it('charges the courier zone of the county, stores the address as it was and remembers it', async () => {
    const buyer = await createUser(database);
    const items = await line();
    const before = quoteDelivery(
      DEFAULT_DELIVERY_OPTIONS,
      { method: 'courier', county: 'Kisumu' },
      {
        subtotal: items[0].price,
        freeDeliveryThreshold: 50_000,
        now: new Date(),
      },
    );
    const res = await post(buyer.headers, deliveryOrderPayload(items, { method: 'courier', address: KISUMU }, 600));
    expect(res.statusCode, res.body).toBe(201);
    const after = quoteDelivery(
      DEFAULT_DELIVERY_OPTIONS,
      { method: 'courier', county: 'Kisumu' },
      {
        subtotal: items[0].price,
        freeDeliveryThreshold: 50_000,
        now: new Date(),
      },
    );
    const order = res.json();
    expect(order).toMatchObject({
      shipping_price: 600,
      // VAT 16% on the goods and the delivery fee (decision 031).
      vat_price: Math.round((items[0].price + 600) * 0.16),
      total_price: items[0].price + 600 + Math.round((items[0].price + 600) * 0.16),
    });
    expect(order.delivery).toMatchObject({
      method: 'courier',
      zone: 'Western and Nyanza',
      fee: 600,
      address: { ...KISUMU, phone: '254712345678' },
    });
    // The server's clock decides the day (the cut-off may pass during the request: either answer is right).
    expect([before, after].map((q) => q.ok && q.quote.from)).toContain(order.delivery.expected_from);

    const book = (
      await app.inject({
        method: 'GET',
        url: '/api/addresses',
        headers: buyer.headers,
      })
    ).json();
    expect(book).toMatchObject([{ county: 'Kisumu', town: 'Milimani', phone: '254712345678' }]);
    expect(book[0].lastUsedAt).not.toBeNull();
    // Changing the book later leaves the order's snapshot alone.
    await app.inject({
      method: 'PUT',
      url: `/api/addresses/${book[0].id}`,
      headers: buyer.headers,
      payload: { ...KISUMU, town: 'Kondele' },
    });
    const again = (
      await app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}`,
        headers: buyer.headers,
      })
    ).json();
    expect(again.delivery.address.town).toBe('Milimani');
  });

  it('refuses a total worked out with a fee the server does not charge, and ignores a fee the client sends', async () => {
    const buyer = await createUser(database);
    const items = await line();
    const free = await post(buyer.headers, deliveryOrderPayload(items, { method: 'courier', address: KISUMU }, 0));
    expect([free.statusCode, free.json().message]).toEqual([400, ORDER_MESSAGES.totalMismatch]);
    const tampered = {
      ...deliveryOrderPayload(items, { method: 'courier', address: KISUMU }, 600),
      shippingPrice: 0,
      deliveryFee: 0,
    };
    (tampered.delivery as Record<string, unknown>).fee = 0;
    const res = await post(buyer.headers, tampered);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      shipping_price: 600,
      delivery: { fee: 600 },
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, res.json().id));
    expect(Number(row.shippingPrice)).toBe(600);
  });

  it('makes a paid option free above the threshold, and pickup free always', async () => {
    const buyer = await createUser(database);
    const p = await pickProduct(database, { stock: 50, offset: offset++ });
    const quantity = Math.floor(50_000 / Number(p.price)) + 1;
    const big = [
      {
        id: p.id,
        name: p.name,
        price: Number(p.price),
        image: p.image,
        quantity,
      },
    ];
    const res = await post(
      buyer.headers,
      deliveryOrderPayload(big, { method: 'courier', address: { ...KISUMU, county: 'Turkana' } }, 0),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().delivery).toMatchObject({
      method: 'courier',
      zone: 'Northern Kenya',
      fee: 0,
    });
    const pickup = await post(buyer.headers, deliveryOrderPayload(await line(), { method: 'pickup' }, 0));
    expect(pickup.json()).toMatchObject({
      shipping_price: 0,
      delivery: { method: 'pickup', zone: null, address: null, fee: 0 },
    });
  });

  it('refuses same-day outside Nairobi, a delivery without an address, and a county no zone covers', async () => {
    const buyer = await createUser(database);
    const items = await line();
    const kiambu = await post(
      buyer.headers,
      deliveryOrderPayload(items, { method: 'same_day', address: { ...KISUMU, county: 'Kiambu' } }, 300),
    );
    expect([kiambu.statusCode, kiambu.json().message]).toEqual([
      400,
      'Same-day delivery is only for addresses in Nairobi',
    ]);
    const nowhere = await post(buyer.headers, deliveryOrderPayload(items, { method: 'courier' }, 600));
    expect([nowhere.statusCode, nowhere.json().message]).toEqual([
      400,
      expect.stringContaining('Please enter the delivery address'),
    ]);
    const badPhone = await post(
      buyer.headers,
      deliveryOrderPayload(items, { method: 'courier', address: { ...KISUMU, phone: '12' } }, 600),
    );
    expect(badPhone.json().message).toContain("rider's phone number");

    const options = structuredClone(DEFAULT_DELIVERY_OPTIONS);
    options.zones = options.zones.filter((z) => z.name !== 'Coast');
    await app.inject({
      method: 'PUT',
      url: '/api/delivery',
      headers: admin.headers,
      payload: options,
    });
    const lamu = await post(
      buyer.headers,
      deliveryOrderPayload(items, { method: 'courier', address: { ...KISUMU, county: 'Lamu' } }, 600),
    );
    expect([lamu.statusCode, lamu.json().message]).toEqual([
      400,
      'We do not deliver to Lamu yet. Please choose pickup at the shop.',
    ]);
    await app.inject({
      method: 'PUT',
      url: '/api/delivery',
      headers: admin.headers,
      payload: DEFAULT_DELIVERY_OPTIONS,
    });

    const same = await post(
      buyer.headers,
      deliveryOrderPayload(items, { method: 'same_day', address: { ...KISUMU, county: 'Nairobi' } }, 300),
    );
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json().delivery).toMatchObject({
      method: 'same_day',
      zone: null,
      fee: 300,
    });
  });

  it("takes the spec's payload (no delivery) as pickup, free, with the spec's flat-fee total or the pickup total", async () => {
    const buyer = await createUser(database);
    const items = await line();
    const spec = orderPayload(items);
    const vatOf = (amount: number) => Math.round(amount * 0.16);
    expect(spec.totalPrice).toBe(spec.itemsPrice + 500 + vatOf(spec.itemsPrice + 500));
    const res = await post(buyer.headers, spec);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      shipping_price: 0,
      vat_price: vatOf(spec.itemsPrice),
      total_price: spec.itemsPrice + vatOf(spec.itemsPrice),
      delivery: { method: 'pickup', fee: 0, address: null },
    });
    const exact = await post(buyer.headers, {
      ...spec,
      totalPrice: spec.itemsPrice + vatOf(spec.itemsPrice),
    });
    expect(exact.statusCode).toBe(201);
    const wrong = await post(buyer.headers, {
      ...spec,
      totalPrice: spec.itemsPrice + vatOf(spec.itemsPrice) + 100,
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, ORDER_MESSAGES.totalMismatch]);
  });
});

describe('the address book', () => {
  const create = (headers: Record<string, string>, town: string) =>
    app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: { ...KISUMU, town },
    });

  it('keeps up to 5 addresses each, refusing the sixth with a message', async () => {
    const shopper = await createUser(database);
    for (let i = 1; i <= 5; i++) expect((await create(shopper.headers, `Town ${i}`)).statusCode).toBe(201);
    const sixth = await create(shopper.headers, 'Town 6');
    expect([sixth.statusCode, sixth.json().message]).toEqual([
      409,
      'You can keep up to 5 addresses. Please delete one first.',
    ]);
    // An order to a new address still goes through with a full book; the book stays as it was.
    const order = await post(
      shopper.headers,
      deliveryOrderPayload(await line(), { method: 'courier', address: { ...KISUMU, town: 'Town 7' } }, 600),
    );
    expect(order.statusCode, order.body).toBe(201);
    expect(await database.db.$count(addresses, eq(addresses.userId, shopper.user.id))).toBe(5);
  });

  it("answers another shopper's address like a missing one (404), and changes nothing", async () => {
    const owner = await createUser(database);
    const other = await createUser(database);
    const mine = (await create(owner.headers, 'Nyalenda')).json();
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: `/api/addresses/${mine.id}`,
        headers: other.headers,
        payload: method === 'PUT' ? KISUMU : undefined,
      });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Address not found']);
    }
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/addresses',
          headers: other.headers,
        })
      ).json(),
    ).toEqual([]);
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/addresses',
        headers: owner.headers,
      })
    ).json();
    expect(list).toMatchObject([{ id: mine.id, town: 'Nyalenda' }]);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/addresses/${mine.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/addresses/${mine.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses an incomplete address with the field named, and a guest', async () => {
    const shopper = await createUser(database);
    const res = await app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: shopper.headers,
      payload: { ...KISUMU, street: '' },
    });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      expect.stringContaining('Please enter the street or building'),
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
  });
});
