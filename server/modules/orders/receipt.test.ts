import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { counters, orders, storeSettings } from '#db/schema';
import { formatKES } from '#core/pricing/money';
import { ORDER_MESSAGES } from '#core/schemas/orders';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { markPaid } from './service';

const { app, database } = await buildTestApp();
const db = database.db;
const admin = await createUser(database, { isAdmin: true });
const buyer = await createUser(database, { name: 'Wanjiru Kamau' });
const stranger = await createUser(database);
const product = await pickProduct(database, { stock: 500, offset: 80 });
await db.update(storeSettings).set({ shopAddress: 'Kimathi Street, Nairobi', kraPin: 'P051234567X' });
app.settings.invalidate();

async function unpaidOrder() {
  const res = await placeOrder(app, admin.headers, [{ ...product, price: Number(product.price), quantity: 1 }]);
  const id = res.json().id as number;
  await db.update(orders).set({ userId: buyer.user.id }).where(eq(orders.id, id));
  return id;
}
const receiptNo = async (id: number) =>
  (await db.select({ n: orders.receiptNo }).from(orders).where(eq(orders.id, id)))[0].n;
const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('receipt numbers', () => {
  it('come from a gap-free sequence: a payment rolled back gives its number to the next one', async () => {
    const a = await unpaidOrder();
    const b = await unpaidOrder();
    const c = await unpaidOrder();
    await db.transaction((tx) => markPaid(tx, a));
    const first = (await receiptNo(a))!;
    await expect(
      db.transaction(async (tx) => {
        await markPaid(tx, b);
        throw new Error('the payment transaction fails after marking paid');
      }),
    ).rejects.toThrow('fails');
    expect(await receiptNo(b)).toBeNull();
    await db.transaction((tx) => markPaid(tx, c));
    expect(await receiptNo(c)).toBe(first + 1);
    await db.transaction((tx) => markPaid(tx, b));
    expect(await receiptNo(b)).toBe(first + 2);
    // A second payment of a paid order keeps its number.
    expect(await db.transaction((tx) => markPaid(tx, b))).toBe('already-paid');
    expect(await receiptNo(b)).toBe(first + 2);
  });

  it('payments settling at the same moment get distinct, consecutive numbers', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, unpaidOrder));
    const [{ value: before }] = await db.select().from(counters).where(eq(counters.name, 'receipt'));
    await Promise.all(ids.map((id) => db.transaction((tx) => markPaid(tx, id))));
    const numbers = (await Promise.all(ids.map(receiptNo))).map(Number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));
  });
});

describe('GET /api/orders/:id/receipt and receipt.pdf', () => {
  it('the buyer and admins see it; anyone else gets 404, a guest 401', async () => {
    const id = await unpaidOrder();
    expect((await get(`/api/orders/${id}/receipt`, buyer.headers)).json().message).toBe(ORDER_MESSAGES.noReceipt);
    await db.transaction((tx) => markPaid(tx, id));
    const mine = await get(`/api/orders/${id}/receipt`, buyer.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      receiptNumber: expect.stringMatching(/^RCT-\d{6}$/),
      customer: 'Wanjiru Kamau',
      shop: { address: 'Kimathi Street, Nairobi', kraPin: 'P051234567X' },
      items: [{ name: product.name, quantity: 1 }],
    });
    expect((await get(`/api/orders/${id}/receipt`, admin.headers)).statusCode).toBe(200);
    expect((await get(`/api/orders/${id}/receipt`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/orders/${id}/receipt.pdf`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/orders/${id}/receipt`)).statusCode).toBe(401);
    expect((await get(`/api/orders/${id}/receipt.pdf`)).statusCode).toBe(401);
  });

  it('the PDF is a well-formed file with the receipt’s facts', async () => {
    const id = await unpaidOrder();
    await db.transaction((tx) => markPaid(tx, id));
    const res = await get(`/api/orders/${id}/receipt.pdf`, buyer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every cross-reference entry points at the start of its object.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = pdf
      .slice(xrefAt)
      .split('\n')
      .slice(3)
      .filter((l) => / n $/.test(l));
    entries.forEach((line, i) => expect(pdf.slice(Number(line.slice(0, 10))).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const receipt = (await get(`/api/orders/${id}/receipt`, buyer.headers)).json();
    // VAT is its own line (decision 031), above the total.
    expect(receipt.vatLabel).toBe('VAT (16%)');
    for (const text of [
      receipt.receiptNumber,
      'KRA PIN: P051234567X',
      'Kimathi Street, Nairobi',
      'Wanjiru Kamau',
      receipt.orderNumber,
      'VAT \\(16%\\)',
      formatKES(receipt.vat),
    ]) {
      expect(pdf).toContain(`(${text})`);
    }
  });
});
