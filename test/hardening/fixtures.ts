import { and, asc, between, desc, eq, gt, isNotNull, lte, notExists } from 'drizzle-orm';
import type { Database } from '#db/client';
import {
  addresses,
  csvImports,
  etimsInvoices,
  emailTokens,
  mpesaPayments,
  orderItems,
  orderReturns,
  orders,
  paymentLedger,
  products,
  savedBuilds,
  stockAlerts,
} from '#db/schema';
import { DEFAULT_DELIVERY_OPTIONS } from '#core/delivery/defaults';
import type { App } from '#server/app';
import { readSettings } from '#server/modules/settings/service';
import { createOrder, markPaid as markOrderPaid } from '#server/modules/orders/service';
import { hasPurchased } from '#server/modules/reviews/service';
import { callbacksSettled } from '#server/modules/payments/routes';
import { hashToken, newToken } from '#server/modules/auth/tokens';
import { hashCode } from '#server/modules/alerts/tokens';
import { orderTotals, totalsWith } from '#core/pricing/totals';
import { createUser } from '../users';
import { orderPayload } from '../shop';
import { CALLBACK_SECRET } from './harness';
import { knownParams, type Endpoint, type Hints, type Role } from './fuzz-cases';

export const PASSWORD = 'test password';

export const FUZZ_ADDRESS = {
  county: 'Kisumu',
  town: 'Milimani',
  street: 'Otieno Oyoo St',
  landmark: 'Near the market',
  phone: '0712345678',
};

export const VALID_PRODUCT = {
  name: 'Hardening GPU',
  description: 'A card for the hardening tests.',
  price: 12345.67,
  category: 'graphics-cards',
  countInStock: 3,
  brand: 'HardeningBrand',
  image: '/uploads/products/test-960.webp',
  images: [],
  specifications: { 'Graphics RAM Size': '8 GB' },
};

type Actor = Awaited<ReturnType<typeof createUser>>;

