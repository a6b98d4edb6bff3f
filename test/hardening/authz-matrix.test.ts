/**
 * Authorization matrix, generated from the server's own route table: every `METHOD path` the app
 * registers must have a row below giving the status each kind of caller gets. A new endpoint
 * without a row fails the first test, so nobody adds a route without deciding who may call it.
 *
 * Callers: a guest; a signed-in customer whose e-mail is not verified yet; customer A (verified),
 * who owns an order and its M-Pesa payment and has bought the product reviewed below; customer B,
 * "another customer" (asked only where a resource has an owner); staff (issue 20: orders and products,
 * never users, settings or staff); an admin.
 */
import type { RouteOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { mpesaPayments, orderItems, orderReturns, orders, paymentLedger, products } from '#db/schema';
import { DEFAULT_DELIVERY_OPTIONS } from '#core/delivery/defaults';
import { createSession } from '#server/modules/auth/sessions';
import { releaseOrder } from '#server/modules/orders/service';
import { callbacksSettled } from '#server/modules/payments/routes';
import { createUser } from '../users';
import { orderPayload } from '../shop';
import { emailToken, inStock, PASSWORD, VALID_PRODUCT } from './fixtures';
import { buildHardeningApp, missingMessage } from './support';

type Role = 'guest' | 'unverified' | 'customer' | 'other' | 'staff' | 'admin';
const ROLES: Role[] = ['guest', 'unverified', 'customer', 'other', 'staff', 'admin'];

interface Req {
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}

interface Row {
  guest: number;
  unverified: number;
  /** Customer A: for owned resources, the owner. */
  customer: number;
  /** Customer B on A's resource; only for rows whose resource has an owner. */
  other?: number;
  /** Staff: every row says what a staff account gets. */
  staff: number;
  admin: number;
  req: (role: Role) => Req | Promise<Req>;
  /** The call changes the caller's own session or password: each role acts as a fresh user of its kind. */
  freshActor?: boolean;
}

// ——— the app and its fixtures ————————————————————————————————————————————————————————————

const routes: RouteOptions[] = [];
const { app, database } = await buildHardeningApp({}, { onRoute: (r) => routes.push(r) });

/** Not part of the matrix, on purpose. */
const EXEMPT: Record<string, string> = {
  'GET /api/openapi.json': 'the OpenAPI document, public by design',
  ...Object.fromEntries(
    ['/', '/json', '/yaml', '/static/*', '/static/index.html', '/static/swagger-initializer.js'].map((p) => [
      `GET /api/docs${p}`,
      'the API reference page (Swagger UI) and its files, public by design',
    ]),
  ),
  'GET /uploads/*': 'static product images, public by design',
  'GET /__daraja/oauth/v1/generate': 'Daraja simulator (MPESA_ENV=simulator only): checks its own Basic credentials',
  'POST /__daraja/mpesa/stkpush/v1/processrequest': 'Daraja simulator: checks its own bearer token',
  'POST /__daraja/mpesa/stkpushquery/v1/query': 'Daraja simulator: checks its own bearer token',
  'POST /__daraja/mpesa/c2b/v1/registerurl':
    'Daraja simulator: checks its own bearer token; takes only the C2B URLs of the shop itself',
  'POST /__daraja/mpesa/c2b/v1/simulate': 'Daraja simulator: checks its own bearer token',
  'POST /__daraja/mpesa/transactionstatus/v1/query': 'Daraja simulator: checks its own bearer token',
  'POST /__daraja/mpesa/b2c/v3/paymentrequest':
    'Daraja simulator: checks its own bearer token; posts its Result only to the shop’s refund URL',
  'POST /__daraja/mpesa/reversal/v1/request':
    'Daraja simulator: checks its own bearer token; posts its Result only to the shop’s refund URL',
  'POST /__africastalking/version1/messaging':
    "Africa's Talking simulator (SMS_ENV=simulator only): checks its own apiKey header and username",
};

const routeKeys = [
  ...new Set(
    routes.flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((m) => `${m} ${r.url}`),
    ),
  ),
].sort();

const admin = await createUser(database, { isAdmin: true, password: PASSWORD });
const staff = await createUser(database, { name: 'Staff Member', isStaff: true, password: PASSWORD });
const customerA = await createUser(database, { name: 'Customer A', password: PASSWORD });
const customerB = await createUser(database, { name: 'Customer B', password: PASSWORD });
const unverified = await createUser(database, { name: 'Not Verified', verified: false, password: PASSWORD });
const loginUser = await createUser(database, { password: PASSWORD });
const actors: Record<Exclude<Role, 'guest'>, { user: { id: number }; headers: Record<string, string> }> = {
  unverified,
  customer: customerA,
  other: customerB,
  staff,
  admin,
};

const [productP, productQ] = (await inStock(database, 2)).map((p) => ({
  id: p.id,
  name: p.name,
  price: Number(p.price),
  image: p.image,
}));
// Every row places orders of Q (more with the staff column): enough stock that none runs out mid-matrix.
await database.db.update(products).set({ countInStock: 1000 }).where(eq(products.id, productQ.id));

