import { and, eq, gt, like } from 'drizzle-orm';
import { SLOT_CATEGORY } from '#core/build-pc/compatibility';
import { describe, expect, it } from 'vitest';
import { addresses, mailQueue, priceWatches, products, stockAlerts, users } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { pickProduct } from '../../../test/shop';
import { createUser } from '../../../test/users';
import { backoffMs } from '../notifications/queue';

const { app, database } = await buildTestApp();
const db = database.db;
const sim = app.sms.simulator!;
// 10:00 in Nairobi (07:00 UTC), and 22:00 (19:00 UTC): the injected clocks.
const MORNING = new Date('2026-11-26T07:00:00Z');
const NIGHT = new Date('2026-11-26T19:00:00Z');
const hours = (d: Date, h: number) => new Date(d.getTime() + h * 3600_000);

const [p1, p2, p3, p4, p5, p6] = await Promise.all(
  [10, 20, 30, 40, 50, 60].map((offset) => pickProduct(database, { offset })),
);
for (const p of [p1, p2, p3, p4, p5]) await db.update(products).set({ countInStock: 0 }).where(eq(products.id, p.id));

/** A shopper who hears by e-mail, or by SMS at the phone of their delivery address. */
async function shopper(opts: { phone?: string; language?: 'en' | 'sw' } = {}) {
  const s = await createUser(database);
  await db
    .update(users)
    .set({ language: opts.language ?? 'en', notifyBy: opts.phone ? 'sms' : 'email' })
    .where(eq(users.id, s.user.id));
  if (opts.phone)
    await db
      .insert(addresses)
      .values({ userId: s.user.id, county: 'Nairobi', town: 'Nairobi', street: 'Moi Avenue', phone: opts.phone });
  return s;
}

const setStock = (id: number, n: number) => db.update(products).set({ countInStock: n }).where(eq(products.id, id));
const alertMails = (to: string) =>
  db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, to), eq(mailQueue.kind, 'alert')));
const textsTo = async (to: string) => (await sim.outbox(1000)).filter((m) => m.to === to);

async function run(now: Date) {
  await app.alerts.tick(now);
  await app.notifications.tick(now);
  await sim.idle();
}

describe('back in stock', () => {
  it('a restock notifies each waiting shopper once, in their channel and language, and not again', async () => {
    const a = await shopper();
    const b = await shopper({ phone: '0712000201', language: 'sw' });
    for (const s of [a, b]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/products/${p1.id}/stock-alert`,
        headers: s.headers,
        payload: {},
      });
      expect(res.json()).toMatchObject({ state: 'waiting' });
    }
    // Any UPDATE of products is caught by the trigger (the admin's kick is e2e/back-in-stock.spec.ts's).
    await setStock(p1.id, 4);
    await run(MORNING);
    const mails = await alertMails(a.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'sent', subject: `Back in stock: ${p1.name}` });
    expect(mails[0].text).toContain(`http://localhost:3000/product/${p1.id}`);
    expect(mails[0].text).toMatch(/Stop all alerts in one tap: http:\/\/localhost:3000\/u\/u/);
    const texts = await textsTo('+254712000201');
    expect(texts).toHaveLength(1);
    expect(texts[0].message).toContain('imerudi dukani');
    expect(texts[0].message).toContain(`/product/${p1.id}`);
    expect(texts[0].segments).toBe(1);
    // Sold out and back again: nobody is told twice.
    await setStock(p1.id, 0);
    await setStock(p1.id, 2);
    await run(hours(MORNING, 30));
    expect(await alertMails(a.user.email)).toHaveLength(1);
    expect(await textsTo('+254712000201')).toHaveLength(1);
    // Unless they sign up again.
    await setStock(p1.id, 0);
    await app.inject({ method: 'POST', url: `/api/products/${p1.id}/stock-alert`, headers: a.headers, payload: {} });
    await setStock(p1.id, 1);
    await run(hours(MORNING, 50));
    expect(await alertMails(a.user.email)).toHaveLength(2);
  });

  it('a guest confirms once by the link sent to the phone they gave; an unconfirmed guest hears nothing', async () => {
    const ask = (contact: string) =>
      app.inject({ method: 'POST', url: `/api/products/${p2.id}/stock-alert`, payload: { contact } });
    expect((await ask('0712000202')).json()).toMatchObject({ state: 'confirm-sent' });
    expect((await ask('guest-unconfirmed@example.com')).json()).toMatchObject({ state: 'confirm-sent' });
    expect((await ask('not a phone')).statusCode).toBe(400);
    const [confirm] = await db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, 'alert-confirm'), eq(mailQueue.to, '254712000202')));
    const link = /\/api\/alerts\/confirm\/\S+/.exec(confirm.text!)![0];
    // Tapped in a phone's browser (it asks for HTML).
    const opened = await app.inject({ method: 'GET', url: link, headers: { accept: 'text/html,*/*' } });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/product/${p2.id}?alert=confirmed`);
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    await setStock(p2.id, 3);
    await run(MORNING);
    // The confirmation, then the one alert.
    const texts = await textsTo('+254712000202');
    expect(texts).toHaveLength(2);
    expect(texts.map((t) => t.message).join('\n')).toContain(
      `is back in stock: http://localhost:3000/product/${p2.id}`,
    );
    expect(await alertMails('guest-unconfirmed@example.com')).toHaveLength(0);
    // In stock now: no sign-up.
    expect((await ask('0712000203')).statusCode).toBe(409);
  });

  it('quiet hours: a text at 22:00 waits until 07:00 Nairobi; an e-mail goes at once', async () => {
    const bySms = await shopper({ phone: '0712000204' });
    const byMail = await shopper();
    for (const s of [bySms, byMail])
      await app.inject({ method: 'POST', url: `/api/products/${p3.id}/stock-alert`, headers: s.headers, payload: {} });
    await setStock(p3.id, 1);
    await run(NIGHT);
    expect(await alertMails(byMail.user.email)).toMatchObject([{ status: 'sent' }]);
    expect(await textsTo('+254712000204')).toHaveLength(0);
    const [held] = await db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, 'alert'), eq(mailQueue.to, '0712000204')));
    expect(held.nextAttemptAt.toISOString()).toBe('2026-11-27T04:00:00.000Z');
    await run(new Date('2026-11-27T03:59:00Z'));
    expect(await textsTo('+254712000204')).toHaveLength(0);
    await run(new Date('2026-11-27T04:00:00Z'));
    expect(await textsTo('+254712000204')).toHaveLength(1);
  });

  it('a gateway outage delays the text and never loses it', async () => {
    const s = await shopper({ phone: '0712000205' });
    await app.inject({ method: 'POST', url: `/api/products/${p4.id}/stock-alert`, headers: s.headers, payload: {} });
    await setStock(p4.id, 2);
    sim.setMode('fail');
    await run(MORNING);
    const [row] = await db.select().from(mailQueue).where(eq(mailQueue.to, '0712000205'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    sim.setMode('ok');
    await run(new Date(MORNING.getTime() + backoffMs(1) + 1000));
    await run(new Date(MORNING.getTime() + backoffMs(2) * 4));
    expect(await textsTo('+254712000205')).toHaveLength(1);
  });
});

