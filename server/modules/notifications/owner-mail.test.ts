import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailQueue, orders, storeSettings } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { startSmtpServer } from '../../../test/smtp';
import { createUser } from '../../../test/users';
import { markPaid } from '../orders/service';
import { setDelivered } from '../orders/fulfilment';

const smtp = await startSmtpServer();
const { app, database } = await buildTestApp({ SMTP_URL: smtp.url });
const db = database.db;
const admin = await createUser(database, { isAdmin: true, name: 'Shop Admin' });
const buyer = await createUser(database, { name: 'Njeri Mwangi' });
const product = await pickProduct(database, { stock: 500, offset: 30 });
await db.update(storeSettings).set({ supportEmail: 'owner@shop.example' });
app.settings.invalidate();

async function paidOrder() {
  const res = await placeOrder(app, admin.headers, [{ ...product, price: Number(product.price), quantity: 1 }]);
  const id = res.json().id as number;
  await db.update(orders).set({ userId: buyer.user.id }).where(eq(orders.id, id));
  await db.transaction((tx) => markPaid(tx, id));
  return res.json() as { id: number; number: string };
}
const ownerMails = (number: string) =>
  smtp.inbox.filter((m) => m.to.includes('owner@shop.example') && m.subject.includes(number));
async function drain() {
  for (let i = 0; i < 5; i++) await app.notifications.tick();
}

describe('the owner gets one e-mail for each paid order (decision 034)', () => {
  it('says what was bought, by whom, for how much, and links to the order', async () => {
    const order = await paidOrder();
    await drain();
    const [mail, ...more] = ownerMails(order.number);
    expect(more).toEqual([]);
    expect(mail.subject).toMatch(new RegExp(`^Paid order ${order.number} — KES [\\d,]+`));
    expect(mail.text).toContain('Njeri Mwangi');
    expect(mail.text).toContain(`1 × ${product.name}`);
    expect(mail.text).toContain(`/admin?tab=orders&order=${order.id}`);
  });

  it('only once, even when the order goes back to paid (the spec toggle)', async () => {
    const order = await paidOrder();
    await setDelivered(db, order.id, true, { actor: 'admin', userId: admin.user.id });
    await setDelivered(db, order.id, false, { actor: 'admin', userId: admin.user.id });
    await drain();
    expect(ownerMails(order.number)).toHaveLength(1);
    expect(
      await db
        .select()
        .from(mailQueue)
        .where(and(eq(mailQueue.kind, 'owner-order'), eq(mailQueue.dedupeKey, `owner-order:${order.id}`))),
    ).toHaveLength(1);
  });

  it('not at all when the setting is off (the shopper still gets theirs)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/settings', headers: admin.headers });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.headers,
      payload: { ...(res.json() as object), notifyPaidOrders: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().notifyPaidOrders).toBe(false);
    const order = await paidOrder();
    await drain();
    expect(ownerMails(order.number)).toEqual([]);
    expect(smtp.inbox.some((m) => m.to.includes(buyer.user.email) && m.subject.includes(order.number))).toBe(true);
    await db.update(storeSettings).set({ notifyPaidOrders: true });
    app.settings.invalidate();
  });
});