async function order(actor: { user: { id: number }; headers: Record<string, string> }, product = productQ) {
  // The newest fixture order of a customer is the only unpaid one: the limit of open unpaid orders
  // (unpaid-limit.test.ts) is not what this matrix is about.
  const open = await database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, actor.user.id), eq(orders.status, 'awaiting_payment')));
  for (const { id } of open) await database.db.transaction((tx) => releaseOrder(tx, id, 'cancelled'));
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: actor.headers,
    payload: orderPayload([{ ...product, quantity: 1 }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

// Customer A's order of product P, paid through the Daraja simulator: A owns the order and the payment.
const orderA = await order(customerA, productP);
const push = await app.inject({
  method: 'POST',
  url: '/api/payments/mpesa/stk-push',
  headers: customerA.headers,
  payload: { orderId: orderA.id, phoneNumber: '0708374149' },
});
if (push.statusCode !== 201) throw new Error(`fixture payment: ${push.statusCode} ${push.body}`);
const paymentA = push.json() as { id: number };
await app.darajaSimulator!.flush();
await callbacksSettled();

// A build part, a shared build and customer A's saved build.
const buildPart = {
  slot: 'cpu' as const,
  id: (await inStock(database, 50)).find((p) => p.category === 'processors')!.id,
};
const sharedCode = (
  (await app.inject({ method: 'POST', url: '/api/builds', payload: { parts: { cpu: buildPart.id } } })).json() as {
    code: string;
  }
).code;
const saveBuildOf = async (actor: { headers: Record<string, string> }) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/builds/saved',
      headers: actor.headers,
      payload: { name: 'My build', parts: { cpu: buildPart.id } },
    })
  ).json() as { id: number };
const savedA = await saveBuildOf(customerA);
// Back in stock (decision 069): a sold-out product to wait for.
const soldOut = (await inStock(database, 6))[5];
await database.db.update(products).set({ countInStock: 0 }).where(eq(products.id, soldOut.id));

const ADDRESS = {
  county: 'Nakuru',
  town: 'Milimani',
  street: 'Kenyatta Ave, Block 2',
  landmark: '',
  phone: '0712345678',
};
const newAddressOfA = async () =>
  (
    await app.inject({ method: 'POST', url: '/api/addresses', headers: customerA.headers, payload: ADDRESS })
  ).json() as { id: number };
// Customer A's address: B, the admin and the unverified account are asked about it.
const addressA = await newAddressOfA();
/**
 * A fresh paid order of customer B put in a stage, for the admin's moves. Placed by the admin (exempt
 * from the order rate limit, which customer B's other rows use up), then given to B.
 */
async function orderAt(status: 'paid' | 'cancelled') {
  const { id } = await order(admin);
  await database.db
    .update(orders)
    .set({ userId: customerB.user.id, status, paidAt: new Date() })
    .where(eq(orders.id, id));
  // Paid: its money is on the ledger (decision 052), so a cancelled one has a refund due.
  const [o] = await database.db.select({ total: orders.totalPrice }).from(orders).where(eq(orders.id, id));
  await database.db
    .insert(paymentLedger)
    .values({ kind: 'payment', orderId: id, amount: o.total, channel: 'manual', actor: 'system' });
  return id;
}

/** A delivered order of `actor`'s (issue 30): the return window is open. */
async function deliveredOf(actor: { user: { id: number } }) {
  const { id } = await order(admin);
  const now = new Date();
  await database.db
    .update(orders)
    .set({ userId: actor.user.id, status: 'delivered', paidAt: now, deliveredAt: now })
    .where(eq(orders.id, id));
  return id;
}
const firstItem = async (orderId: number) =>
  (await database.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId)))[0].id;
const orderDeliveredA = await deliveredOf(customerA);
/** A fresh request of A's, for the owner's approve. */
async function returnOfA() {
  const id = await deliveredOf(customerA);
  const [row] = await database.db
    .insert(orderReturns)
    .values({
      orderId: id,
      userId: customerA.user.id,
      kind: 'return',
      reason: 'Matrix',
      lines: [{ itemId: await firstItem(id), quantity: 1 }],
    })
    .returning({ id: orderReturns.id });
  return row.id;
}

let n = 0;
const unique = () => `${Date.now().toString(36)}-${++n}`;
const throwawayUser = async () => (await createUser(database, { verified: false })).user;
let matrixReceipts = 0;
/** A Paybill payment whose account named no order (what the admin assigns). */
const unmatchedPayment = async () =>
  (
    await database.db
      .insert(mpesaPayments)
      .values({
        source: 'c2b',
        status: 'paid',
        phone: '254708374149',
        amount: 100,
        accountReference: 'x',
        receiptNumber: `MTXUNM${++matrixReceipts}`,
      })
      .returning()
  )[0];
const throwawayProduct = async () =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.headers,
      payload: { ...VALID_PRODUCT, name: `Throwaway ${unique()}` },
    })
  ).json() as { id: number };
