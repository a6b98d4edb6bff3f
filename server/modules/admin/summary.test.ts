import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders, paymentLedger } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { dashboardSummary } from './service';

const { app, database } = await buildTestApp();

// A sale paid at a given Nairobi wall-clock time (UTC+3), far from the seeded orders' dates.
const nairobi = (local: string) => new Date(`${local}+03:00`);
// Revenue is read from the payments ledger (decision 052): every sale is its money's row too.
const ledgerRow = (orderId: number, amount: number, createdAt: Date) =>
  database.db.insert(paymentLedger).values({
    kind: amount > 0 ? 'payment' : 'refund',
    orderId,
    amount,
    channel: 'manual',
    actor: 'system',
    createdAt,
  });
async function sale(paidAtNairobi: string, total: number) {
  const [row] = await database.db
    .insert(orders)
    .values({ status: 'paid', itemsPrice: total, totalPrice: total, paidAt: nairobi(paidAtNairobi) })
    .returning();
  await ledgerRow(row.id, total, row.paidAt!);
}
const revenueOn = (days: { date: string; revenue: number }[], date: string) =>
  days.find((d) => d.date === date)?.revenue;

describe('the 30-day revenue chart counts Nairobi days', () => {
  it('shows a sale paid at 00:30 today on today, even before 03:00 when UTC is still on yesterday', async () => {
    await sale('2031-03-15T00:30:00', 4200);
    const { revenueByDay } = await dashboardSummary(database.db, nairobi('2031-03-15T01:00:00'));
    expect(revenueByDay).toHaveLength(30);
    expect(revenueByDay.at(-1)).toEqual({ date: '2031-03-15', revenue: 4200 });
    expect(revenueByDay[0].date).toBe('2031-02-14');
  });

  it('counts a sale at 00:30 on the first day of the window, and none from the evening before', async () => {
    await sale('2031-06-02T00:30:00', 1500);
    await sale('2031-06-01T23:30:00', 999);
    const { revenueByDay } = await dashboardSummary(database.db, nairobi('2031-07-01T12:00:00'));
    expect(revenueByDay[0]).toEqual({ date: '2031-06-02', revenue: 1500 });
    expect(revenueByDay.at(-1)!.date).toBe('2031-07-01');
    expect(revenueByDay.reduce((s, d) => s + d.revenue, 0)).toBe(1500);
  });

  it('puts a sale at 23:30 Nairobi on that day, not on the next (UTC would say 20:30 the same day)', async () => {
    await sale('2031-09-10T23:30:00', 700);
    await sale('2031-09-11T02:59:00', 300);
    const { revenueByDay } = await dashboardSummary(database.db, nairobi('2031-09-20T09:00:00'));
    expect(revenueOn(revenueByDay, '2031-09-10')).toBe(700);
    expect(revenueOn(revenueByDay, '2031-09-11')).toBe(300);
  });
});