/** A token for a throwaway user, valid once (verification or reset link). */
export async function emailToken(database: Database, userId: number, kind: 'verify-email' | 'reset-password') {
  const token = newToken();
  await database.db
    .insert(emailTokens)
    .values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

/** Marks an order paid in the database (what a successful M-Pesa callback does), so its buyer may review. */
export async function markPaid(database: Database, orderId: number) {
  await database.db.transaction(async (tx) => {
    // The money first, as a ledger row (decision 052): what the order holds and what a refund gives back.
    const [o] = await tx.select({ total: orders.totalPrice }).from(orders).where(eq(orders.id, orderId));
    await tx
      .insert(paymentLedger)
      .values({ kind: 'payment', orderId, amount: o.total, channel: 'manual', actor: 'system' });
    await markOrderPaid(tx, orderId);
  });
}

/** Products in stock with their current price, two of which M-Pesa can pay for: what a shopper's cart would hold. */
export async function inStock(database: Database, n = 3) {
  return database.db
    .select()
    .from(products)
    .where(and(eq(products.status, 'active'), gt(products.countInStock, 5), between(products.price, 100, 60_000)))
    .orderBy(products.id)
    .limit(n);
}

/**
 * The actors and known-good values of the fuzz: a verified customer with a paid order (so reviews
 * and payments are reachable), an admin, real ids and tokens. Between endpoints `refresh()` brings
 * back what the previous endpoint's cases broke (a deleted customer, a changed password, a new admin).
 */
export class FuzzFixtures {
  customer!: Actor;
  admin!: Actor;
  private unverified!: Actor;
  hints: Hints = {};
  private settings = { deliveryFee: 500, freeDeliveryThreshold: 50_000 };
  private cart: { id: number; name: string; price: number; image: string }[] = [];
  private awaitingOrderId = 0;
  private purchasedProductId = 0;
  private n = 0;

  private constructor(
    private app: App,
    private database: Database,
  ) {}

  static async create(app: App, database: Database) {
    const f = new FuzzFixtures(app, database);
    await f.refresh();
    return f;
  }

  headersOf(role: Role): Record<string, string> {
    if (role === 'customer') return this.customer.headers;
    if (role === 'admin') return this.admin.headers;
    return {};
  }

  /**
   * Sends the endpoint's known-good request once (its example body, the first known id) as a role
   * that passes its guard, and returns the status: shows that the fuzz starts from a working request.
   */
  async probe(endpoint: Endpoint): Promise<number | undefined> {
    const example = this.hints.bodies?.[endpoint.key];
    if (endpoint.body.kind === 'json' && !example) return undefined;
    if (endpoint.body.kind === 'multipart' || endpoint.body.kind === 'csv') return undefined;
    const url = endpoint.path.replace(
      /:(\w+)/g,
      (_m, name: string) => knownParams(this.hints, endpoint.path, name)[0] ?? '1',
    );
    const res = await this.app.inject({
      method: endpoint.method as 'GET',
      url,
      // Signed in, since some public routes answer about the caller (GET /api/auth/me); a verified
      // customer cannot ask for another verification mail, so that one is asked by the unverified account.
      headers:
        endpoint.key === 'POST /api/auth/resend-verification'
          ? this.unverified.headers
          : this.headersOf(endpoint.access === 'admin' ? 'admin' : 'customer'),
      payload: example ? (example() as object) : undefined,
      remoteAddress: '10.200.0.1',
    });
    await this.settled();
    if (process.env.FUZZ_DEBUG && res.statusCode >= 300)
      console.log(`probe ${endpoint.key} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.statusCode;
  }

  async settled() {
    await this.app.darajaSimulator?.flush();
    await callbacksSettled();
  }

  private async stillValid(actor: Actor | undefined, isAdmin: boolean) {
    if (!actor) return false;
    const res = await this.app.inject({ method: 'GET', url: '/api/auth/me', headers: actor.headers });
    if (res.statusCode !== 200) return false;
    const { user } = res.json() as { user: { isAdmin: boolean; emailVerified: boolean } };
    return user.isAdmin === isAdmin && user.emailVerified;
  }

  async refresh() {
    const db = this.database.db;
    if (!(await this.stillValid(this.admin, true)))
      this.admin = await createUser(this.database, { isAdmin: true, password: PASSWORD });
    if (!(await this.stillValid(this.customer, false))) {
      this.customer = await createUser(this.database, { password: PASSWORD });
      this.purchasedProductId = 0;
    }
    const s = await readSettings(db);
    this.settings = { deliveryFee: s.deliveryFee, freeDeliveryThreshold: s.freeDeliveryThreshold };
    const stock = await inStock(this.database, 3);
    this.cart = stock.map((p) => ({ id: p.id, name: p.name, price: Number(p.price), image: p.image }));

    // A paid order of the customer (reviews need a purchase) and one awaiting payment (STK push needs one).
    // An admin case may have deleted the paid order: then the customer buys again.
    if (
      this.purchasedProductId &&
      !(await hasPurchased(this.database.db, this.customer.user.id, this.purchasedProductId))
    ) {
      this.purchasedProductId = 0;
    }
    if (!this.purchasedProductId && this.cart.length) {
      const paid = await this.placeOrder([{ ...this.cart[0], quantity: 1 }]);
      if (paid) {
        await markPaid(this.database, paid);
        this.purchasedProductId = this.cart[0].id;
      }
    }
    // An order awaiting payment that M-Pesa can take (KES 10 to 150,000), and a payment of the customer:
    // the test number 0700001032 is "cancelled by user", so the order stays payable for the next push.
    const [awaiting] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, this.customer.user.id),
          eq(orders.status, 'awaiting_payment'),
          lte(orders.totalPrice, 150_000),
          gt(orders.expiresAt, new Date(Date.now() + 60_000)),
          // A prompt still on the phone blocks another for a minute (409): pick an order without one.
          notExists(
            db
              .select({ id: mpesaPayments.id })
              .from(mpesaPayments)
              .where(and(eq(mpesaPayments.orderId, orders.id), eq(mpesaPayments.status, 'pending'))),
          ),
        ),
      )
      .limit(1);
    const [cheap] = await db
      .select()
      .from(products)
      .where(and(eq(products.status, 'active'), gt(products.countInStock, 5), between(products.price, 100, 100_000)))
      .orderBy(asc(products.id))
      .limit(1);
    this.awaitingOrderId =
      awaiting?.id ??
      (cheap
        ? await this.placeOrder([
            { id: cheap.id, name: cheap.name, price: Number(cheap.price), image: cheap.image, quantity: 1 },
          ])
        : undefined) ??
      0;
    let [payment] = await db
      .select({ id: mpesaPayments.id })
      .from(mpesaPayments)
      .innerJoin(orders, eq(orders.id, mpesaPayments.orderId))
      .where(eq(orders.userId, this.customer.user.id))
      .orderBy(desc(mpesaPayments.id))
      .limit(1);
    if (!payment && this.awaitingOrderId) {
      const res = await this.app.inject({
        method: 'POST',
        url: '/api/payments/mpesa/stk-push',
        headers: this.customer.headers,
        payload: { orderId: this.awaitingOrderId, phoneNumber: '0700001032' },
      });
      await this.settled();
      if (res.statusCode === 201) payment = { id: (res.json() as { id: number }).id };
    }

    // A throwaway account whose one-time tokens the fuzz may use up.
    const throwaway = await createUser(this.database, { verified: false, password: PASSWORD });
    this.unverified = throwaway;
    const verifyToken = await emailToken(this.database, throwaway.user.id, 'verify-email');
    const resetToken = await emailToken(this.database, throwaway.user.id, 'reset-password');
    // A guest's "Notify me" waiting for its confirmation link (decision 069), used up by the fuzz.
    const alertCode = `fuzz-alert-${++this.n}-${Date.now()}`;
    await db.insert(stockAlerts).values({
      productId: this.purchasedProductId || 1,
      channel: 'email',
      contact: `guest-${this.n}@fuzz.test`,
      confirmHash: hashCode(alertCode),
    });
    // Orders the fulfilment calls act on, remade once used up: one just paid (stage moves, the toggle,
    // its receipt) and one cancelled after payment (a refund).
    const paidOrder = { id: await this.orderIn('paid') };
    const refundable = await this.orderIn('cancelled');
    // A delivered order with no request yet (a shopper's return) and a fresh request on another (the
    // owner's step), remade each refresh since the fuzz moves them on (decision 066).
    const returnable = await this.deliveredOrder();
    const requested = await this.requestedReturn();

    // A shared build and a saved build of the customer (issue 17).
    // An active one: the fuzz of the admin's product endpoints may have drafted or archived some (decision 035).
    const [cpu] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.category, 'processors'), eq(products.status, 'active'), gt(products.countInStock, 0)))
      .limit(1);
    const buildParts = { cpu: cpu?.id ?? 1 };
    const shared = await this.app.inject({
      method: 'POST',
      url: '/api/builds',
      payload: { parts: buildParts },
      remoteAddress: '10.200.0.2',
    });
    const buildCode = shared.statusCode === 201 ? (shared.json() as { code: string }).code : 'zzzzzzzz';
    // Below the cap of saved builds per shopper, whatever the previous endpoint's cases saved.
    await db.delete(savedBuilds).where(eq(savedBuilds.userId, this.customer.user.id));
    const saved = await this.app.inject({
      method: 'POST',
      url: '/api/builds/saved',
      headers: this.customer.headers,
      payload: { name: 'Fuzz build', parts: buildParts },
      remoteAddress: `10.201.${this.n % 250}.${++this.n % 250}`,
    });
    const savedIds = saved.statusCode === 201 ? [String((saved.json() as { id: number }).id)] : ['1'];

    // An address of the customer's (the fuzz's DELETE may have removed the last one).
    const [address] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, this.customer.user.id))
      .limit(1);
    const addressId =
      address?.id ??
      (
        await db
          .insert(addresses)
          .values({ userId: this.customer.user.id, ...FUZZ_ADDRESS, phone: '254712345678' })
          .returning({ id: addresses.id })
      )[0].id;

    // A Paybill payment whose account named no order (what the admin assigns), remade once assigned.
    const [unmatched] = await db
      .insert(mpesaPayments)
      .values({
        source: 'c2b',
        status: 'paid',
        phone: '254708374149',
        amount: 100,
        accountReference: 'FUZZ',
        receiptNumber: `FUZZUNM${Date.now()}${++this.n}`,
      })
      .returning({ id: mpesaPayments.id });

    // A finished CSV import, whose progress the admin reads.
    const [csvImport] = await db
      .insert(csvImports)
      .values({ status: 'done', total: 1, done: 1, created: 1, message: 'Imported 1 product' })
      .returning({ id: csvImports.id });

    // eTIMS invoices (issue 30): the paid orders' sales, which the admin may retry.
    const etimsIds = (await db.select({ id: etimsInvoices.id }).from(etimsInvoices).limit(2)).map((r) => String(r.id));
    const productIds = [
      ...new Set([this.purchasedProductId, ...stock.map((p) => p.id), 1].filter(Boolean).map(String)),
    ];
    const orderIds = [this.awaitingOrderId, paidOrder?.id, 1].filter(Boolean).map(String);
    const userIds = [this.customer.user.id, throwaway.user.id].map(String);
    const cartLine = this.cart[0];
    this.hints = {
      params: {
        id: [...productIds, ...orderIds, ...userIds],
        '/api/orders/:id#id': orderIds,
        '/api/admin/orders/:id#id': orderIds,
        '/api/admin/orders/:id/notes#id': orderIds,
        '/api/admin/customers/:id#id': [String(this.customer.user.id)],
        '/api/orders/:id/status#id': [paidOrder?.id, ...orderIds].filter(Boolean).map(String),
        // The customer's order awaiting payment: the one a cancel applies to (refresh() places another).
        '/api/orders/:id/cancel#id': orderIds,
        '/api/orders/:id/stage#id': [paidOrder?.id, ...orderIds].filter(Boolean).map(String),
        '/api/orders/:id/refund#id': [refundable, ...orderIds].filter(Boolean).map(String),
        '/api/orders/:id/receipt#id': [paidOrder?.id, ...orderIds].filter(Boolean).map(String),
        '/api/orders/:id/receipt.pdf#id': [paidOrder?.id, ...orderIds].filter(Boolean).map(String),
        '/api/payments/:id#id': [String(payment?.id ?? 1)],
        '/api/admin/payments/:id/assign#id': [String(unmatched.id)],
        '/api/admin/products/import/:id#id': [String(csvImport.id)],
        '/api/admin/etims/:id/retry#id': [...etimsIds, '1'],
        '/api/users/:id#id': userIds,
        '/api/addresses/:id#id': [String(addressId)],
        '/api/products/:id#id': productIds,
        '/api/products/:id/reviews#id': productIds,
        '/api/products/:id/similar#id': productIds,
        '/api/products/:id/has-purchased#id': productIds,
        '/api/auth/reset-password/:token#token': [resetToken],
        '/api/auth/verify-email/:token#token': [verifyToken],
        '/api/alerts/confirm/:code#code': [alertCode, 'not-a-code'],
        secret: [CALLBACK_SECRET, CALLBACK_SECRET, 'wrong-secret'],
        code: [buildCode, buildCode, 'zzzzzzzz'],
        '/api/builds/saved/:id#id': savedIds,
        '/api/builds/saved/:id/price-watch#id': savedIds,
        // Issue 30: returns on the customer's orders, the owner's steps and serials (decision 066).
        '/api/orders/:id/returns#id': [returnable?.orderId, ...orderIds].filter(Boolean).map(String),
        '/api/admin/returns/:id#id': [String(requested ?? 1), '999999'],
        '/api/admin/orders/:id/serials#id': orderIds,
      },
      csv: [
        'id,name,brand,category,price,countInStock,description,image,images,specifications',
        `,CSV Product ${++this.n},CsvBrand,memory,1999,4,From the fuzz,/uploads/products/x-960.webp,,{}`,
        `${cartLine?.id ?? 1},${cartLine?.name.replaceAll(',', ' ') ?? 'x'},CsvBrand,memory,${cartLine?.price ?? 1},7,,/uploads/products/x-960.webp,,{}`,
      ].join('\n'),
      bodies: {
        'POST /api/auth/register': () => ({
          name: 'Fuzz Shopper',
          email: `fuzz-${Date.now()}-${++this.n}@example.com`,
          password: 'a good password',
        }),
        'POST /api/auth/login': () => ({ email: this.customer.user.email, password: PASSWORD }),
        'POST /api/auth/reset-password': () => ({ email: this.customer.user.email }),
        'POST /api/auth/reset-password/:token': () => ({ password: 'another good password' }),
        'POST /api/auth/change-password': () => ({ currentPassword: PASSWORD, newPassword: PASSWORD }),
        'PUT /api/users/:id': () => ({ name: 'Renamed By Fuzz' }),
        'PUT /api/users/me/notifications': () => ({ notify_by: 'both' }),
        'PUT /api/admin/sms/simulator': () => ({ gateway: 'ok' }),
        'POST /api/sms/delivery-report/:secret': () => ({ id: 'ATXid_fuzz', status: 'Success' }),
        'POST /api/orders': () => this.orderBody(),
        'POST /api/orders/layaway-quote': () => ({
          items: this.cart.slice(0, 2).map((p) => ({ product: String(p.id), quantity: 1 })),
          totalPrice: 245_000,
        }),
        'PUT /api/orders/:id/status': () => ({ status: 'completed' }),
        'POST /api/orders/:id/stage': () => ({ stage: 'dispatched', courierName: 'G4S', trackingReference: 'FUZZ-1' }),
        'POST /api/orders/:id/cancel': () => ({ reason: 'Asked by the fuzz' }),
        'POST /api/orders/:id/refund': () => ({ reference: 'FUZZREF1' }),
        'POST /api/orders/:id/returns': () => ({
          kind: 'return',
          reason: 'Broken on arrival (fuzz)',
          lines: [{ itemId: returnable?.itemId ?? 1, quantity: 1 }],
        }),
        'POST /api/admin/returns/:id': () => ({ action: 'approve', note: 'Approved by the fuzz' }),
        'PUT /api/admin/orders/:id/serials': () => ({ items: [] }),
        'POST /api/products/:id/reviews': () => ({ rating: 5, comment: 'A very good product, recommended.' }),
        'POST /api/builds': () => ({ parts: buildParts }),
        'POST /api/builds/saved': () => ({ name: 'Fuzz build', parts: buildParts }),
        'PUT /api/builds/saved/:id': () => ({ name: 'Renamed by fuzz' }),
        'POST /api/builds/suggest': () => ({ budget: 150_000, use: 'gaming-1080p' }),
        'POST /api/contact': () => ({
          name: 'Fuzz',
          email: 'fuzz@example.com',
          inquiryType: 'support',
          subject: 'Hello',
          message: 'A question about my order.',
        }),
        'POST /api/products': () => VALID_PRODUCT,
        'PUT /api/products/:id': () => VALID_PRODUCT,
        'POST /api/addresses': () => FUZZ_ADDRESS,
        'PUT /api/addresses/:id': () => ({ ...FUZZ_ADDRESS, town: 'Kondele' }),
        'PUT /api/delivery': () => DEFAULT_DELIVERY_OPTIONS,
        'PUT /api/settings': () => ({
          storeName: 'Kenya PC Shop',
          supportEmail: 'support@example.com',
          supportPhone: '0700000000',
          whatsappNumber: '254700000000',
          ...this.settings,
        }),
        'POST /api/payments/mpesa/stk-push': () => ({ orderId: this.awaitingOrderId, phoneNumber: '0700001032' }),
        'POST /api/payments/paybill/confirm/:secret': () => ({
          TransactionType: 'Pay Bill',
          TransID: `FUZZC2B${++this.n}`,
          TransTime: '20261124063845',
          TransAmount: '100.00',
          BusinessShortCode: '174379',
          BillRefNumber: `KPC${String(this.awaitingOrderId).padStart(6, '0')}`,
          MSISDN: '254708374149',
          FirstName: 'Fuzz',
        }),
        'POST /api/payments/paybill/validate/:secret': () => ({
          TransID: 'FUZZV1',
          TransAmount: '100',
          BusinessShortCode: '174379',
          BillRefNumber: 'x',
        }),
        'POST /api/payments/paybill/simulate': () => ({ amount: 100, account: 'FUZZ', phoneNumber: '0708374149' }),
        'POST /api/payments/refund/result/:secret': () => ({
          Result: { ResultType: 0, ResultCode: 0, ConversationID: `AG_FUZZ${++this.n}`, TransactionID: 'FUZZREF1' },
        }),
        'POST /api/admin/payments/:id/assign': () => ({ order: String(this.awaitingOrderId) }),
        'POST /api/payments/mpesa/callback/:secret': () => ({
          Body: {
            stkCallback: {
              MerchantRequestID: 'm-1',
              CheckoutRequestID: 'ws_CO_unknown',
              ResultCode: 0,
              ResultDesc: 'The service request is processed successfully.',
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: 100 },
                  { Name: 'MpesaReceiptNumber', Value: 'FUZZ1' },
                  { Name: 'PhoneNumber', Value: 254708374149 },
                ],
              },
            },
          },
        }),
      },
    };
  }

  /**
   * A correct order of one or two cart products, with the figures the server will agree with: the spec's
   * payload (pickup), or every other time a courier delivery to Kisumu with the zone's fee.
   */
  private orderBody() {
    const lines = this.cart.slice(0, 1 + (this.n++ % 2)).map((p) => ({ ...p, quantity: 1 }));
    const body = orderPayload(lines);
    if (this.n % 2) return { ...body, totalPrice: orderTotals(body.itemsPrice, this.settings).total };
    const zone = DEFAULT_DELIVERY_OPTIONS.zones.find((z) => z.counties.includes('Kisumu'))!;
    const fee = body.itemsPrice > this.settings.freeDeliveryThreshold ? 0 : zone.fee;
    return {
      ...body,
      totalPrice: totalsWith(body.itemsPrice, fee).total,
      delivery: { method: 'courier', address: FUZZ_ADDRESS },
    };
  }

  /** Through the service, not the API: the fuzz of POST /api/orders may have used up the customer's order limit. */
  /** An order of the customer that is paid (or cancelled after payment), placed and paid if there is none. */
  private async orderIn(status: 'paid' | 'cancelled', fresh = false) {
    const [found] = fresh
      ? []
      : await this.database.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, this.customer.user.id), eq(orders.status, status), isNotNull(orders.paidAt)))
          .limit(1);
    if (found) return found.id;
    const id = this.cart.length ? await this.placeOrder([{ ...this.cart[0], quantity: 1 }]) : undefined;
    if (!id) return undefined;
    await markPaid(this.database, id);
    if (status === 'cancelled') await this.database.db.update(orders).set({ status }).where(eq(orders.id, id));
    return id;
  }

  /** A new delivered order of the customer, and its line. */
  private async deliveredOrder() {
    const id = await this.orderIn('paid', true);
    if (!id) return undefined;
    const now = new Date();
    await this.database.db.update(orders).set({ status: 'delivered', deliveredAt: now }).where(eq(orders.id, id));
    const [line] = await this.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .limit(1);
    return line ? { orderId: id, itemId: line.id } : undefined;
  }

  /** A return the owner has not acted on yet. */
  private async requestedReturn() {
    const delivered = await this.deliveredOrder();
    if (!delivered) return undefined;
    const [row] = await this.database.db
      .insert(orderReturns)
      .values({
        orderId: delivered.orderId,
        userId: this.customer.user.id,
        kind: 'return',
        reason: 'Asked by the fuzz fixtures',
        lines: [{ itemId: delivered.itemId, quantity: 1 }],
      })
      .returning({ id: orderReturns.id });
    return row.id;
  }

  private async placeOrder(lines: { id: number; name: string; price: number; image: string; quantity: number }[]) {
    const payload = orderPayload(lines);
    const totals = orderTotals(payload.itemsPrice, this.settings);
    try {
      const order = await createOrder(
        this.database.db,
        this.customer.user.id,
        { ...payload, totalPrice: totals.total },
        { delivery: this.settings },
      );
      return order.id;
    } catch {
      return undefined; // out of stock or changed prices: the next refresh tries again
    }
  }
}