const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
  .png()
  .toBuffer();

function multipart(data: Buffer) {
  const boundary = 'matrixboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const settingsBody = {
  storeName: 'Kenya PC Shop',
  supportEmail: 'support@example.com',
  supportPhone: '0700000000',
  whatsappNumber: '254700000000',
  deliveryFee: 500,
  freeDeliveryThreshold: 50_000,
};

// ——— the matrix ————————————————————————————————————————————————————————————————————————

const everyone = (status: number) => ({
  guest: status,
  unverified: status,
  customer: status,
  staff: status,
  admin: status,
});
const signedIn = (status: number) => ({
  guest: 401,
  unverified: status,
  customer: status,
  staff: status,
  admin: status,
});
const verified = (status: number) => ({ guest: 401, unverified: 403, customer: status, staff: status, admin: status });
const adminOnly = (status: number) => ({ guest: 401, unverified: 403, customer: 403, staff: 403, admin: status });
// Issue 20: staff manage orders and products; only admins manage users, settings and staff.
const staffOnly = (status: number) => ({ guest: 401, unverified: 403, customer: 403, staff: status, admin: status });
const unknownApiPath = (): Row => ({ ...everyone(404), req: () => ({ url: '/api/no-such-endpoint' }) });

const MATRIX: Record<string, Row> = {
  // Public reads.
  'GET /api/health': { ...everyone(200), req: () => ({ url: '/api/health' }) },
  'GET /api/products': { ...everyone(200), req: () => ({ url: '/api/products?keyword=ryzen' }) },
  'GET /api/products/brands': { ...everyone(200), req: () => ({ url: '/api/products/brands' }) },
  'GET /api/products/facets': {
    ...everyone(200),
    req: () => ({ url: '/api/products/facets?keyword=rtx&stock=in-stock' }),
  },
  'GET /api/products/suggest': { ...everyone(200), req: () => ({ url: '/api/products/suggest?q=ge' }) },
  'GET /api/products/:id': { ...everyone(200), req: () => ({ url: `/api/products/${productP.id}` }) },
  'GET /api/products/:id/reviews': { ...everyone(200), req: () => ({ url: `/api/products/${productP.id}/reviews` }) },
  'GET /api/products/:id/similar': { ...everyone(200), req: () => ({ url: `/api/products/${productP.id}/similar` }) },
  'GET /api/settings': { ...everyone(200), req: () => ({ url: '/api/settings' }) },
  'GET /api/delivery': { ...everyone(200), req: () => ({ url: '/api/delivery' }) },

  // Accounts.
  'POST /api/auth/register': {
    ...everyone(201),
    req: () => ({
      url: '/api/auth/register',
      payload: { name: 'New Shopper', email: `new-${unique()}@example.com`, password: 'a good password' },
    }),
  },
  'POST /api/auth/login': {
    ...everyone(200),
    req: () => ({ url: '/api/auth/login', payload: { email: loginUser.user.email, password: PASSWORD } }),
  },
  'POST /api/auth/logout': { ...everyone(200), freshActor: true, req: () => ({ url: '/api/auth/logout' }) },
  'GET /api/auth/me': { ...signedIn(200), req: () => ({ url: '/api/auth/me' }) },
  'POST /api/auth/reset-password': {
    ...everyone(200),
    req: () => ({ url: '/api/auth/reset-password', payload: { email: loginUser.user.email } }),
  },
  'POST /api/auth/reset-password/:token': {
    ...everyone(200),
    req: async () => ({
      url: `/api/auth/reset-password/${await emailToken(database, (await throwawayUser()).id, 'reset-password')}`,
      payload: { password: 'a brand new password' },
    }),
  },
  'POST /api/auth/verify-email/:token': {
    ...everyone(200),
    req: async () => ({
      url: `/api/auth/verify-email/${await emailToken(database, (await throwawayUser()).id, 'verify-email')}`,
    }),
  },
  // Only an unverified account has a verification mail to ask for; the others get a 400 that says so.
  'POST /api/auth/resend-verification': {
    guest: 401,
    unverified: 200,
    customer: 400,
    staff: 400,
    admin: 400,
    req: () => ({ url: '/api/auth/resend-verification' }),
  },
  'POST /api/auth/change-password': {
    ...signedIn(200),
    freshActor: true,
    req: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'a changed password' },
    }),
  },

  // Users: a profile belongs to its user (PUT on someone else's is refused with 403, not 404).
  'GET /api/users': { ...adminOnly(200), req: () => ({ url: '/api/users' }) },
  'PUT /api/users/:id': {
    guest: 401,
    unverified: 403,
    customer: 200,
    other: 403,
    staff: 403,
    admin: 200,
    req: () => ({ url: `/api/users/${customerA.user.id}`, payload: { name: 'Customer A' } }),
  },
  'DELETE /api/users/:id': {
    ...adminOnly(200),
    req: async () => ({ url: `/api/users/${(await throwawayUser()).id}` }),
  },

  // Orders: someone else's order is answered as missing (404), never as forbidden.
  'POST /api/orders': {
    ...verified(201),
    req: () => ({ url: '/api/orders', payload: orderPayload([{ ...productQ, quantity: 1 }]) }),
  },
  // Issue 21: the cart's layaway choice, public like the prices it is worked from.
  'POST /api/orders/layaway-quote': {
    ...everyone(200),
    req: () => ({
      url: '/api/orders/layaway-quote',
      payload: { items: [{ product: productQ.id, quantity: 1 }], totalPrice: 245_000 },
    }),
  },
  'GET /api/orders/mine': { ...signedIn(200), req: () => ({ url: '/api/orders/mine' }) },
  'GET /api/orders': { ...staffOnly(200), req: () => ({ url: '/api/orders' }) },
  'GET /api/orders/:id': {
    guest: 401,
    unverified: 404,
    customer: 200,
    other: 404,
    staff: 200,
    admin: 200,
    req: () => ({ url: `/api/orders/${orderA.id}` }),
  },
  'PUT /api/orders/:id/status': {
    ...staffOnly(200),
    req: () => ({ url: `/api/orders/${orderA.id}/status`, payload: { status: 'pending' } }),
  },
  'DELETE /api/orders/:id': {
    ...staffOnly(200),
    req: async () => ({ url: `/api/orders/${(await order(customerB)).id}` }),
  },
  // A's own unpaid order (a fresh one, as a cancel is final); the others are asked about A's order.
  'POST /api/orders/:id/cancel': {
    guest: 401,
    unverified: 404,
    customer: 200,
    other: 404,
    staff: 200,
    admin: 200,
    // The admin's cancel needs a reason; a shopper's may give one.
    req: async (role) => ({
      url: `/api/orders/${role === 'customer' || role === 'staff' || role === 'admin' ? (await order(customerA)).id : orderA.id}/cancel`,
      payload: { reason: 'Asked by the authorization matrix' },
    }),
  },
  'POST /api/orders/:id/stage': {
    ...staffOnly(200),
    req: async () => ({ url: `/api/orders/${await orderAt('paid')}/stage`, payload: { stage: 'processing' } }),
  },
  'POST /api/orders/:id/refund': {
    ...staffOnly(200),
    req: async () => ({ url: `/api/orders/${await orderAt('cancelled')}/refund`, payload: { reference: 'MATRIX1' } }),
  },
  // Customer A's paid order: its receipt is A's and the admins'.
  'GET /api/orders/:id/receipt': {
    guest: 401,
    unverified: 404,
    customer: 200,
    other: 404,
    staff: 200,
    admin: 200,
    req: () => ({ url: `/api/orders/${orderA.id}/receipt` }),
  },
  'GET /api/orders/:id/receipt.pdf': {
    guest: 401,
    unverified: 404,
    customer: 200,
    other: 404,
    staff: 200,
    admin: 200,
    req: () => ({ url: `/api/orders/${orderA.id}/receipt.pdf` }),
  },

  // Data rights (issue 30, decision 065): each signed-in person's own data, nobody else's; staff and
  // admin accounts are removed by an admin, not by themselves (403). Deleting asks for the password.
  'GET /api/privacy/export': { ...signedIn(200), req: () => ({ url: '/api/privacy/export?format=csv' }) },
  'GET /api/privacy/consent': { ...signedIn(200), req: () => ({ url: '/api/privacy/consent' }) },
  'PUT /api/privacy/consent': {
    ...signedIn(200),
    freshActor: true,
    req: () => ({ url: '/api/privacy/consent', payload: { granted: true, language: 'en' } }),
  },
  'POST /api/privacy/delete-account': {
    ...signedIn(200),
    staff: 403,
    admin: 403,
    freshActor: true,
    req: () => ({ url: '/api/privacy/delete-account', payload: { password: PASSWORD } }),
  },

  // The address book: every signed-in shopper has their own; someone else's address answers 404.
  'GET /api/addresses': { ...signedIn(200), req: () => ({ url: '/api/addresses' }) },
  'POST /api/addresses': {
    ...signedIn(201),
    freshActor: true,
    req: () => ({ url: '/api/addresses', payload: ADDRESS }),
  },
  'PUT /api/addresses/:id': {
    guest: 401,
    unverified: 404,
    customer: 200,
    other: 404,
    staff: 404,
    admin: 404,
    req: () => ({ url: `/api/addresses/${addressA.id}`, payload: ADDRESS }),
  },
  'DELETE /api/addresses/:id': {
    guest: 401,
    unverified: 404,
    customer: 200,
    other: 404,
    staff: 404,
    admin: 404,
    req: async (role) => ({ url: `/api/addresses/${role === 'customer' ? (await newAddressOfA()).id : addressA.id}` }),
  },

  // Payments: only the order's owner can pay it or read its payment.
  'POST /api/payments/mpesa/stk-push': {
    guest: 401,
    unverified: 403,
    customer: 201,
    other: 404,
    staff: 404,
    admin: 404,
    // A fresh order for its owner only (the others are refused before the order matters): the order rate limit.
    req: async (role) => ({
      url: '/api/payments/mpesa/stk-push',
      payload: { orderId: role === 'customer' ? (await order(customerA)).id : orderA.id, phoneNumber: '0708374149' },
    }),
  },
  'GET /api/payments/:id': {
    guest: 401,
    unverified: 404,
    customer: 200,
    other: 404,
    staff: 200,
    admin: 200,
    req: () => ({ url: `/api/payments/${paymentA.id}` }),
  },
  // Daraja's callback carries its secret in the path and is always acknowledged; a wrong secret is ignored.
  'POST /api/payments/mpesa/callback/:secret': {
    ...everyone(200),
    req: () => ({
      url: '/api/payments/mpesa/callback/not-the-secret',
      payload: { Body: { stkCallback: { CheckoutRequestID: 'x', ResultCode: 0 } } },
    }),
  },

  // Paybill (C2B): Daraja's confirmation and validation carry the secret in the path, like the STK callback.
  'POST /api/payments/paybill/confirm/:secret': {
    ...everyone(200),
    req: () => ({
      url: '/api/payments/paybill/confirm/not-the-secret',
      payload: { TransID: 'MATRIX01', TransAmount: '100', BusinessShortCode: '174379', BillRefNumber: 'x' },
    }),
  },
  'POST /api/payments/paybill/validate/:secret': {
    ...everyone(200),
    req: () => ({
      url: '/api/payments/paybill/validate/not-the-secret',
      payload: { TransID: 'MATRIX02', TransAmount: '100', BusinessShortCode: '174379', BillRefNumber: 'x' },
    }),
  },
  // Daraja's Transaction Status results (the Paybill reconciler, decision 053): a secret in the path, as above.
  'POST /api/payments/status/result/:secret': {
    ...everyone(200),
    req: () => ({
      url: '/api/payments/status/result/not-the-secret',
      payload: { Result: { ResultCode: 0, ResultParameters: { ResultParameter: [{ Key: 'ReceiptNo', Value: 'X' }] } } },
    }),
  },
  'POST /api/payments/status/timeout/:secret': {
    ...everyone(200),
    req: () => ({ url: '/api/payments/status/timeout/not-the-secret', payload: { Result: {} } }),
  },
  // The B2C and Reversal Results of automatic refunds (decision 060): a secret in the path, as above.
  'POST /api/payments/refund/result/:secret': {
    ...everyone(200),
    req: () => ({
      url: '/api/payments/refund/result/not-the-secret',
      payload: { Result: { ResultCode: 0, ConversationID: 'AG_MATRIX', TransactionID: 'MATRIX03' } },
    }),
  },
  'POST /api/payments/refund/timeout/:secret': {
    ...everyone(200),
    req: () => ({ url: '/api/payments/refund/timeout/not-the-secret', payload: { Result: {} } }),
  },
  // The simulator's Paybill: any signed-in shopper pays as a customer would (test money).
  'POST /api/payments/paybill/simulate': {
    ...signedIn(202),
    req: () => ({
      url: '/api/payments/paybill/simulate',
      payload: { amount: 100, account: 'MATRIX', phoneNumber: '0708374149' },
    }),
  },
  'GET /api/admin/payments/unmatched': { ...adminOnly(200), req: () => ({ url: '/api/admin/payments/unmatched' }) },
  'POST /api/admin/payments/:id/assign': {
    ...adminOnly(200),
    req: async () => ({
      url: `/api/admin/payments/${(await unmatchedPayment()).id}/assign`,
      payload: { order: String(orderA.id) },
    }),
  },

  // Reviews: only buyers of the product (A bought P; B and the admin did not).
  'GET /api/products/:id/has-purchased': {
    ...signedIn(200),
    req: () => ({ url: `/api/products/${productP.id}/has-purchased` }),
  },
  'POST /api/products/:id/reviews': {
    guest: 401,
    unverified: 403,
    customer: 201,
    other: 403,
    staff: 403,
    admin: 403,
    req: () => ({
      url: `/api/products/${productP.id}/reviews`,
      payload: { rating: 4, comment: 'Works well, quick delivery.' },
    }),
  },

  // Build links (issue 17): anyone may share and open one; saved builds belong to their owner.
  'POST /api/builds': {
    ...everyone(201),
    req: () => ({ url: '/api/builds', payload: { parts: { [buildPart.slot]: buildPart.id } } }),
  },
  'GET /api/builds/:code': { ...everyone(200), req: () => ({ url: `/api/builds/${sharedCode}` }) },
  'GET /build-pc/b/:code/preview.jpg': {
    ...everyone(200),
    req: () => ({ url: `/build-pc/b/${sharedCode}/preview.jpg` }),
  },
  'POST /api/builds/suggest': {
    ...everyone(200),
    req: () => ({ url: '/api/builds/suggest', payload: { budget: 150_000, use: 'gaming-1080p' } }),
  },
  'GET /api/builds/saved': { ...signedIn(200), req: () => ({ url: '/api/builds/saved' }) },
  // Favourites and cart kept for the account (decision 070): the session names the account, so
  // there is no one else's to ask for; each caller reads and writes only their own.
  'GET /api/saved': { ...signedIn(200), req: () => ({ url: '/api/saved' }) },
  'PUT /api/saved': {
    ...signedIn(200),
    req: () => ({
      url: '/api/saved',
      payload: { favorites: [buildPart.id], cart: [{ product: buildPart.id, quantity: 1 }] },
    }),
  },
  'POST /api/saved/merge': {
    ...signedIn(200),
    req: () => ({ url: '/api/saved/merge', payload: { favorites: [buildPart.id], cart: [] } }),
  },
  'POST /api/builds/saved': {
    ...signedIn(201),
    req: () => ({
      url: '/api/builds/saved',
      payload: { name: `Build ${unique()}`, parts: { [buildPart.slot]: buildPart.id } },
    }),
  },
  // Someone else's saved build is answered as missing (404), like an order.
  'PUT /api/builds/saved/:id': {
    guest: 401,
    unverified: 404,
    customer: 200,
    other: 404,
    staff: 404,
    admin: 404,
    req: () => ({ url: `/api/builds/saved/${savedA.id}`, payload: { name: 'Renamed build' } }),
  },
  'DELETE /api/builds/saved/:id': {
    guest: 401,
    unverified: 404,
    customer: 200,
    other: 404,
    staff: 404,
    admin: 404,
    req: async (role) => ({
      url: `/api/builds/saved/${role === 'customer' ? (await saveBuildOf(customerA)).id : savedA.id}`,
    }),
  },

  // Back in stock and price drops (decision 069): a guest gives a contact, a shopper taps once.
  'POST /api/products/:id/stock-alert': {
    ...everyone(200),
    req: (role) => ({
      url: `/api/products/${soldOut.id}/stock-alert`,
      payload: role === 'guest' ? { contact: 'matrix-guest@example.com' } : {},
    }),
  },
  'DELETE /api/products/:id/stock-alert': {
    ...signedIn(200),
    req: () => ({ url: `/api/products/${soldOut.id}/stock-alert` }),
  },
  'GET /api/products/:id/alerts': { ...everyone(200), req: () => ({ url: `/api/products/${productP.id}/alerts` }) },
  'PUT /api/products/:id/price-watch': {
    ...signedIn(200),
    req: () => ({ url: `/api/products/${productP.id}/price-watch` }),
  },
  'DELETE /api/products/:id/price-watch': {
    ...signedIn(200),
    req: () => ({ url: `/api/products/${productP.id}/price-watch` }),
  },
  'PUT /api/builds/saved/:id/price-watch': {
    guest: 401,
    unverified: 404,
    customer: 200,
    other: 404,
    staff: 404,
    admin: 404,
    req: () => ({ url: `/api/builds/saved/${savedA.id}/price-watch` }),
  },
  // Only the caller's own watch is removed: another's build id removes nothing.
  'DELETE /api/builds/saved/:id/price-watch': {
    ...signedIn(200),
    other: 200,
    req: () => ({ url: `/api/builds/saved/${savedA.id}/price-watch` }),
  },
  'GET /api/alerts/confirm/:code': { ...everyone(404), req: () => ({ url: '/api/alerts/confirm/not-a-code' }) },
  'GET /u/:token': { ...everyone(404), req: () => ({ url: '/u/u1.AAAAAAAA' }) },
  'GET /api/admin/alerts/most-wanted': { ...adminOnly(200), req: () => ({ url: '/api/admin/alerts/most-wanted' }) },

  'POST /api/contact': {
    ...everyone(201),
    req: () => ({
      url: '/api/contact',
      payload: {
        name: 'Shopper',
        email: 'shopper@example.com',
        subject: 'Hello',
        message: 'Do you deliver to Kisumu?',
      },
    }),
  },

  // Catalog administration.
  'POST /api/products': { ...staffOnly(201), req: () => ({ url: '/api/products', payload: VALID_PRODUCT }) },
  'PUT /api/products/:id': {
    ...staffOnly(200),
    req: async () => ({ url: `/api/products/${(await throwawayProduct()).id}`, payload: VALID_PRODUCT }),
  },
  'DELETE /api/products/:id': {
    ...staffOnly(200),
    req: async () => ({ url: `/api/products/${(await throwawayProduct()).id}` }),
  },
  'POST /api/upload': { ...staffOnly(200), req: () => ({ url: '/api/upload', ...multipart(png) }) },
  'POST /api/uploads': { ...staffOnly(200), req: () => ({ url: '/api/uploads', ...multipart(png) }) },
  'PUT /api/settings': { ...adminOnly(200), req: () => ({ url: '/api/settings', payload: settingsBody }) },

  // SMS (issue 31): AT's delivery reports carry the secret in the path (a wrong one is acknowledged and
  // ignored); each shopper chooses their own channel; the simulator's outbox and switch are the admin's.
  'POST /api/sms/delivery-report/:secret': {
    ...everyone(200),
    req: () => ({ url: '/api/sms/delivery-report/not-the-secret', payload: { id: 'ATXid_matrix', status: 'Success' } }),
  },
  'GET /api/users/me/notifications': { ...signedIn(200), req: () => ({ url: '/api/users/me/notifications' }) },
  'PUT /api/users/me/notifications': {
    ...signedIn(200),
    req: () => ({ url: '/api/users/me/notifications', payload: { notify_by: 'both' } }),
  },
  'GET /api/admin/sms/outbox': { ...adminOnly(200), req: () => ({ url: '/api/admin/sms/outbox' }) },
  'PUT /api/admin/sms/simulator': {
    ...adminOnly(200),
    req: () => ({ url: '/api/admin/sms/simulator', payload: { gateway: 'ok' } }),
  },
  'PUT /api/delivery': { ...adminOnly(200), req: () => ({ url: '/api/delivery', payload: DEFAULT_DELIVERY_OPTIONS }) },
  // Issue 20: the admin product list, bulk edit and duplicate (staff and admins); the audit log (admins).
  'GET /api/admin/products': {
    ...staffOnly(200),
    req: () => ({ url: '/api/admin/products?status=draft&stock=low&sort=price&dir=desc' }),
  },
  'POST /api/admin/products/bulk': {
    ...staffOnly(200),
    req: async () => ({
      url: '/api/admin/products/bulk',
      payload: { ids: [(await throwawayProduct()).id], price: { percent: 5 } },
    }),
  },
  'POST /api/admin/products/bulk/undo': {
    ...staffOnly(200),
    req: async () => {
      const p = await throwawayProduct();
      return { url: '/api/admin/products/bulk/undo', payload: { prices: [{ id: p.id, price: 100, expected: 1 }] } };
    },
  },
  'POST /api/admin/products/:id/duplicate': {
    ...staffOnly(201),
    req: () => ({ url: `/api/admin/products/${productP.id}/duplicate` }),
  },
  'GET /api/admin/audit': { ...adminOnly(200), req: () => ({ url: '/api/admin/audit?entity=product' }) },
  'GET /api/admin/summary': { ...adminOnly(200), req: () => ({ url: '/api/admin/summary' }) },
  // Issue 30: the eTIMS outbox, for admins only (an id that is no invoice: 404 to them).
  'GET /api/admin/etims': { ...adminOnly(200), req: () => ({ url: '/api/admin/etims' }) },
  'POST /api/admin/etims/:id/retry': { ...adminOnly(404), req: () => ({ url: '/api/admin/etims/999999/retry' }) },
  'PUT /api/admin/etims/config': {
    ...adminOnly(204),
    req: () => ({ url: '/api/admin/etims/config', payload: { mode: 'simulator', branchId: '00', deviceSerial: '' } }),
  },
  'GET /api/admin/orders.csv': { ...staffOnly(200), req: () => ({ url: '/api/admin/orders.csv' }) },
  'GET /api/admin/products.csv': { ...staffOnly(200), req: () => ({ url: '/api/admin/products.csv' }) },
  // The admin's Find (decision 033): orders for staff and admins, customers for admins; private notes never reach a shopper.
  'GET /api/admin/orders': {
    ...staffOnly(200),
    req: () => ({ url: '/api/admin/orders?q=0708374149&sort=total_desc' }),
  },
  'GET /api/admin/orders/:id': { ...staffOnly(200), req: () => ({ url: `/api/admin/orders/${orderA.id}` }) },
  'POST /api/admin/orders/:id/notes': {
    ...staffOnly(201),
    req: () => ({ url: `/api/admin/orders/${orderA.id}/notes`, payload: { text: 'Matrix note' } }),
  },
  'GET /api/admin/customers': { ...adminOnly(200), req: () => ({ url: '/api/admin/customers?q=Customer' }) },
  'GET /api/admin/customers/:id': {
    ...adminOnly(200),
    req: () => ({ url: `/api/admin/customers/${customerA.user.id}` }),
  },
  'POST /api/admin/products/import': {
    ...staffOnly(200),
    req: () => ({
      url: '/api/admin/products/import',
      headers: { 'content-type': 'text/csv' },
      payload: `id,name,brand,category,price,countInStock,description,image,images,specifications\n,Imported ${unique()},CsvBrand,memory,1999,4,,/uploads/products/x-960.webp,,{}\n`,
    }),
  },

  // Issue 33: an import's progress, for staff only (an id that is no import: 404 to them).
  'GET /api/admin/products/import/:id': {
    ...staffOnly(404),
    req: () => ({ url: '/api/admin/products/import/999999' }),
  },

  // Issue 30 (decision 066): a return on A's delivered order is A's to ask; the owner's steps are staff's.
  'POST /api/orders/:id/returns': {
    guest: 401,
    unverified: 404,
    customer: 201,
    other: 404,
    staff: 404,
    admin: 404,
    req: async (role) => {
      const id = role === 'customer' ? await deliveredOf(customerA) : orderDeliveredA;
      return {
        url: `/api/orders/${id}/returns`,
        payload: {
          kind: 'return',
          reason: 'Asked by the matrix',
          lines: [{ itemId: await firstItem(id), quantity: 1 }],
        },
      };
    },
  },
  'GET /api/returns/mine': { ...signedIn(200), req: () => ({ url: '/api/returns/mine' }) },
  'POST /api/returns/photos': { ...signedIn(200), req: () => ({ url: '/api/returns/photos', ...multipart(png) }) },
  'GET /api/admin/returns': {
    ...staffOnly(200),
    req: () => ({ url: '/api/admin/returns?status=requested&kind=return' }),
  },
  'POST /api/admin/returns/:id': {
    ...staffOnly(200),
    req: async () => ({ url: `/api/admin/returns/${await returnOfA()}`, payload: { action: 'approve' } }),
  },
  'PUT /api/admin/orders/:id/serials': {
    ...staffOnly(200),
    req: () => ({
      url: `/api/admin/orders/${orderA.id}/serials`,
      payload: { items: [] },
    }),
  },

  // Unknown /api paths answer a JSON 404 for every method, whoever asks.
  'GET /api/*': unknownApiPath(),
  'POST /api/*': unknownApiPath(),
  'PUT /api/*': unknownApiPath(),
  'PATCH /api/*': unknownApiPath(),
  'DELETE /api/*': unknownApiPath(),
  'OPTIONS /api/*': unknownApiPath(),
  'TRACE /api/*': unknownApiPath(),
  // QUERY (a body-carrying safe method) needs a content type before routing goes further.
  'QUERY /api/*': {
    ...everyone(404),
    req: () => ({ url: '/api/no-such-endpoint', headers: { 'content-type': 'application/json' }, payload: '{}' }),
  },
};