describe('revenue is money received net of refunds, one figure for the card and the chart (decision 033)', () => {
  const at = (local: string) => new Date(`${local}+03:00`);
  async function paidOrder(o: {
    placed: string;
    paid: string | null;
    total: number;
    items: [string, number, number][];
  }) {
    const [row] = await database.db
      .insert(orders)
      .values({
        status: o.paid ? 'paid' : 'awaiting_payment',
        itemsPrice: o.total,
        totalPrice: o.total,
        createdAt: at(o.placed),
        paidAt: o.paid ? at(o.paid) : null,
      })
      .returning();
    await database.db
      .insert(orderItems)
      .values(o.items.map(([name, quantity, price]) => ({ orderId: row.id, name, quantity, price })));
    if (row.paidAt) await ledgerRow(row.id, o.total, row.paidAt);
    return row;
  }
  async function refund(orderId: number, when: string) {
    const [row] = await database.db
      .update(orders)
      .set({ status: 'refunded' })
      .where(eq(orders.id, orderId))
      .returning();
    await ledgerRow(orderId, -row.totalPrice, at(when));
    await database.db
      .insert(orderEvents)
      .values({ orderId, fromStage: 'cancelled', stage: 'refunded', actor: 'admin', createdAt: at(when) });
  }

  it('takes refunds off in the period they were made; the chart adds up to the card; the previous period sits beside', async () => {
    await paidOrder({
      placed: '2032-01-10T09:00:00',
      paid: '2032-01-10T09:05:00',
      total: 10_000,
      items: [
        ['GPU', 1, 8_000],
        ['Cable', 4, 500],
      ],
    });
    const refunded = await paidOrder({
      placed: '2032-01-11T09:00:00',
      paid: '2032-01-11T09:01:00',
      total: 4_000,
      items: [['Cable', 8, 500]],
    });
    await paidOrder({ placed: '2032-01-12T10:00:00', paid: null, total: 2_500, items: [['Mouse', 1, 2_500]] });
    await refund(refunded.id, '2032-01-12T15:00:00');
    await paidOrder({
      placed: '2032-01-08T10:00:00',
      paid: '2032-01-08T10:02:00',
      total: 3_000,
      items: [['Mouse', 1, 3_000]],
    });

    const s = await dashboardSummary(database.db, at('2032-02-01T12:00:00'), 5, {
      range: 'custom',
      from: '2032-01-10',
      to: '2032-01-12',
    });
    expect(s.revenue).toBe(10_000);
    expect(s.current.revenue).toBe(10_000);
    expect(s.revenueByDay).toEqual([
      { date: '2032-01-10', revenue: 10_000 },
      { date: '2032-01-11', revenue: 4_000 },
      { date: '2032-01-12', revenue: -4_000 },
    ]);
    expect(s.revenueByDay.reduce((sum, d) => sum + d.revenue, 0)).toBe(s.revenue);
    expect(s.current).toMatchObject({
      from: '2032-01-10',
      to: '2032-01-12',
      orders: 3,
      paidOrders: 2,
      averageOrderValue: 7_000,
    });
    expect(s.current.conversion).toBeCloseTo(2 / 3);
    // Goods refunded are not sold: the cables of the refunded order do not count.
    expect(s.current.topByRevenue.map((p) => [p.name, p.revenue, p.units])).toEqual([
      ['GPU', 8_000, 1],
      ['Cable', 2_000, 4],
    ]);
    expect(s.current.topByUnits[0].name).toBe('Cable');
    expect(s.previous).toMatchObject({
      from: '2032-01-07',
      to: '2032-01-09',
      revenue: 3_000,
      orders: 1,
      paidOrders: 1,
    });

    // A period holding only the refund shows the money going back.
    const refundDay = await dashboardSummary(database.db, at('2032-02-01T12:00:00'), 5, {
      range: 'custom',
      from: '2032-01-12',
      to: '2032-01-12',
    });
    expect(refundDay.revenue).toBe(-4_000);
  });

  it('today and 7 days end today on the Nairobi clock, with the same number of days before', async () => {
    const now = at('2033-04-10T01:00:00');
    const today = await dashboardSummary(database.db, now, 5, { range: 'today' });
    expect(today.revenueByDay.map((d) => d.date)).toEqual(['2033-04-10']);
    expect([today.previous.from, today.previous.to]).toEqual(['2033-04-09', '2033-04-09']);
    const week = await dashboardSummary(database.db, now, 5, { range: '7d' });
    expect([week.current.from, week.current.to, week.previous.from, week.previous.to]).toEqual([
      '2033-04-04',
      '2033-04-10',
      '2033-03-28',
      '2033-04-03',
    ]);
  });
});

describe('GET /api/admin/summary takes a range', () => {
  it('answers a custom range and refuses a bad one with a message', async () => {
    const admin = await createUser(database, { isAdmin: true });
    const get = (qs: string) => app.inject({ method: 'GET', url: `/api/admin/summary?${qs}`, headers: admin.headers });
    const ok = await get('range=custom&from=2032-01-10&to=2032-01-12');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().revenueByDay).toHaveLength(3);
    for (const [qs, message] of [
      ['range=custom', 'A custom range needs a start and an end date'],
      ['range=custom&from=2032-01-12&to=2032-01-10', 'The start date must not be after the end date'],
      ['range=custom&from=2030-01-01&to=2032-01-10', 'A range spans at most 366 days'],
      ['range=year', ''],
    ]) {
      const res = await get(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
