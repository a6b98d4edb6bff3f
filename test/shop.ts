import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '#db/client';
import { products } from '#db/schema';
import { orderTotals, totalsWith } from '#core/pricing/totals';
import type { App } from '#server/app';
import { expect } from 'vitest';
import { createUser } from './users';

/** An in-stock product of the seeded catalog that M-Pesa can pay for twice over, optionally with its stock set. */
export async function pickProduct(database: Database, opts: { stock?: number; offset?: number } = {}) {
  const [p] = await database.db
    .select()
    .from(products)
    .where(and(gt(products.countInStock, 0), gt(products.price, 100), lte(products.price, 60_000)))
    .orderBy(products.id)
    .offset(opts.offset ?? 0)
    .limit(1);
  if (opts.stock !== undefined) {
    await database.db.update(products).set({ countInStock: opts.stock }).where(eq(products.id, p.id));
    p.countInStock = opts.stock;
  }
  return p;
}

/** The spec's order payload for some products, with the figures the server will agree with. */
export function orderPayload(items: { id: number; name: string; price: number; image: string; quantity: number }[]) {
  const subtotal = items.reduce((s, i) => s + i.price * i.quantity, 0);
  const totals = orderTotals(subtotal);
  return {
    orderItems: items.map((i) => ({
      product: String(i.id),
      name: i.name,
      price: i.price,
      image: i.image,
      quantity: i.quantity,
    })),
    paymentMethod: 'M-Pesa',
    itemsPrice: totals.itemsPrice,
    totalPrice: totals.total,
  };
}

export async function placeOrder(app: App, headers: Record<string, string>, items: Parameters<typeof orderPayload>[0]) {
  return app.inject({ method: 'POST', url: '/api/orders', headers, payload: orderPayload(items) });
}

/** A delivery address in Kisumu (courier zone 'Western and Nyanza' of the demo table). */
export const KISUMU = {
  county: 'Kisumu',
  town: 'Milimani',
  street: 'Otieno Oyoo St, Block 4',
  landmark: 'Behind the petrol station',
  phone: '0712 345 678',
};

/** The issue-14 payload: the spec's, with a delivery choice and the total the shopper was shown (items + fee + VAT). */
export function deliveryOrderPayload(
  items: Parameters<typeof orderPayload>[0],
  delivery: { method: 'pickup' | 'same_day' | 'courier'; address?: typeof KISUMU },
  fee: number,
) {
  const base = orderPayload(items);
  return { ...base, totalPrice: totalsWith(base.itemsPrice, fee).total, delivery };
}

/**
 * A new shopper's order of one seeded product, its price set to `price` first (ex VAT: 38,000 is the
 * review's KES 44,080 with VAT, collected). `offset` keeps suites that share a database off each other's products.
 */
export async function orderAtPrice(
  app: App,
  database: Database,
  price: number,
  offset: number,
  extra: { layaway?: boolean } = {},
) {
  const buyer = await createUser(database);
  const p = await pickProduct(database, { stock: 5, offset });
  await database.db.update(products).set({ price }).where(eq(products.id, p.id));
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: { ...orderPayload([{ ...p, price, quantity: 1 }]), ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, res, productId: p.id };
}

/** What Daraja posts to the Paybill confirmation URL when a customer pays with `account` as the reference. */
export function paybillConfirmation(
  app: App,
  secret: string,
  c: { transId: string; account: string; amount: number; msisdn?: string },
) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/paybill/confirm/${secret}`,
    payload: {
      TransactionType: 'Pay Bill',
      TransID: c.transId,
      TransTime: '20261127063845',
      TransAmount: String(c.amount),
      BusinessShortCode: '174379',
      BillRefNumber: c.account,
      MSISDN: c.msisdn ?? '254708374149',
      FirstName: 'Wanjiku',
    },
  });
}
