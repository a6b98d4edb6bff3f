import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mpesaPayments, orderEvents, orderItems, orders, paymentLedger } from '#db/schema';
import type { OrderStage } from '#core/orders/stages';
import type { AdminCustomersPage, AdminOrderDetail, AdminOrdersPage } from '#core/schemas/admin-find';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';

const { app, database } = await buildTestApp();
const db = database.db;
const admin = await createUser(database, { isAdmin: true, name: 'Shop Owner' });

const tag = () => randomBytes(3).toString('hex');
/** An order straight in the database: the search reads what is stored, however it got there. */
async function order(o: {
  id?: number;
  userId?: number | null;
  status?: OrderStage;
  total?: number;
  createdAt?: Date;
  paidAt?: Date | null;
  deliveryPhone?: string;
  payment?: { phone: string; receipt?: string; status?: 'paid' | 'failed'; desc?: string };
}) {
  const total = o.total ?? 1000;
  const [row] = await db
    .insert(orders)
    .values({
      ...(o.id ? { id: o.id } : {}),
      userId: o.userId ?? null,
      status: o.status ?? 'paid',
      itemsPrice: total,
      totalPrice: total,
      createdAt: o.createdAt ?? new Date(),
      paidAt: o.paidAt === undefined ? new Date() : o.paidAt,
      deliveryMethod: o.deliveryPhone ? 'courier' : 'pickup',
      deliveryAddress: o.deliveryPhone
        ? { county: 'Kisumu', town: 'Milimani', street: 'Oyoo St', landmark: '', phone: o.deliveryPhone }
        : null,
    })
    .returning();
  await db.insert(orderItems).values({ orderId: row.id, name: 'Test part', quantity: 1, price: total });
  if (o.payment) {
    await db.insert(mpesaPayments).values({
      orderId: row.id,
      phone: o.payment.phone,
      amount: Math.ceil(total),
      status: o.payment.status ?? 'paid',
      resultCode: o.payment.status === 'failed' ? 1032 : 0,
      resultDesc: o.payment.desc ?? 'The service request is processed successfully.',
      receiptNumber: o.payment.receipt ?? null,
      checkoutRequestId: `ws_CO_${tag()}`,
    });
  }
  return row;
}

const get = async <T>(url: string, status = 200) => {
  const res = await app.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};
const search = (qs: string) => get<AdminOrdersPage>(`/api/admin/orders?${qs}`);
const idsOf = (page: AdminOrdersPage) => page.orders.map((o) => o.id);

