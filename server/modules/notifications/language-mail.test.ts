import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatKES } from '#core/pricing/money';
import { users } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct, placeOrder } from '../../../test/shop';
import { startSmtpServer } from '../../../test/smtp';
import { markPaid } from '../orders/service';

// Issue 18: a shopper who uses the shop in Kiswahili gets their mails in Kiswahili, through a real SMTP server.

const smtp = await startSmtpServer();
const { app, database } = await buildTestApp({ SMTP_URL: smtp.url });
const db = database.db;
const product = await pickProduct(database, { stock: 500, offset: 71 });

async function signUp(email: string, headers: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { name: 'Wanjiku Kamau', email, password: 'salama sana 2026' },
  });
  expect(res.statusCode).toBe(201);
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

async function mailAbout(to: string, subject: string) {
  for (let i = 0; i < 100; i++) {
    const found = smtp.inbox.filter((m) => m.to.includes(to) && m.subject.includes(subject)).at(-1);
    if (found) return found;
    await app.notifications.tick();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

describe("mails in the shopper's language", () => {
  it('a Kiswahili shopper: the sign-up mail, then the order mail, in Kiswahili; names and amounts as they are', async () => {
    const email = 'wanjiku.sw@example.com';
    const user = await signUp(email, { cookie: 'lang=sw' });
    expect(user.language).toBe('sw');
    const verify = await smtp.lastMailTo(email);
    expect(verify.subject).toMatch(/^Thibitisha barua pepe yako — /);
    expect(verify.text).toContain('Habari Wanjiku Kamau, tafadhali thibitisha barua pepe yako');
    expect(verify.text).toContain('Ikiwa hukujisajili, puuza ujumbe huu.');

    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: 'lang=sw' },
      payload: { email, password: 'salama sana 2026' },
    });
    const headers = { authorization: `Bearer ${login.json().token as string}`, cookie: 'lang=sw' };
    const placed = await placeOrder(app, headers, [{ ...product, price: Number(product.price), quantity: 2 }]);
    expect(placed.statusCode).toBe(201);
    const order = placed.json() as { id: number; number: string; total_price: number };
    await db.transaction((tx) => markPaid(tx, order.id));

    const paid = await mailAbout(email, `Agizo lako ${order.number} limethibitishwa`);
    expect(paid.text).toContain('Habari Wanjiku Kamau,');
    expect(paid.text).toContain(`Asante kwa kununua! Tumepokea malipo yako ya M-Pesa ya agizo ${order.number}.`);
    expect(paid.text).toContain(`2 × ${product.name}`);
    expect(paid.text).toContain(`Jumla — ${formatKES(order.total_price)}`);
    expect(paid.text).toContain('Fuatilia agizo lako kwenye Oda Zangu:');
    expect(paid.text).not.toContain('Thank you for your purchase');
  });

  it('the language of the last order counts: the same shopper ordering in English gets English', async () => {
    const email = 'otieno.en@example.com';
    const user = await signUp(email, { cookie: 'lang=sw' });
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'salama sana 2026' },
    });
    const headers = { authorization: `Bearer ${login.json().token as string}`, 'accept-language': 'en-KE,en;q=0.9' };
    const placed = await placeOrder(app, headers, [{ ...product, price: Number(product.price), quantity: 1 }]);
    const order = placed.json() as { id: number; number: string };
    expect((await db.select({ language: users.language }).from(users).where(eq(users.id, user.id)))[0].language).toBe(
      'en',
    );
    await db.transaction((tx) => markPaid(tx, order.id));
    const paid = await mailAbout(email, `Order ${order.number} confirmed`);
    expect(paid.text).toContain('Thank you for your purchase!');
    expect(paid.text).not.toContain('Asante');
  });

  it('the password reset mail follows the language of the request', async () => {
    const email = 'akinyi.reset@example.com';
    await signUp(email, {});
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'accept-language': 'sw-KE' },
      payload: { email },
    });
    expect(res.json().message).toBe('Ikiwa kuna akaunti ya barua pepe hiyo, tumetuma kiungo cha kubadilisha nenosiri.');
    const mail = await mailAbout(email, 'Badilisha nenosiri lako');
    expect(mail.text).toContain('Kiungo kinafanya kazi kwa saa moja na mara moja tu.');
    expect(smtp.linkIn(mail, '/reset-password')).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
