import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailQueue, orderEvents, orders, paymentLedger, products } from '#db/schema';
import { canMove } from '#core/orders/stages';
import { ORDER_STAGES, type OrderStage } from '#core/orders/stages';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { markPaid } from './service';

const { app, database } = await buildTestApp();
const db = database.db;
const admin = await createUser(database, { isAdmin: true });
const buyer = await createUser(database);
const product = await pickProduct(database, { stock: 1000, offset: 60 });
const stockOf = async () =>
  (await db.select({ n: products.countInStock }).from(products).where(eq(products.id, product.id)))[0].n;
const PAID_BEFORE: OrderStage[] = ['paid', 'processing', 'dispatched', 'delivered', 'collected', 'refunded'];

/**
 * An order of the buyer put straight into a stage (paid ones with a payment time), with its creation
 * event. Placed by the admin (exempt from the order rate limit and the unpaid cap), then given to the buyer.
 */
async function orderAt(stage: OrderStage, opts: { paid?: boolean } = {}) {
  const res = await placeOrder(app, admin.headers, [{ ...product, price: Number(product.price), quantity: 1 }]);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const paid = opts.paid ?? PAID_BEFORE.includes(stage);
  const [row] = await db
    .update(orders)
    .set({ userId: buyer.user.id, status: stage, paidAt: paid ? new Date() : null })
    .where(eq(orders.id, id))
    .returning();
  // A paid order holds its money on the ledger (decision 052); a refunded one gave it back.
  const money = { orderId: id, channel: 'manual' as const, actor: 'system' as const };
  if (paid) await db.insert(paymentLedger).values({ ...money, kind: 'payment', amount: row.totalPrice });
  if (paid && stage === 'refunded')
    await db.insert(paymentLedger).values({ ...money, kind: 'refund', amount: -row.totalPrice });
  return id;
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers, payload });
const statusOf = async (id: number) =>
  (await db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
const lastEvent = async (id: number) =>
  (await db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id)).at(-1)!;

const dispatch = { courierName: 'G4S', trackingReference: 'G4S-12345' };

describe('every admin stage move through POST /api/orders/:id/stage', () => {
  const cases = ORDER_STAGES.flatMap((from) =>
    (['processing', 'dispatched', 'delivered', 'collected'] as const).map((to) => [from, to] as const),
  );
  it.each(cases)('%s → %s', async (from, to) => {
    const id = await orderAt(from);
    const res = await post(`/api/orders/${id}/stage`, admin.headers, {
      stage: to,
      ...(to === 'dispatched' ? dispatch : {}),
    });
    if (canMove(from, to, 'admin')) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(to);
      expect(await lastEvent(id)).toMatchObject({ fromStage: from, stage: to, actor: 'admin', actorId: admin.user.id });
      expect(res.json().timeline.at(-1)).toMatchObject({ stage: to, from, actor: 'admin' });
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/^An order that is .* cannot be moved to /);
      expect(await statusOf(id)).toBe(from);
    }
  });

  it('a shopper cannot move an order on, even their own (403)', async () => {
    const id = await orderAt('paid');
    expect((await post(`/api/orders/${id}/stage`, buyer.headers, { stage: 'processing' })).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('paid');
  });

  it('dispatched needs a courier with its tracking reference, or a valid rider phone', async () => {
    const id = await orderAt('processing');
    const bare = await post(`/api/orders/${id}/stage`, admin.headers, { stage: 'dispatched', courierName: 'G4S' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(ORDER_MESSAGES.dispatchDetails);
    const badPhone = await post(`/api/orders/${id}/stage`, admin.headers, { stage: 'dispatched', riderPhone: '12345' });
    expect(badPhone.json().message).toBe(ORDER_MESSAGES.riderPhone);
    const rider = await post(`/api/orders/${id}/stage`, admin.headers, {
      stage: 'dispatched',
      riderPhone: '0712 345 678',
    });
    expect(rider.statusCode).toBe(200);
    expect(rider.json()).toMatchObject({ status: 'dispatched', rider_phone: '254712345678', courier_name: null });
    expect(rider.json().timeline.at(-1).note).toBe('rider 254712345678');
  });
});

describe('cancel (shopper and admin) and refund, from every stage', () => {
  it.each(ORDER_STAGES)('the shopper cancels an order that is %s', async (from) => {
    const id = await orderAt(from);
    const stock = await stockOf();
    const res = await post(`/api/orders/${id}/cancel`, buyer.headers);
    if (canMove(from, 'cancelled', 'customer')) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('cancelled');
      expect(await stockOf()).toBe(stock + 1);
      expect(await lastEvent(id)).toMatchObject({ fromStage: from, stage: 'cancelled', actor: 'customer' });
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ORDER_MESSAGES.notCancellable);
      expect(await stockOf()).toBe(stock);
    }
  });

  it.each(ORDER_STAGES)(
    'the admin cancels an order that is %s (reason, and the refund reference when paid)',
    async (from) => {
      const id = await orderAt(from);
      const stock = await stockOf();
      const paid = PAID_BEFORE.includes(from);
      const res = await post(`/api/orders/${id}/cancel`, admin.headers, {
        reason: 'Customer asked',
        refundReference: 'RFD123ABC',
      });
      if (canMove(from, 'cancelled', 'admin')) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          status: paid ? 'refunded' : 'cancelled',
          cancel_reason: 'Customer asked',
          refund_reference: paid ? 'RFD123ABC' : null,
        });
        expect(await stockOf()).toBe(stock + 1);
        expect(
          res
            .json()
            .timeline.slice(paid ? -2 : -1)
            .map((e: { stage: string }) => e.stage),
        ).toEqual(paid ? ['cancelled', 'refunded'] : ['cancelled']);
      } else {
        expect(res.statusCode).toBe(409);
        expect(await stockOf()).toBe(stock);
      }
    },
  );

  it('the admin must give a reason, and for a paid order the refund reference', async () => {
    const unpaid = await orderAt('awaiting_payment');
    expect((await post(`/api/orders/${unpaid}/cancel`, admin.headers, {})).json().message).toBe(
      ORDER_MESSAGES.reasonRequired,
    );
    const paid = await orderAt('paid');
    const res = await post(`/api/orders/${paid}/cancel`, admin.headers, { reason: 'Out of stock at supplier' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.refundReferenceRequired);
    expect(await statusOf(paid)).toBe('paid');
  });

  it.each([
    ['cancelled', true, 200],
    ['cancelled', false, 409],
    ...ORDER_STAGES.filter((s) => s !== 'cancelled').map((s) => [s, PAID_BEFORE.includes(s), 409] as const),
  ] as const)('refund of an order that is %s (paid before: %s) → %i', async (from, paid, code) => {
    const id = await orderAt(from, { paid });
    const res = await post(`/api/orders/${id}/refund`, admin.headers, { reference: 'RFD999XYZ' });
    expect(res.statusCode, res.body).toBe(code);
    if (code === 200) {
      expect(res.json()).toMatchObject({ status: 'refunded', refund_reference: 'RFD999XYZ' });
      expect(await lastEvent(id)).toMatchObject({
        fromStage: 'cancelled',
        stage: 'refunded',
        note: 'M-Pesa RFD999XYZ',
      });
    } else expect(await statusOf(id)).toBe(from);
    expect((await post(`/api/orders/${id}/refund`, buyer.headers, { reference: 'X' })).statusCode).toBe(403);
  });
});