describe('orders search', () => {
  it('finds an order by its number exactly: "1" finds order 1, never 10 or 11', async () => {
    // The seed's orders are 1–10; 70001, 700010 and 700011 are written here (beyond where the sequence gets).
    for (const id of [70001, 700010, 700011]) await order({ id });
    expect(idsOf(await search('pageSize=100'))).toEqual(expect.arrayContaining([1, 10]));
    expect(idsOf(await search('q=1'))).toEqual([1]);
    expect(idsOf(await search('q=70001'))).toEqual([70001]);
    expect(idsOf(await search('q=KPC700011'))).toEqual([700011]);
    expect(idsOf(await search('q=%23700010'))).toEqual([700010]);
  });

  it('finds an order by the phone it was paid from, in every Kenyan spelling', async () => {
    const o = await order({ payment: { phone: '254712000111' } });
    for (const spelling of ['0712000111', '0712 000 111', '+254712000111', '254712000111', '712000111']) {
      expect(idsOf(await search(`q=${encodeURIComponent(spelling)}`)), spelling).toContain(o.id);
    }
    expect(idsOf(await search('q=0712000112'))).not.toContain(o.id);
  });

  it('finds an order by the phone given for delivery', async () => {
    const o = await order({ deliveryPhone: '254733444555', paidAt: null, status: 'awaiting_payment' });
    expect(idsOf(await search('q=0733%20444%20555'))).toEqual([o.id]);
  });

  it("finds orders by the customer's name or e-mail (any part, any case), and by M-Pesa receipt", async () => {
    const t = tag();
    const buyer = await createUser(database, { name: `Wanjiru Kamau${t}`, email: `wanjiru.${t}@mail.co.ke` });
    const a = await order({
      userId: buyer.user.id,
      payment: { phone: '254700000001', receipt: `SJK${t.toUpperCase()}1` },
    });
    const b = await order({ userId: buyer.user.id });
    expect(idsOf(await search(`q=kamau${t}`)).sort()).toEqual([a.id, b.id].sort());
    expect(idsOf(await search(`q=${encodeURIComponent(`wanjiru.${t}@mail`)}`)).sort()).toEqual([a.id, b.id].sort());
    expect(idsOf(await search(`q=${encodeURIComponent(`WANJIRU.${t}@MAIL.CO.KE`)}`)).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(idsOf(await search(`q=sjk${t}1`))).toEqual([a.id]);
    // The row carries the customer for the list.
    expect((await search(`q=kamau${t}`)).orders[0].customer).toEqual({
      id: buyer.user.id,
      name: buyer.user.name,
      email: buyer.user.email,
    });
  });

  it('takes a search text with LIKE wildcards literally', async () => {
    const res = await search('q=%25%25%25');
    expect(res.total).toBe(0);
  });

  it('filters by stage and by Nairobi days, and sorts by total both ways', async () => {
    const t = tag();
    const buyer = await createUser(database, { name: `Filter Buyer ${t}` });
    // 23:30 on 1 March in Nairobi is 20:30 UTC: it belongs to 1 March, not to 2 March.
    const late = await order({
      userId: buyer.user.id,
      total: 300,
      createdAt: new Date('2030-03-01T23:30:00+03:00'),
      status: 'dispatched',
    });
    const next = await order({
      userId: buyer.user.id,
      total: 900,
      createdAt: new Date('2030-03-02T00:10:00+03:00'),
      status: 'dispatched',
    });
    const other = await order({
      userId: buyer.user.id,
      total: 600,
      createdAt: new Date('2030-03-02T10:00:00+03:00'),
      status: 'delivered',
    });
    const q = `q=${encodeURIComponent(`Filter Buyer ${t}`)}`;
    expect(idsOf(await search(`${q}&from=2030-03-01&to=2030-03-01`))).toEqual([late.id]);
    expect(idsOf(await search(`${q}&from=2030-03-02`)).sort()).toEqual([next.id, other.id].sort());
    expect(idsOf(await search(`${q}&stage=dispatched&sort=total_desc`))).toEqual([next.id, late.id]);
    expect(idsOf(await search(`${q}&sort=total_asc`))).toEqual([late.id, other.id, next.id]);
    expect(idsOf(await search(`${q}&sort=oldest`))).toEqual([late.id, next.id, other.id]);
  });

  it('pages on the server: the count of all matches, and pages that do not overlap', async () => {
    const first = await search('pageSize=10');
    const second = await search('pageSize=10&page=2');
    expect(first.total).toBeGreaterThan(10);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    expect(first.orders).toHaveLength(10);
    expect(idsOf(second).some((id) => idsOf(first).includes(id))).toBe(false);
    const beyond = await search(`pageSize=10&page=${first.pages + 1}`);
    expect(beyond.orders).toEqual([]);
  });

  it('refuses bad filters with a message', async () => {
    for (const [qs, message] of [
      ['from=2030-03-05&to=2030-03-01', 'The start date must not be after the end date'],
      ['pageSize=7', 'Page size is one of 10, 20, 50, 100'],
      ['page=0', 'Page starts at 1'],
      ['from=yesterday', 'Dates look like 2026-11-24'],
      ['stage=lost', ''],
      ['sort=random', ''],
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/admin/orders?${qs}`, headers: admin.headers });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('is for the shop only', async () => {
    const customer = await createUser(database);
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders', headers: customer.headers })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
  });
});

describe('order detail and private notes', () => {
  it('shows the customer, each STK push and its result, the timeline with names, and the notes', async () => {
    const buyer = await createUser(database, { name: 'Detail Buyer' });
    const o = await order({
      userId: buyer.user.id,
      payment: { phone: '254711222333', status: 'failed', desc: 'Request cancelled by user' },
    });
    await db.insert(mpesaPayments).values({
      orderId: o.id,
      phone: '254711222333',
      amount: 1000,
      status: 'paid',
      resultCode: 0,
      receiptNumber: `QX${tag()}AB`,
    });
    await db.insert(orderEvents).values([
      { orderId: o.id, fromStage: 'awaiting_payment', stage: 'paid', actor: 'system' },
      { orderId: o.id, fromStage: 'paid', stage: 'processing', actor: 'admin', actorId: admin.user.id },
    ]);
    const detail = await get<AdminOrderDetail>(`/api/admin/orders/${o.id}`);
    expect(detail.customer).toMatchObject({ id: buyer.user.id, name: 'Detail Buyer', email: buyer.user.email });
    expect(detail.payments.map((p) => [p.status, p.resultDesc])).toEqual([
      ['failed', 'Request cancelled by user'],
      ['paid', null],
    ]);
    expect(detail.timeline.map((e) => [e.stage, e.actorName])).toEqual([
      ['paid', null],
      ['processing', 'Shop Owner'],
    ]);
    expect(detail.notes).toEqual([]);
  });

  it('keeps private notes from the shopper: not in their order, its list or its receipt data', async () => {
    const buyer = await createUser(database, { name: 'Note Buyer' });
    const o = await order({ userId: buyer.user.id });
    const secret = `Customer was rude on the phone ${tag()}`;
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.id}/notes`,
      headers: admin.headers,
      payload: { text: `  ${secret}  ` },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ text: secret, author: 'Shop Owner' });
    expect((await get<AdminOrderDetail>(`/api/admin/orders/${o.id}`)).notes.map((n) => n.text)).toEqual([secret]);
    const log = (
      await app.inject({ method: 'GET', url: `/api/admin/audit?entity=order&entityId=${o.id}`, headers: admin.headers })
    ).json();
    expect(log.entries[0]).toMatchObject({ actorId: admin.user.id, action: 'note', after: { text: secret } });
    for (const url of [`/api/orders/${o.id}`, '/api/orders/mine']) {
      const own = await app.inject({ method: 'GET', url, headers: buyer.headers });
      expect(own.statusCode, url).toBe(200);
      expect(own.body).not.toContain(secret);
    }
  });

  it('refuses an empty note, a note on a missing order, and notes from customers', async () => {
    const o = await order({});
    const empty = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.id}/notes`,
      headers: admin.headers,
      payload: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Write the note first');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/orders/999999/notes',
      headers: admin.headers,
      payload: { text: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders/abc', headers: admin.headers })).statusCode).toBe(
      404,
    );
    const customer = await createUser(database);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${o.id}/notes`,
      headers: customer.headers,
      payload: { text: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('customers', () => {
  it('lists order count, money spent (the ledger: received less given back), phone, joined and last order; finds them by phone', async () => {
    const t = tag();
    const buyer = await createUser(database, { name: `Otieno Customer${t}` });
    const paid = await order({ userId: buyer.user.id, total: 2000, createdAt: new Date('2030-05-01T10:00:00Z') });
    const refunded = await order({
      userId: buyer.user.id,
      total: 500,
      status: 'refunded',
      createdAt: new Date('2030-05-02T10:00:00Z'),
    });
    // Spent is the ledger's sum (issue 33): the refunded order's money went back; a part payment of
    // 300 on the paid order's over-payment is held (refund due) until it is given back.
    const row = { channel: 'manual', actor: 'system' } as const;
    await db.insert(paymentLedger).values([
      { ...row, kind: 'payment', orderId: paid.id, amount: 2000 },
      { ...row, kind: 'payment', orderId: paid.id, amount: 300 },
      { ...row, kind: 'payment', orderId: refunded.id, amount: 500 },
      { ...row, kind: 'refund', orderId: refunded.id, amount: -500 },
    ]);
    await order({
      userId: buyer.user.id,
      total: 700,
      status: 'awaiting_payment',
      paidAt: null,
      createdAt: new Date('2030-05-03T10:00:00Z'),
      payment: { phone: '254799888777', status: 'failed' },
    });
    const page = await get<AdminCustomersPage>(`/api/admin/customers?q=customer${t}`);
    expect(page.total).toBe(1);
    expect(page.customers[0]).toMatchObject({
      id: buyer.user.id,
      orderCount: 3,
      totalSpent: 2300,
      phone: '254799888777',
      lastOrderAt: '2030-05-03T10:00:00.000Z',
    });
    const byPhone = await get<AdminCustomersPage>('/api/admin/customers?q=0799%20888%20777');
    expect(byPhone.customers.map((c) => c.id)).toEqual([buyer.user.id]);
    const detail = await get<{ customer: { id: number }; orders: AdminOrdersPage }>(
      `/api/admin/customers/${buyer.user.id}`,
    );
    expect(detail.orders.total).toBe(3);
    expect(detail.orders.orders.map((o) => o.created_at)).toEqual([
      '2030-05-03T10:00:00.000Z',
      '2030-05-02T10:00:00.000Z',
      '2030-05-01T10:00:00.000Z',
    ]);
  });

  it('leaves staff accounts out, and pages', async () => {
    const list = await get<AdminCustomersPage>('/api/admin/customers?pageSize=100');
    expect(list.customers.map((c) => c.id)).not.toContain(admin.user.id);
    await get(`/api/admin/customers/${admin.user.id}`, 404);
    const p1 = await get<AdminCustomersPage>('/api/admin/customers?pageSize=10&sort=name');
    const p2 = await get<AdminCustomersPage>('/api/admin/customers?pageSize=10&sort=name&page=2');
    expect(p2.customers.some((c) => p1.customers.some((d) => d.id === c.id))).toBe(false);
  });
});