// ——— the checks ————————————————————————————————————————————————————————————————————————

let ip = 0;
async function call(key: string, row: Row, role: Role) {
  const method = key.slice(0, key.indexOf(' '));
  const req = await row.req(role);
  let auth: Record<string, string> = {};
  if (role !== 'guest') {
    if (row.freshActor) {
      const fresh = await createUser(database, {
        isAdmin: role === 'admin',
        isStaff: role === 'staff',
        verified: role !== 'unverified',
        password: PASSWORD,
      });
      auth = { authorization: `Bearer ${await createSession(database.db, fresh.user.id)}` };
    } else auth = actors[role].headers;
  }
  // Each call from its own address, so the rate limits of one row never decide another's answer.
  return app.inject({
    method: method as 'GET',
    url: req.url,
    headers: { ...req.headers, ...auth },
    payload: req.payload as string,
    remoteAddress: `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`,
  });
}

const checked: string[] = [];
afterAll(() => {
  const calls = checked.length;
  console.log(
    `authz matrix: ${Object.keys(MATRIX).length} routes, ${calls} route × role checks (${Object.keys(EXEMPT).length} routes exempt)`,
  );
});

describe('authorization matrix', () => {
  it('has a row for every route of the app (HEAD twins aside), and no row for a route that is gone', () => {
    const missing = routeKeys.filter((k) => !(k in MATRIX) && !(k in EXEMPT));
    const stale = Object.keys(MATRIX).filter((k) => !routeKeys.includes(k));
    const staleExempt = Object.keys(EXEMPT).filter((k) => !routeKeys.includes(k));
    expect({ missing, stale, staleExempt }).toEqual({ missing: [], stale: [], staleExempt: [] });
    expect(Object.keys(MATRIX).length).toBeGreaterThanOrEqual(40);
  });

  it.each(Object.entries(MATRIX))('%s', async (key, row) => {
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const role of ROLES) {
      const want = row[role];
      if (want === undefined) continue;
      const res = await call(key, row, role);
      seen[role] = res.statusCode;
      checked.push(`${key} ${role}`);
      expected[role] = want;
      const problem = missingMessage(res);
      if (problem) seen[`${role} message`] = -1;
      if (res.statusCode !== want || problem)
        console.log(`${key} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(seen).toEqual(expected);
  });

  it("answers another customer's order and payment exactly like ones that do not exist", async () => {
    const asB = (url: string) => app.inject({ method: 'GET', url, headers: customerB.headers });
    const [order, missingOrder, payment, missingPayment] = await Promise.all([
      asB(`/api/orders/${orderA.id}`),
      asB('/api/orders/999999'),
      asB(`/api/payments/${paymentA.id}`),
      asB('/api/payments/999999'),
    ]);
    expect([order.statusCode, order.body]).toEqual([missingOrder.statusCode, missingOrder.body]);
    expect([payment.statusCode, payment.body]).toEqual([missingPayment.statusCode, missingPayment.body]);
    // And the owner's order was not touched by anyone else's attempts.
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderA.id));
    expect(row.userId).toBe(customerA.user.id);
  });
});
