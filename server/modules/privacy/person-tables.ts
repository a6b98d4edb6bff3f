import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import {
  addresses,
  alertSends,
  priceWatches,
  stockAlerts,
  auditLog,
  autoRefunds,
  contactMessages,
  emailTokens,
  mailQueue,
  marketingConsents,
  mpesaPayments,
  orderEvents,
  orderItems,
  orderReturns,
  orders,
  paymentLedger,
  reviews,
  savedBuilds,
  savedCartItems,
  savedFavorites,
  sessions,
  sharedBuilds,
  users,
} from '#db/schema';

/** Who the export is about: the account, and the orders that hang off it. */
export interface Person {
  userId: number;
  email: string;
  orderIds: number[];
}

type Rows = Record<string, unknown>[];
const none = sql`false`;
const ofOrders = (p: Person, col: Parameters<typeof inArray>[0]) =>
  p.orderIds.length ? inArray(col, p.orderIds) : none;

/**
 * Every table that holds the person (decision 065), by its SQL name, with how its rows are found. The
 * privacy test derives the list of tables with a user id, e-mail, phone or name column from db/schema.ts
 * and fails until each is here or in NOT_PERSONAL with its reason. Secrets (password and token hashes,
 * session ids) are left out of the copy: they are ours, not information about the shopper.
 */
