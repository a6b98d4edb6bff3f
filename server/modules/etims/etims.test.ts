import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { etimsInvoices, orders } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { orderPayload, pickProduct, placeOrder } from '../../../test/shop';
import { invoicesOf, payInFull } from '../../../test/etims';
import { createUser } from '../../../test/users';
import { setSimulatorOutage } from './simulator';
import { FAILED_AFTER, RETRY_SCHEDULE_SECONDS } from './sender';

const { app, database } = await buildTestApp();
const db = database.db;
const admin = await createUser(database, { isAdmin: true });
const buyer = await createUser(database, { name: 'Achieng Otieno' });
const product = await pickProduct(database, { stock: 500, offset: 60 });

async function paidOrder(buyerPin?: string) {
  const res = await placeOrder(app, admin.headers, [{ ...product, price: Number(product.price), quantity: 2 }]);
  const id = res.json().id as number;
  await db
    .update(orders)
    .set({
      userId: buyer.user.id,
      buyerKraPin: buyerPin ?? null,
      buyerBusinessName: buyerPin ? 'Otieno Traders Ltd' : null,
    })
    .where(eq(orders.id, id));
  await payInFull(db, id);
  return id;
}
const invoices = (orderId: number) => invoicesOf(db, orderId);
const receipt = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}/receipt`, headers: buyer.headers })).json();

describe('eTIMS invoices through the simulator', () => {
  it('a paid order is queued in its payment transaction, then signed: the receipt carries the CU invoice number and QR', async () => {
    const id = await paidOrder('P051234567X');
    expect((await invoices(id)).map((i) => [i.kind, i.status])).toEqual([['sale', 'pending']]);
    const before = await receipt(id);
    expect(before.etims).toMatchObject({ status: 'pending', cuInvoiceNumber: null, qrSvg: null });
    const started = performance.now();
    await app.etims.sendDue();
    const latencyMs = performance.now() - started;
    const [sale] = await invoices(id);
    expect(sale).toMatchObject({ status: 'signed', simulated: true, attempts: 1 });
    expect(sale.rcptSign).toMatch(/^[A-Z2-7]{16}$/);
    expect(sale.intrlData).toMatch(/^[A-Z2-7]{26}$/);
    const r = await receipt(id);
    expect(r.etims.status).toBe('signed');
    expect(r.etims.simulated).toBe(true);
    expect(r.etims.cuInvoiceNumber).toBe(`${sale.sdcId}/${sale.curRcptNo}`);
    expect(r.etims.signature).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    expect(r.etims.verifyUrl).toContain(`Data=${sale.tin}00${sale.rcptSign}`);
    expect(r.etims.qrSvg).toMatch(/^<svg /);
    expect(r.etims.buyerPin).toBe('P051234567X');
    const pdf = await app.inject({ method: 'GET', url: `/api/orders/${id}/receipt.pdf`, headers: buyer.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body).toContain(r.etims.cuInvoiceNumber);
    expect(pdf.body).toContain('Simulated eTIMS invoice');
    console.info(`eTIMS invoice latency via the simulator: ${latencyMs.toFixed(0)} ms`);
  });

  it('a KRA outage delays the invoice, never the sale; the outbox retries with back-off and succeeds', async () => {
    await setSimulatorOutage(db, true);
    const id = await paidOrder();
    expect((await db.select().from(orders).where(eq(orders.id, id)))[0].status).toBe('paid');
    const now = new Date();
    await app.etims.sendDue(now);
    let [sale] = await invoices(id);
    expect(sale).toMatchObject({ status: 'pending', attempts: 1 });
    expect(sale.lastError).toMatch(/outage/);
    expect(sale.nextAttemptAt.getTime() - now.getTime()).toBe(RETRY_SCHEDULE_SECONDS[0] * 1000);
    // Not due yet: nothing is tried.
    await app.etims.sendDue(now);
    expect((await invoices(id))[0].attempts).toBe(1);
    // Still down at every due time: after FAILED_AFTER attempts the admin sees it failed.
    let t = sale.nextAttemptAt;
    for (let i = 1; i < FAILED_AFTER; i++) {
      await app.etims.sendDue(t);
      [sale] = await invoices(id);
      t = sale.nextAttemptAt;
    }
    expect(sale).toMatchObject({ status: 'failed', attempts: FAILED_AFTER });
    const list = await app.inject({ method: 'GET', url: '/api/admin/etims', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().open.map((i: { id: number }) => i.id)).toContain(sale.id);
    expect(list.json().mode).toBe('simulator');
    // KRA is back: the admin's retry sends it at once, with the invcNo it was given before.
    await setSimulatorOutage(db, false);
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/etims/${sale.id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'signed', invcNo: sale.invcNo });
    expect((await receipt(id)).etims.status).toBe('signed');
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/etims/${sale.id}/retry`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('a refund sends a credit note referencing the original invoice', async () => {
    const id = await paidOrder();
    await app.etims.sendDue();
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Out of stock at the supplier', refundReference: 'RFD123ABC' },
    });
    expect(cancel.statusCode).toBe(200);
    let [sale, credit] = await invoices(id);
    expect(credit).toMatchObject({ kind: 'credit', status: 'pending', amount: sale.amount });
    await app.etims.sendDue();
    [sale, credit] = await invoices(id);
    expect(credit.status).toBe('signed');
    expect(credit.invcNo).toBeGreaterThan(sale.invcNo!);
    expect(credit.rcptSign).not.toBe(sale.rcptSign);
  });

  it('invoice numbers are gap-free across sales and credit notes', async () => {
    const all = await db.select({ n: etimsInvoices.invcNo }).from(etimsInvoices).orderBy(etimsInvoices.invcNo);
    expect(all.map((r) => r.n)).toEqual(all.map((_, i) => i + 1));
  });

  it('only an admin sees or retries invoices; a bad id is a 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/etims' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/etims', headers: buyer.headers })).statusCode).toBe(403);
    const bad = await app.inject({ method: 'POST', url: '/api/admin/etims/abc/retry', headers: admin.headers });
    expect(bad.statusCode).toBe(404);
  });

  it("takes a business buyer's KRA PIN at checkout, normalised, and refuses a malformed one with a message", async () => {
    const line = [{ ...product, price: Number(product.price), quantity: 1 }];
    const bad = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin.headers,
      payload: { ...orderPayload(line), buyer: { kraPin: 'P12345', businessName: 'X' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/KRA PIN like P051234567X/);
    const good = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin.headers,
      payload: { ...orderPayload(line), buyer: { kraPin: 'p051234567x', businessName: 'Otieno Ltd' } },
    });
    expect(good.statusCode).toBe(201);
    const [row] = await db.select().from(orders).where(eq(orders.id, good.json().id));
    expect(row).toMatchObject({ buyerKraPin: 'P051234567X', buyerBusinessName: 'Otieno Ltd' });
  });
});
