import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, mailQueue, orderEvents, orderItems, orders, paymentLedger, products } from '#db/schema';
import { RETURN_MESSAGES } from '#core/schemas/returns';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';

// Issue 30 (decision 066): return and warranty requests, end to end through the API.
const { app, database } = await buildTestApp();
const db = database.db;
const admin = await createUser(database, { isAdmin: true });
const buyer = await createUser(database, { name: 'Achieng Buyer' });
const other = await createUser(database, { name: 'Other Shopper' });
const product = await pickProduct(database, { stock: 1000, offset: 70 });
await db.update(products).set({ warrantyMonths: 12 }).where(eq(products.id, product.id));
const DAY = 86_400_000;

/** A paid order of the buyer, delivered `daysAgo` days ago (placed by the admin, then given to the buyer). */
async function deliveredOrder(daysAgo: number) {
  const res = await placeOrder(app, admin.headers, [{ ...product, price: Number(product.price), quantity: 2 }]);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const at = new Date(Date.now() - daysAgo * DAY);
  const [row] = await db
    .update(orders)
    .set({ userId: buyer.user.id, status: 'delivered', paidAt: at, deliveredAt: at })
    .where(eq(orders.id, id))
    .returning();
  await db
    .insert(paymentLedger)
    .values({ kind: 'payment', orderId: id, amount: row.totalPrice, channel: 'manual', actor: 'system' });
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, id));
  return { id, item, total: Number(row.totalPrice) };
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const ask = (orderId: number, itemId: number, kind: 'return' | 'warranty', headers = buyer.headers, quantity = 1) =>
  post(`/api/orders/${orderId}/returns`, headers, {
    kind,
    reason: 'The fan rattles loudly',
    lines: [{ itemId, quantity }],
  });
const step = (id: number, body: object, headers = admin.headers) => post(`/api/admin/returns/${id}`, headers, body);
const stockOf = async () =>
  (await db.select({ n: products.countInStock }).from(products).where(eq(products.id, product.id)))[0].n;

describe('opening a request', () => {
  it('a return within the window is opened; outside it is refused with a clear 409', async () => {
    const late = await deliveredOrder(10);
    const res = await ask(late.id, late.item.id, 'return');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RETURN_MESSAGES.windowClosed(7));
    const sw = await app.inject({
      method: 'POST',
      url: `/api/orders/${late.id}/returns`,
      headers: { ...buyer.headers, 'accept-language': 'sw' },
      payload: { kind: 'return', reason: 'The fan rattles loudly', lines: [{ itemId: late.item.id, quantity: 1 }] },
    });
    expect(sw.statusCode).toBe(409);
    expect(sw.json().message).toBe('Muda wa siku 7 wa kurudisha bidhaa za oda hii umeisha');

    const fresh = await deliveredOrder(2);
    const ok = await ask(fresh.id, fresh.item.id, 'return');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'requested', kind: 'return', lines: [{ quantity: 1 }] });
    // The same line cannot be asked for twice while the first request is open.
    expect((await ask(fresh.id, fresh.item.id, 'return')).statusCode).toBe(409);
  });

  it('the window is a setting', async () => {
    const o = await deliveredOrder(10);
    const settings = (await app.inject({ method: 'GET', url: '/api/settings' })).json();
    const save = (days: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: admin.headers,
        payload: { ...settings, whatsappNumberFromEnv: undefined, currency: undefined, returnWindowDays: days },
      });
    expect((await save(14)).statusCode).toBe(200);
    expect((await ask(o.id, o.item.id, 'return')).statusCode).toBe(201);
    expect((await save(7)).statusCode).toBe(200);
  });

  it("another shopper's order is missing to them; more units than bought is a 400; undelivered is refused", async () => {
    const o = await deliveredOrder(1);
    expect((await ask(o.id, o.item.id, 'return', other.headers)).statusCode).toBe(404);
    expect((await ask(o.id, o.item.id, 'return', buyer.headers, 3)).statusCode).toBe(400);
    expect((await ask(o.id, 999_999, 'return')).statusCode).toBe(400);
    await db.update(orders).set({ status: 'dispatched' }).where(eq(orders.id, o.id));
    const res = await ask(o.id, o.item.id, 'return');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RETURN_MESSAGES.notDelivered);
    expect((await post(`/api/orders/abc/returns`, buyer.headers, {})).statusCode).toBe(400);
  });

  it('a shopper cannot approve, list every request or record serials', async () => {
    const o = await deliveredOrder(1);
    const made = (await ask(o.id, o.item.id, 'return')).json();
    expect((await step(made.id, { action: 'approve' }, buyer.headers)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/returns', headers: buyer.headers })).statusCode).toBe(
      403,
    );
    const mine = (await app.inject({ method: 'GET', url: '/api/returns/mine', headers: other.headers })).json();
    expect(mine.find((r: { id: number }) => r.id === made.id)).toBeUndefined();
  });
});