describe("the spec's completed/pending toggle on the stages", () => {
  it.each(ORDER_STAGES)('completed on an order that is %s', async (from) => {
    const id = await orderAt(from);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: admin.headers,
      payload: { status: 'completed' },
    });
    const done = from === 'delivered' || from === 'collected';
    if (done || canMove(from, 'delivered', 'admin')) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ is_delivered: true, status: done ? from : 'delivered' });
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ORDER_MESSAGES.notPaidYet);
    }
  });

  it('pending takes a delivered order back to the stage it had before', async () => {
    const id = await orderAt('processing');
    await post(`/api/orders/${id}/stage`, admin.headers, { stage: 'dispatched', ...dispatch });
    await app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: admin.headers,
      payload: { status: 'completed' },
    });
    const back = await app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: admin.headers,
      payload: { status: 'pending' },
    });
    expect(back.json()).toMatchObject({ status: 'dispatched', is_delivered: false });
    // Pending on an order not delivered changes nothing.
    const again = await app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      headers: admin.headers,
      payload: { status: 'pending' },
    });
    expect(again.json().status).toBe('dispatched');
  });
});

describe('system moves: payment and expiry', () => {
  it.each(ORDER_STAGES)('a confirmed payment of an order that is %s', async (from) => {
    const id = await orderAt(from);
    const result = await db.transaction((tx) => markPaid(tx, id));
    // Money for a released order never brings it back (decision 052): it stays refund due.
    const expected = PAID_BEFORE.includes(from) ? 'already-paid' : from === 'awaiting_payment' ? 'paid' : 'released';
    expect(result).toBe(expected);
    if (expected === 'paid') {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      expect(row.receiptNo).toBeGreaterThan(0);
      expect(await lastEvent(id)).toMatchObject({ fromStage: from, stage: 'paid', actor: 'system' });
      // The paid mail is queued with the payment, in the same transaction.
      const [mail] = await db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.eventId, (await lastEvent(id)).id));
      expect(mail).toBeDefined();
    }
  });

  it('the sweep expires an unpaid order past its time, with an event and no mail', async () => {
    const id = await orderAt('awaiting_payment');
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    await app.payments.reconcile();
    expect(await statusOf(id)).toBe('expired');
    const event = await lastEvent(id);
    expect(event).toMatchObject({ stage: 'expired', actor: 'system' });
    expect(await db.select().from(mailQueue).where(eq(mailQueue.eventId, event.id))).toHaveLength(0);
  });

  it('filters the admin list by stage, and refuses an unknown stage', async () => {
    const id = await orderAt('processing');
    const list = await app.inject({ method: 'GET', url: '/api/orders?stage=processing', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().every((o: { status: string }) => o.status === 'processing')).toBe(true);
    expect(list.json().map((o: { id: number }) => o.id)).toContain(id);
    expect(
      (await app.inject({ method: 'GET', url: '/api/orders?stage=lost', headers: admin.headers })).statusCode,
    ).toBe(400);
  });
});
