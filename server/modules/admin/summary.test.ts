import { describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { dashboardSummary } from './service';

const { database } = await buildTestApp();

// A sale paid at a given Nairobi wall-clock time (UTC+3), far from the seeded orders' dates.
const nairobi = (local: string) => new Date(`${local}+03:00`);
async function sale(paidAtNairobi: string, total: number) {
  await database.db.insert(orders).values({ status: 'paid', itemsPrice: total, totalPrice: total, paidAt: nairobi(paidAtNairobi) });
}
const revenueOn = (days: { date: string; revenue: number }[], date: string) => days.find((d) => d.date === date)?.revenue;

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
