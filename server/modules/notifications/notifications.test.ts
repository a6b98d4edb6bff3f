import { eq, lte } from 'drizzle-orm';
import { formatKES } from '#core/pricing/money';
import { describe, expect, it } from 'vitest';
import { mailQueue, orders, paymentLedger, products, storeSettings } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { startSmtpServer } from '../../../test/smtp';
import { createUser } from '../../../test/users';
import { markPaid } from '../orders/service';
import { backoffMs } from './queue';

let smtp = await startSmtpServer();
const { app, database } = await buildTestApp({ SMTP_URL: smtp.url, WHATSAPP_NUMBER: '254711000111' });
const db = database.db;
const admin = await createUser(database, { isAdmin: true, name: 'Shop Admin' });
const buyer = await createUser(database, { name: 'Akinyi Otieno' });
const product = await pickProduct(database, { stock: 500, offset: 70 });

async function paidOrder() {
  const res = await placeOrder(app, admin.headers, [{ ...product, price: Number(product.price), quantity: 2 }]);
  const id = res.json().id as number;
  await db.update(orders).set({ userId: buyer.user.id }).where(eq(orders.id, id));
  // Paid: its money is a ledger row (decision 052), so the shop's cancel can refund it.
  await db.transaction(async (tx) => {
    await tx
      .insert(paymentLedger)
      .values({ kind: 'payment', orderId: id, amount: res.json().total_price, channel: 'manual', actor: 'system' });
    await markPaid(tx, id);
  });
  return res.json() as { id: number; number: string; vat_price: number; total_price: number };
}
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: admin.headers, payload });
const mailsTo = (to: string) => smtp.inbox.filter((m) => m.to.includes(to));

/**
 * The newest mail to `to` whose subject contains `subject`, ticking the queue while waiting (the
 * API's own immediate send may hold the mail meanwhile: it is sent once either way).
 */