describe('price drops, the daily limit and the stop link', () => {
  it('a price drop tells a watcher once by how much; a second drop the same day waits; the next day it goes', async () => {
    const s = await shopper();
    const put = await app.inject({ method: 'PUT', url: `/api/products/${p6.id}/price-watch`, headers: s.headers });
    expect(put.json()).toMatchObject({ state: 'watching' });
    const price = Number(p6.price);
    await db
      .update(products)
      .set({ price: price - 500 })
      .where(eq(products.id, p6.id));
    await run(MORNING);
    const [first] = await alertMails(s.user.email);
    expect(first.subject).toBe(`Price drop: ${p6.name}`);
    expect(first.text).toContain('KES 500 less');
    await db
      .update(products)
      .set({ price: price - 800 })
      .where(eq(products.id, p6.id));
    await run(hours(MORNING, 2));
    expect(await alertMails(s.user.email)).toHaveLength(1);
    await db
      .update(products)
      .set({ price: price - 900 })
      .where(eq(products.id, p6.id));
    await run(hours(MORNING, 24));
    const mails = await alertMails(s.user.email);
    expect(mails).toHaveLength(2);
    // Measured from the price last told (500 off), not the one it was watched at.
    expect(mails[1].text).toContain('KES 400 less');
    // A rise tells nobody.
    await db.update(products).set({ price }).where(eq(products.id, p6.id));
    await run(hours(MORNING, 48));
    expect(await alertMails(s.user.email)).toHaveLength(2);
  });

  it('a saved build: the bell in the list, and one message when its total falls by KES 1,000 or more', async () => {
    const s = await shopper();
    const inStock = async (slot: 'cpu' | 'gpu') =>
      (
        await db
          .select()
          .from(products)
          .where(and(eq(products.category, SLOT_CATEGORY[slot]), gt(products.countInStock, 0)))
          .orderBy(products.id)
          .offset(2)
          .limit(1)
      )[0];
    const [a, b] = [await inStock('cpu'), await inStock('gpu')];
    const saved = await app.inject({
      method: 'POST',
      url: '/api/builds/saved',
      headers: s.headers,
      payload: { name: 'Budget rig', parts: { cpu: a.id, gpu: b.id } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id as number;
    const listed = async () =>
      (await app.inject({ method: 'GET', url: '/api/builds/saved', headers: s.headers })).json().builds[0].watching;
    expect(await listed()).toBe(false);
    const watch = (method: 'PUT' | 'DELETE') =>
      app.inject({ method, url: `/api/builds/saved/${id}/price-watch`, headers: s.headers });
    expect((await watch('PUT')).json()).toMatchObject({ state: 'watching' });
    expect(await listed()).toBe(true);

    const setPrice = (p: { id: number; price: unknown }, less: number) =>
      db
        .update(products)
        .set({ price: Number(p.price) - less })
        .where(eq(products.id, p.id));
    await setPrice(a, 600); // KES 600 less in all: below the KES 1,000 a build waits for
    await run(MORNING);
    expect(await alertMails(s.user.email)).toHaveLength(0);
    await setPrice(b, 500); // KES 1,100 less in all
    await run(hours(MORNING, 1));
    const [mail] = await alertMails(s.user.email);
    expect(mail.subject).toBe('Your build Budget rig costs less');
    expect(mail.text).toContain('KES 1,100 less');

    expect((await watch('DELETE')).json()).toMatchObject({ state: 'stopped' });
    expect(await listed()).toBe(false);
    await setPrice(b, 3_000);
    await run(hours(MORNING, 30));
    expect(await alertMails(s.user.email)).toHaveLength(1);
    await Promise.all([a, b].map((p) => setPrice(p, 0)));
  });

  it('a restock held back by the daily limit is told the next morning, not left for the next restock', async () => {
    const s = await shopper();
    const p7 = await pickProduct(database, { offset: 70 });
    await setStock(p7.id, 0);
    const wait = await app.inject({
      method: 'POST',
      url: `/api/products/${p7.id}/stock-alert`,
      headers: s.headers,
      payload: {},
      remoteAddress: '10.0.0.7',
    });
    expect(wait.statusCode, wait.body).toBe(200);
    await app.inject({ method: 'PUT', url: `/api/products/${p7.id}/price-watch`, headers: s.headers });
    const price = Number(p7.price);
    await db
      .update(products)
      .set({ price: price - 300 })
      .where(eq(products.id, p7.id));
    const day = hours(MORNING, 96); // 10:00 Nairobi, a day no other test here uses
    await run(day);
    expect((await alertMails(s.user.email)).map((m) => m.subject)).toEqual([`Price drop: ${p7.name}`]);
    await setStock(p7.id, 3);
    await run(hours(day, 2));
    expect(await alertMails(s.user.email)).toHaveLength(1); // one alert per product per shopper per day
    await run(hours(day, 22)); // 08:00 Nairobi the next day
    const mails = await alertMails(s.user.email);
    expect(mails.map((m) => m.subject)).toEqual([`Price drop: ${p7.name}`, `Back in stock: ${p7.name}`]);
    await run(hours(day, 26));
    expect(await alertMails(s.user.email)).toHaveLength(2);
    await db.update(products).set({ price }).where(eq(products.id, p7.id));
  });

  it('the stop link in an alert ends every wait and watch, with no sign-in; a forged one does nothing', async () => {
    const s = await shopper();
    // From another network: this file's sign-ups have used up 127.0.0.1's ten per 15 minutes.
    const res0 = await app.inject({
      method: 'POST',
      url: `/api/products/${p5.id}/stock-alert`,
      headers: s.headers,
      payload: {},
      remoteAddress: '10.0.0.9',
    });
    expect(res0.statusCode).toBe(200);
    await app.inject({ method: 'PUT', url: `/api/products/${p6.id}/price-watch`, headers: s.headers });
    await setStock(p5.id, 5);
    await run(hours(MORNING, 72));
    const [mail] = await alertMails(s.user.email);
    const stop = /\/u\/\S+/.exec(mail.text!)![0];
    const forged = await app.inject({ method: 'GET', url: stop.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(forged.statusCode).toBe(404);
    expect(await db.select().from(priceWatches).where(eq(priceWatches.userId, s.user.id))).toHaveLength(1);
    const res = await app.inject({ method: 'GET', url: stop, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Alerts stopped');
    expect(await db.select().from(priceWatches).where(eq(priceWatches.userId, s.user.id))).toHaveLength(0);
    const waits = await db.select().from(stockAlerts).where(eq(stockAlerts.userId, s.user.id));
    expect(waits.filter((w) => !w.notifiedAt)).toHaveLength(0);
  });

  it('the owner sees how many wait, most first', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/alerts/most-wanted',
      headers: (await createUser(database, { isAdmin: true })).headers,
    });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });
});

describe('fan-out', () => {
  it('measures the time to queue 1,000 waiters', async () => {
    const [p] = await db
      .select()
      .from(products)
      .where(like(products.name, '%'))
      .orderBy(products.id)
      .offset(70)
      .limit(1);
    await setStock(p.id, 0);
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          name: `W ${i}`,
          email: `waiter${i}@example.com`,
          passwordHash: 'x',
          notifyBy: 'email' as const,
        })),
      )
      .returning({ id: users.id });
    await db.insert(stockAlerts).values(made.map((u) => ({ productId: p.id, userId: u.id })));
    await setStock(p.id, 10);
    const t0 = performance.now();
    const r = await app.alerts.tick(hours(MORNING, 96));
    const ms = performance.now() - t0;
    console.log(`fan-out: ${r.queued} waiters queued in ${Math.round(ms)} ms`);
    expect(r.queued).toBe(1000);
  }, 120_000);
});