export const PERSON_TABLES: Record<string, (db: DbOrTx, p: Person) => Promise<Rows>> = {
  users: (db, p) =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        language: users.language,
        isAdmin: users.isAdmin,
        isStaff: users.isStaff,
        disabledAt: users.disabledAt,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, p.userId)),
  sessions: (db, p) =>
    db
      .select({
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, p.userId)),
  email_tokens: (db, p) =>
    db
      .select({ kind: emailTokens.kind, createdAt: emailTokens.createdAt, usedAt: emailTokens.usedAt })
      .from(emailTokens)
      .where(eq(emailTokens.userId, p.userId)),
  addresses: (db, p) => db.select().from(addresses).where(eq(addresses.userId, p.userId)).orderBy(asc(addresses.id)),
  marketing_consents: (db, p) =>
    db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.userId, p.userId))
      .orderBy(asc(marketingConsents.id)),
  orders: (db, p) => db.select().from(orders).where(eq(orders.userId, p.userId)).orderBy(asc(orders.id)),
  order_items: (db, p) =>
    db.select().from(orderItems).where(ofOrders(p, orderItems.orderId)).orderBy(asc(orderItems.id)),
  order_events: (db, p) =>
    db.select().from(orderEvents).where(ofOrders(p, orderEvents.orderId)).orderBy(asc(orderEvents.id)),
  mpesa_payments: (db, p) =>
    db.select().from(mpesaPayments).where(ofOrders(p, mpesaPayments.orderId)).orderBy(asc(mpesaPayments.id)),
  // Refunds sent automatically to the payer's phone (decision 060) and the shopper's returns (decision 066).
  auto_refunds: (db, p) =>
    db.select().from(autoRefunds).where(ofOrders(p, autoRefunds.orderId)).orderBy(asc(autoRefunds.id)),
  order_returns: (db, p) =>
    db.select().from(orderReturns).where(ofOrders(p, orderReturns.orderId)).orderBy(asc(orderReturns.id)),
  payment_ledger: (db, p) =>
    db.select().from(paymentLedger).where(ofOrders(p, paymentLedger.orderId)).orderBy(asc(paymentLedger.id)),
  reviews: (db, p) => db.select().from(reviews).where(eq(reviews.userId, p.userId)).orderBy(asc(reviews.id)),
  saved_builds: (db, p) =>
    db
      .select({
        id: savedBuilds.id,
        name: savedBuilds.name,
        code: sharedBuilds.code,
        parts: sharedBuilds.parts,
        createdAt: savedBuilds.createdAt,
        updatedAt: savedBuilds.updatedAt,
      })
      .from(savedBuilds)
      .innerJoin(sharedBuilds, eq(sharedBuilds.id, savedBuilds.sharedBuildId))
      .where(eq(savedBuilds.userId, p.userId))
      .orderBy(asc(savedBuilds.id)),
  // Favourites and cart kept for the account (decision 070); they go with the account (ON DELETE CASCADE).
  saved_favorites: (db, p) =>
    db
      .select({ productId: savedFavorites.productId, createdAt: savedFavorites.createdAt })
      .from(savedFavorites)
      .where(eq(savedFavorites.userId, p.userId))
      .orderBy(asc(savedFavorites.createdAt), asc(savedFavorites.productId)),
  saved_cart_items: (db, p) =>
    db
      .select({
        productId: savedCartItems.productId,
        quantity: savedCartItems.quantity,
        createdAt: savedCartItems.createdAt,
      })
      .from(savedCartItems)
      .where(eq(savedCartItems.userId, p.userId))
      .orderBy(asc(savedCartItems.createdAt), asc(savedCartItems.productId)),
  contact_messages: (db, p) =>
    db.select().from(contactMessages).where(eq(contactMessages.email, p.email)).orderBy(asc(contactMessages.id)),
  mail_queue: (db, p) =>
    db
      .select({
        kind: mailQueue.kind,
        to: mailQueue.to,
        subject: mailQueue.subject,
        text: mailQueue.text,
        status: mailQueue.status,
        sentAt: mailQueue.sentAt,
        createdAt: mailQueue.createdAt,
      })
      .from(mailQueue)
      .where(eq(mailQueue.to, p.email))
      .orderBy(asc(mailQueue.id)),
  // Alerts the shopper asked for (decision 069); a guest's waits under their e-mail are theirs too.
  stock_alerts: (db, p) =>
    db
      .select({
        productId: stockAlerts.productId,
        channel: stockAlerts.channel,
        contact: stockAlerts.contact,
        language: stockAlerts.language,
        confirmedAt: stockAlerts.confirmedAt,
        notifiedAt: stockAlerts.notifiedAt,
        createdAt: stockAlerts.createdAt,
      })
      .from(stockAlerts)
      .where(or(eq(stockAlerts.userId, p.userId), eq(stockAlerts.contact, p.email)))
      .orderBy(asc(stockAlerts.id)),
  price_watches: (db, p) =>
    db.select().from(priceWatches).where(eq(priceWatches.userId, p.userId)).orderBy(asc(priceWatches.id)),
  alert_sends: (db, p) =>
    db
      .select({
        subject: alertSends.subject,
        kind: alertSends.kind,
        day: alertSends.day,
        createdAt: alertSends.createdAt,
      })
      .from(alertSends)
      .where(or(eq(alertSends.userId, p.userId), eq(alertSends.recipient, `c:${p.email}`)))
      .orderBy(asc(alertSends.id)),
  audit_log: (db, p) =>
    db
      .select()
      .from(auditLog)
      .where(
        or(eq(auditLog.actorId, p.userId), and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(p.userId)))),
      )
      .orderBy(asc(auditLog.id)),
};

/** Tables with a name, e-mail, phone or user-id column that are not about the shopper, and why. */
export const NOT_PERSONAL: Record<string, string> = {
  products: "a product's name",
  brands: "a brand's name",
  counters: "a counter's name",
  app_secrets: "a secret's name",
  job_runs: "a background job's name",
  store_settings: "the shop's own contact details",
  order_notes: "staff's private notes on an order (decision 033); the author id is the staff member's",
  csv_imports: 'a product import; the actor is staff',
  alert_changes: 'price and stock changes of products for the alerts job; no person in them',
  shared_builds: 'anonymous build links; a saved build carries its parts in saved_builds',
  payment_callbacks: "M-Pesa's raw callbacks: what they say about a payment is in mpesa_payments",
  sms_simulator_outbox:
    "the built-in SMS simulator's screen (tests and demos); an erased shopper's texts are deleted from it",
  daraja_simulator_pushes: 'the built-in M-Pesa simulator (tests and demos), never real payers',
  daraja_simulator_c2b: 'the built-in M-Pesa simulator (tests and demos), never real payers',
};