describe("the owner's steps", () => {
  it('a return resolved by refund: a ledger refund row, the order shows it, the units are back on the shelf', async () => {
    const o = await deliveredOrder(3);
    const made = (await ask(o.id, o.item.id, 'return')).json();
    expect((await step(made.id, { action: 'receive' })).statusCode).toBe(409);
    expect((await step(made.id, { action: 'approve', note: 'Bring it with the box' })).json().status).toBe('approved');
    expect((await step(made.id, { action: 'receive' })).json().status).toBe('received');
    expect((await step(made.id, { action: 'resolve', outcome: 'refund' })).statusCode).toBe(400);
    const before = await stockOf();
    const done = await step(made.id, { action: 'resolve', outcome: 'refund', reference: 'RFD123ABC' });
    expect(done.statusCode, done.body).toBe(200);
    const unit = Math.round((o.total / 2) * 100) / 100;
    expect(done.json()).toMatchObject({ status: 'resolved', outcome: 'refund', refundAmount: unit });
    expect(await stockOf()).toBe(before + 1);
    const ledger = await db
      .select()
      .from(paymentLedger)
      .where(and(eq(paymentLedger.orderId, o.id), eq(paymentLedger.kind, 'refund')));
    expect(ledger.map((l) => [Number(l.amount), l.reference])).toEqual([[-unit, 'RFD123ABC']]);
    const order = (await app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: buyer.headers })).json();
    expect(order.refunds).toEqual([expect.objectContaining({ amount: unit, reference: 'RFD123ABC' })]);
    expect(order.status).toBe('delivered');
    // Every step in the timeline, the shopper's mail and the audit log.
    const notes = (await db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).map((e) => e.note);
    expect(notes.filter((n) => n?.includes(made.number))).toHaveLength(4);
    const mails = await db.select().from(mailQueue).where(eq(mailQueue.kind, 'return'));
    expect(mails.filter((m) => m.subject?.startsWith(made.number))).toHaveLength(4);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(o.id)));
    expect(audit.map((a) => a.action)).toEqual(['return-approve', 'return-receive', 'return-resolve']);
    // A second refund of the same request is refused.
    expect((await step(made.id, { action: 'resolve', outcome: 'refund', reference: 'RFD999' })).statusCode).toBe(409);
  });

  it('a warranty request months after delivery, repaired: no money moves, the stock stays', async () => {
    const o = await deliveredOrder(200);
    expect((await ask(o.id, o.item.id, 'return')).statusCode).toBe(409);
    const made = (await ask(o.id, o.item.id, 'warranty')).json();
    expect(made.kind).toBe('warranty');
    const before = await stockOf();
    await step(made.id, { action: 'approve' });
    await step(made.id, { action: 'receive' });
    const done = await step(made.id, { action: 'resolve', outcome: 'repair', note: 'New fan fitted' });
    expect(done.json()).toMatchObject({
      status: 'resolved',
      outcome: 'repair',
      note: 'New fan fitted',
      refundAmount: null,
    });
    expect(await stockOf()).toBe(before);
    const refunds = await db
      .select()
      .from(paymentLedger)
      .where(and(eq(paymentLedger.orderId, o.id), eq(paymentLedger.kind, 'refund')));
    expect(refunds).toHaveLength(0);
  });

  it('a warranty request after the warranty, or for an item without one, is refused', async () => {
    const o = await deliveredOrder(400);
    expect((await ask(o.id, o.item.id, 'warranty')).json().message).toBe(RETURN_MESSAGES.warrantyEnded);
    await db.update(orderItems).set({ warrantyMonths: null }).where(eq(orderItems.id, o.item.id));
    expect((await ask(o.id, o.item.id, 'warranty')).json().message).toBe(RETURN_MESSAGES.noWarranty);
  });

  it('a decline needs a note; the list filters by status and kind', async () => {
    const o = await deliveredOrder(1);
    const made = (await ask(o.id, o.item.id, 'return')).json();
    expect((await step(made.id, { action: 'decline' })).statusCode).toBe(400);
    expect((await step(made.id, { action: 'decline', note: 'Seal broken by use' })).json().status).toBe('declined');
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/returns?status=declined&kind=return',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().returns.every((r: { status: string }) => r.status === 'declined')).toBe(true);
    expect(list.json().returns.map((r: { id: number }) => r.id)).toContain(made.id);
    expect((await step(999_999, { action: 'approve' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/returns?status=nope', headers: admin.headers })).statusCode,
    ).toBe(400);
  });
});

describe('serial numbers and photos', () => {
  it('serials recorded at dispatch are found by the admin search', async () => {
    const o = await deliveredOrder(1);
    // A serial has a digit (the search reads only such tokens as serials); base 36 of the clock may have none.
    const serial = `SN7${Date.now().toString(36).toUpperCase()}`;
    const put = (items: object[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${o.id}/serials`,
        headers: admin.headers,
        payload: { items },
      });
    expect((await put([{ itemId: o.item.id, serials: ['a', 'b', 'c'] }])).statusCode).toBe(400);
    const res = await put([{ itemId: o.item.id, serials: [serial.toLowerCase(), `${serial}X`] }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order_items[0].serial_numbers).toEqual([serial, `${serial}X`]);
    const found = await app.inject({ method: 'GET', url: `/api/admin/orders?q=${serial}`, headers: admin.headers });
    expect(found.json().orders.map((x: { id: number }) => x.id)).toEqual([o.id]);
  });

  it('a shopper uploads a photo (images only) and names it in the request', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const form = (data: Buffer, name: string) => {
      const b = 'returnsboundary';
      return {
        headers: { ...buyer.headers, 'content-type': `multipart/form-data; boundary=${b}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${b}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          data,
          Buffer.from(`\r\n--${b}--\r\n`),
        ]),
      };
    };
    const up = await app.inject({ method: 'POST', url: '/api/returns/photos', ...form(png, 'fan.png') });
    expect(up.statusCode, up.body).toBe(200);
    const [url] = up.json().urls as string[];
    expect(url).toMatch(/^\/uploads\/returns\/r[a-z0-9]+\.webp$/);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      ...form(Buffer.from('<svg/>'), 'x.svg'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'upload.notImage',
      values: { file: 'x.svg' },
      message: 'x.svg is not an image we can read',
    });
    // The shopper's language, said from the code.
    const sw = form(Buffer.from('<svg/>'), 'x.svg');
    const badSw = await app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      ...sw,
      headers: { ...sw.headers, cookie: 'lang=sw' },
    });
    expect(badSw.json().message).toBe('x.svg si picha tunayoweza kusoma');
    const guest = await app.inject({ method: 'POST', url: '/api/returns/photos', payload: {} });
    expect(guest.statusCode).toBe(401);
    const o = await deliveredOrder(1);
    const made = await post(`/api/orders/${o.id}/returns`, buyer.headers, {
      kind: 'return',
      reason: 'Cracked on arrival',
      lines: [{ itemId: o.item.id, quantity: 1 }],
      photos: [url],
    });
    expect(made.json().photos).toEqual([url]);
    const foreign = await post(`/api/orders/${o.id}/returns`, buyer.headers, {
      kind: 'warranty',
      reason: 'Cracked on arrival',
      lines: [{ itemId: o.item.id, quantity: 1 }],
      photos: ['https://evil.example/x.png'],
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('warranty months on products (admin form and CSV)', () => {
  const csvHeader = 'name,brand,category,price,countInStock,description,image,images,specifications';
  const send = (csv: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: csv,
    });

  it('the product answer carries it; the CSV exports it and an import sets, clears or keeps it', async () => {
    const page = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(page.json().warrantyMonths).toBe(12);
    const exported = await app.inject({ method: 'GET', url: '/api/admin/products.csv', headers: admin.headers });
    const [head, ...lines] = exported.body.split('\r\n');
    expect(head.endsWith(',warrantyMonths')).toBe(true);
    expect(lines.find((l) => l.startsWith(`${product.id},`))?.endsWith(',12')).toBe(true);

    const row = (months: string) =>
      `CSV Warranty SSD,Kingston,storage,4500,3,An SSD,/uploads/products/x-960.webp,,{}${months}`;
    const ok = await send([`${csvHeader},warrantyMonths`, row(',36')].join('\n'));
    expect(ok.statusCode, ok.body).toBe(200);
    const [made] = await db.select().from(products).where(eq(products.name, 'CSV Warranty SSD'));
    expect(made.warrantyMonths).toBe(36);
    const bad = await send([`${csvHeader},warrantyMonths`, row(',three')].join('\n'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Line 2: warrantyMonths: must be whole months (0 to 120) or empty');
    // A file without the column keeps it; an empty cell clears it.
    const keep = await send([`id,${csvHeader}`, `${made.id},${row('')}`].join('\n'));
    expect(keep.statusCode, keep.body).toBe(200);
    expect((await db.select().from(products).where(eq(products.id, made.id)))[0].warrantyMonths).toBe(36);
    await send([`id,${csvHeader},warrantyMonths`, `${made.id},${row(',')}`].join('\n'));
    expect((await db.select().from(products).where(eq(products.id, made.id)))[0].warrantyMonths).toBeNull();
  });
});