async function mailAbout(to: string, subject: string) {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(to)
      .filter((m) => m.subject.includes(subject))
      .at(-1);
    if (found) return found;
    await app.notifications.tick();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

describe('the shopper is told at each stage, from the mail queue', () => {
  it('paid: order number, items, receipt link and the shop’s WhatsApp link', async () => {
    const order = await paidOrder();
    const mail = await mailAbout(buyer.user.email, `Order ${order.number} confirmed`);
    expect(mail.text).toContain('Thank you for your purchase!');
    expect(mail.text).toContain(`2 × ${product.name}`);
    // VAT is its own line, as charged on the order (decision 031), and the lines add up to the total.
    expect(order.vat_price).toBeGreaterThan(0);
    expect(mail.text).toMatch(
      new RegExp(`VAT \\(16%\\) — ${formatKES(order.vat_price)}\\r?\\n\\s*Total — ${formatKES(order.total_price)}`),
    );
    expect(mail.text).toMatch(new RegExp(`Your receipt RCT-\\d{6}: http://localhost:3000/orders/${order.id}/receipt`));
    expect(mail.text).toContain('https://wa.me/254711000111');
  });

  it('a courier order: the mail says where it goes; a processed pickup order is ready for collection', async () => {
    const courier = await paidOrder();
    await db
      .update(orders)
      .set({
        deliveryMethod: 'courier',
        deliveryZone: 'Western and Nyanza',
        deliveryAddress: {
          county: 'Kisumu',
          town: 'Milimani',
          street: 'Otieno Oyoo St',
          landmark: 'Near the mosque',
          phone: '254712345678',
        },
        deliveryExpectedFrom: '2026-11-25',
        deliveryExpectedTo: '2026-11-26',
      })
      .where(eq(orders.id, courier.id));
    expect(
      (
        await post(`/api/orders/${courier.id}/stage`, {
          stage: 'dispatched',
          courierName: 'G4S',
          trackingReference: 'G4S-1',
        })
      ).statusCode,
    ).toBe(200);
    const onItsWay = await mailAbout(buyer.user.email, `Order ${courier.number} is on its way`);
    expect(onItsWay.text).toContain('Courier delivery (Western and Nyanza)');
    expect(onItsWay.text).toContain('Deliver to: Milimani, Otieno Oyoo St, Near the mosque, Kisumu');
    expect(onItsWay.text).toContain('Phone for the rider: 254712345678');
    expect(onItsWay.text).toContain('Expected: Wed 25 Nov – Thu 26 Nov');

    // Processing a courier order tells nobody; processing a pickup order says: come and collect it.
    const pickup = await paidOrder();
    expect((await post(`/api/orders/${pickup.id}/stage`, { stage: 'processing' })).statusCode).toBe(200);
    const ready = await mailAbout(buyer.user.email, `Order ${pickup.number} is ready for collection`);
    expect(ready.text).toContain(`Your order ${pickup.number} is ready for collection at `);
    expect(ready.text).toContain('Pickup at the shop');
    const other = await paidOrder();
    await db.update(orders).set({ deliveryMethod: 'courier' }).where(eq(orders.id, other.id));
    expect((await post(`/api/orders/${other.id}/stage`, { stage: 'processing' })).statusCode).toBe(200);
    await app.notifications.tick();
    expect(mailsTo(buyer.user.email).filter((m) => m.subject.includes(`Order ${other.number} is ready`))).toHaveLength(
      0,
    );
  });

  it('dispatched (courier and tracking), delivered, and a cancel with refund: one mail each', async () => {
    const order = await paidOrder();
    await mailAbout(buyer.user.email, `Order ${order.number} confirmed`);
    expect(
      (
        await post(`/api/orders/${order.id}/stage`, {
          stage: 'dispatched',
          courierName: 'Wells Fargo',
          trackingReference: 'WF-778899',
        })
      ).statusCode,
    ).toBe(200);
    const dispatched = await mailAbout(buyer.user.email, `Order ${order.number} is on its way`);
    expect(dispatched.text).toContain('Courier: Wells Fargo, tracking reference WF-778899.');
    expect((await post(`/api/orders/${order.id}/stage`, { stage: 'delivered' })).statusCode).toBe(200);
    await mailAbout(buyer.user.email, `Order ${order.number} delivered`);

    const other = await paidOrder();
    await mailAbout(buyer.user.email, `Order ${other.number} confirmed`);
    await post(`/api/orders/${other.id}/cancel`, { reason: 'Item damaged in store', refundReference: 'SGH12RFD34' });
    const refunded = await mailAbout(buyer.user.email, `Order ${other.number} refunded`);
    expect(refunded.text).toContain('M-Pesa reference SGH12RFD34');
    expect(refunded.text).toContain('Reason: Item damaged in store');
    // Cancelled and refunded in one step: one mail says both, none says only 'cancelled'.
    await app.notifications.tick();
    expect(mailsTo(buyer.user.email).filter((m) => m.subject.includes(`Order ${other.number} cancelled`))).toHaveLength(
      0,
    );
  });

  it('an SMTP outage delays the mail, never the order; it goes out once the server is back', async () => {
    const order = await paidOrder();
    await mailAbout(buyer.user.email, `Order ${order.number} confirmed`);
    const port = smtp.port;
    await smtp.close();
    // The order moves on while mail is down.
    const moved = await post(`/api/orders/${order.id}/stage`, { stage: 'dispatched', riderPhone: '0722000111' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('dispatched');
    const failedAt = new Date();
    await app.notifications.kick();
    await app.notifications.tick(failedAt);
    const [row] = await db.select().from(mailQueue).orderBy(mailQueue.id).where(eq(mailQueue.status, 'pending'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(failedAt.getTime());

    smtp = await startSmtpServer({ port });
    // Not before its back-off is over…
    expect((await app.notifications.tick(new Date(row.nextAttemptAt.getTime() - 1000))).sent).toBe(0);
    // …then once.
    const later = new Date(row.nextAttemptAt.getTime() + backoffMs(1));
    expect((await app.notifications.tick(later)).sent).toBe(1);
    expect((await app.notifications.tick(later)).sent).toBe(0);
    const mail = await smtp.lastMailTo(buyer.user.email);
    expect(mail.subject).toContain(`Order ${order.number} is on its way`);
    expect(mail.text).toContain('254722000111');
    // The new server got it once (the old one never did).
    expect(
      mailsTo(buyer.user.email).filter((m) => m.subject.includes(`Order ${order.number} is on its way`)),
    ).toHaveLength(1);
    const [sent] = await db.select().from(mailQueue).where(eq(mailQueue.id, row.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('back-off doubles from 30 s up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });
});

describe('the daily low-stock summary', () => {
  it('mails each admin once per Nairobi day while some product is at or below the threshold', async () => {
    await db.update(storeSettings).set({ lowStockThreshold: 3 });
    app.settings.invalidate();
    await db.update(products).set({ countInStock: 50 }).where(lte(products.countInStock, 3));
    // 21:30 UTC on the 23rd is 00:30 on the 24th in Nairobi.
    const night = new Date('2026-11-23T21:30:00Z');
    expect(await app.notifications.lowStockTick(night)).toEqual({ queued: 0, day: '2026-11-24' });

    await db.update(products).set({ countInStock: 2 }).where(eq(products.id, product.id));
    expect((await app.notifications.lowStockTick(night)).queued).toBeGreaterThan(0);
    expect((await app.notifications.lowStockTick(new Date('2026-11-24T20:59:00Z'))).queued).toBe(0);
    await app.notifications.tick(new Date(Date.now() + 1000));
    const mail = await smtp.lastMailTo(admin.user.email);
    expect(mail.subject).toBe(`Low stock: 1 product — ${(await app.settings.get()).storeName}`);
    expect(mail.text).toContain(`2     ${product.name}`);
    expect(mail.text).toContain('at or below 3 in stock (2026-11-24)');
    // The next Nairobi day starts at 21:00 UTC: another summary.
    expect((await app.notifications.lowStockTick(new Date('2026-11-24T21:00:00Z'))).queued).toBeGreaterThan(0);
    // A shopper never gets it.
    expect(mailsTo(buyer.user.email).some((m) => m.subject.startsWith('Low stock'))).toBe(false);
  });
});
