import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { etimsItems, etimsSimulator, orders } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { invoicesOf, payInFull } from '../../../test/etims';
import { createUser } from '../../../test/users';
import { setSimulatorOutage } from './simulator';
import { sendDueInvoices } from './sender';
import { EtimsUnavailable } from './envelope';

const { app, database } = await buildTestApp();
const db = database.db;
const admin = await createUser(database, { isAdmin: true });
const product = await pickProduct(database, { stock: 500, offset: 61 });

async function paidOrder() {
  const res = await placeOrder(app, admin.headers, [{ ...product, price: Number(product.price), quantity: 2 }]);
  const id = res.json().id as number;
  await payInFull(db, id);
  return id;
}
const invoices = (orderId: number) => invoicesOf(db, orderId);
/** KRA's view of the item's stock, as the simulator tracks it. */
async function kraStock() {
  const [item] = await db
    .select()
    .from(etimsItems)
    .where(eq(etimsItems.key, `product:${product.id}`));
  const rows = await db.select().from(etimsSimulator);
  const branch = rows.find((r) => r.key.startsWith('branch:'))?.value as { stock?: Record<string, number> };
  return { item, qty: branch?.stock?.[item.itemCd] };
}

describe('eTIMS stock at KRA', () => {
  it("a paid order's sale is followed by its stock-out; the item's opening stock went in first", async () => {
    const id = await paidOrder();
    await app.etims.sendDue();
    const [sale] = await invoices(id);
    expect(sale).toMatchObject({ status: 'signed', stockStatus: 'sent' });
    const { item, qty } = await kraStock();
    // Opening stock (sarNo 1, the shop's count plus this order's 2) then the sale's stock-out (sarNo 2).
    expect(item.stockedAt).not.toBeNull();
    expect([item.sarNo, sale.sarNo]).toEqual([1, 2]);
    expect(qty).toBe(product.countInStock - 2);
  });

  it('a KRA outage delays both the sale and its stock movement; then both go through, in order', async () => {
    const before = (await kraStock()).qty!;
    await setSimulatorOutage(db, true);
    const id = await paidOrder();
    expect((await db.select().from(orders).where(eq(orders.id, id)))[0].status).toBe('paid');
    await app.etims.sendDue();
    let [sale] = await invoices(id);
    expect(sale).toMatchObject({ status: 'pending', stockStatus: null, sarNo: null, attempts: 1 });
    await setSimulatorOutage(db, false);
    await app.etims.sendDue(sale.nextAttemptAt);
    [sale] = await invoices(id);
    expect(sale).toMatchObject({ status: 'signed', stockStatus: 'sent', sarNo: 3 });
    expect((await kraStock()).qty).toBe(before - 2);
  });

  it('goods coming back (a cancelled, refunded order) are reported in after the credit note', async () => {
    const before = (await kraStock()).qty!;
    const id = await paidOrder();
    await app.etims.sendDue();
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Out of stock at the supplier', refundReference: 'RFD123ABC' },
    });
    expect(cancel.statusCode).toBe(200);
    await app.etims.sendDue();
    const [sale, credit] = await invoices(id);
    expect(credit).toMatchObject({ kind: 'credit', status: 'signed', stockStatus: 'sent' });
    expect(credit.sarNo).toBe(sale.sarNo! + 1);
    expect((await kraStock()).qty).toBe(before);
  });

  it('KRA down between the sale and its stock-out: the invoice stays signed, only the stock is retried', async () => {
    const before = (await kraStock()).qty!;
    const id = await paidOrder();
    const stockDown = {
      ...app.etims,
      transport: async (path: string, headers: Record<string, string>, body: object) => {
        if (path === '/insertStockIO') throw new EtimsUnavailable('KRA unreachable');
        return app.etims.transport(path, headers, body);
      },
    };
    const now = new Date();
    await sendDueInvoices(stockDown, now);
    let [sale] = await invoices(id);
    expect(sale).toMatchObject({ status: 'signed', stockStatus: 'pending' });
    expect(sale.lastError).toMatch(/unreachable/);
    const list = await app.inject({ method: 'GET', url: '/api/admin/etims', headers: admin.headers });
    expect(list.json().open.map((i: { id: number }) => i.id)).toContain(sale.id);
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/etims/${sale.id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(200);
    [sale] = await invoices(id);
    expect(sale).toMatchObject({ status: 'signed', stockStatus: 'sent', lastError: null });
    expect((await kraStock()).qty).toBe(before - 2);
  });
});
