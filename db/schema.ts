import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_STAGES } from '#core/orders/stages';
import { PAYMENT_STATUSES } from '#core/payments/payment-status';
import { LEDGER_CHANNELS, LEDGER_KINDS } from '#core/payments/ledger';
import { AUDIT_ENTITIES, PRODUCT_STATUSES } from '#core/catalog/product-status';
import type { DeliveryAddress } from '#core/delivery/address';
import type { DeliveryOptions } from '#core/delivery/rules';
import { DELIVERY_METHODS } from '#core/delivery/rules';
import { VAT_MODES } from '#core/pricing/vat';
import { LAYAWAY_POLICIES } from '#core/orders/layaway-settings';
import { AUTO_REFUND_MODES } from '#core/payments/auto-refund';
import { RETURN_KINDS, RETURN_OUTCOMES, RETURN_STATUSES } from '#core/orders/returns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
// A full transaction id (pg_current_xact_id()); read as text, it never wraps around.
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Always stored lowercased (see core/schemas); the unique index is on the stored value.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    // Staff (issue 20): manage orders and products, never users, settings or staff. An admin is never staff.
    isStaff: boolean('is_staff').notNull().default(false),
    // Disabled (issue 20) instead of deleted: sign-in refused, sessions ended, orders kept.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // The shop's language the shopper last used (issue 18: 'en' | 'sw'), set at sign-up, sign-in and each
    // order; their e-mails are written in it.
    language: text('language').notNull().default('en'),
    // How order updates reach the shopper (issue 31): e-mail, SMS to the order's phone, or both.
    notifyBy: text('notify_by', { enum: ['email', 'sms', 'both'] })
      .notNull()
      .default('both'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin's customer list (decision 033): newest first, or by name; trigram indexes in migration 0013.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_name_idx').on(t.name, t.id),
    // The few administrators: customers are every user (row_counts) less these (decision 041).
    index('users_admin_idx')
      .on(t.id)
      .where(sql`${t.isAdmin}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the opaque token: a stolen database dump cannot be replayed as cookies.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** E-mail verification and password-reset tokens: hashed at rest, single use, expiring. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.kind)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  // Lowercased key, so 'ASUS' and 'asus' are one brand (spec section 5).
  name: text('name').notNull().unique(),
  // How the brand is written on the storefront.
  label: text('label').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default({}),
    countInStock: integer('count_in_stock').notNull().default(0),
    // Issue 20: draft and archived products are hidden from the shop (see catalog/visibility.ts).
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    // Optional stock-keeping unit, unique when given (compared as written, trimmed).
    sku: text('sku'),
    // The price before the sale: the shop shows the saving when it is above the price.
    compareAtPrice: money('compare_at_price'),
    // Alt text per image, in the order of [image, ...images]; '' when none was written.
    imageAlts: jsonb('image_alts').$type<string[]>().notNull().default([]),
    // Issue 21: the owner allows this product on layaway (when layaway is on in the settings).
    layaway: boolean('layaway').notNull().default(false),
    // Issue 30: the maker's warranty in months (null: none stated); copied onto each order line when sold.
    warrantyMonths: integer('warranty_months'),
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    // Punctuation becomes a space before the parser sees the text, as the shop splits a query (letters
    // and digits): 'G.Skill', 'PCIe 4.0' and 'DDR5-6000' are found by the words a shopper types.
    // search_normalise (migration 0036, search-normalise.ts) also writes model numbers and units one way;
    // the specification values are words too (weight D, migration 0037), ranked below name and description.
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', search_normalise(name)), 'A') || setweight(to_tsvector('simple', search_normalise(coalesce(brand, '') || ' ' || coalesce(category, ''))), 'B') || setweight(to_tsvector('english', search_normalise(description)), 'C') || setweight(to_tsvector('simple', search_normalise(search_spec_values(specifications))), 'D')`,
    ),
    // Name (A), brand and category (B) only: the first tier of relevance is matched and ranked on this
    // small vector (decision 024), not on the one holding the description.
    searchName: tsvector('search_name').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', search_normalise(name)), 'A') || setweight(to_tsvector('simple', search_normalise(coalesce(brand, '') || ' ' || coalesce(category, ''))), 'B')`,
    ),
    // Name A–Z's key (issue 32 item 17, migration 0041): A–Z folded to a–z only, as core/catalog/name-fold.ts.
    nameFolded: text('name_folded').generatedAlwaysAs(
      sql`translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.category, t.nameFolded, t.name, t.id),
    index('products_category_price_idx').on(t.category, t.price),
    // Similar items (same category, best rated first) without sorting the whole category.
    index('products_category_rating_idx').on(t.category, t.rating.desc().nullsFirst(), t.id),
    // The default listing (all categories, by name) reads its page from here instead of sorting every row.
    index('products_name_idx').on(t.nameFolded, t.name, t.id),
    // The brand filter compares lowercased names (spec section 5: 'ASUS' and 'asus' are one brand).
    index('products_brand_lower_idx').on(sql`lower(${t.brand})`),
    index('products_price_idx').on(t.price),
    // sort=rating in index order: most products have no reviews (rating 0), so sorting them is the slow part.
    index('products_rating_sort_idx').on(t.rating.desc().nullsFirst(), t.numReviews.desc().nullsFirst(), t.id),
    index('products_search_idx').using('gin', t.search),
    index('products_search_name_idx').using('gin', t.searchName),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    uniqueIndex('products_sku_idx').on(t.sku),
    // The admin list filters by status and stock level and sorts by the newest, at 100,000 products.
    index('products_status_idx').on(t.status, t.id),
    index('products_stock_idx').on(t.countInStock, t.id),
    // Counting a listing without keyword (exact up to 10,000) and the facets of a category page read
    // only this index (an index-only scan): a category's 9,000 wide rows cost 5-40 ms a request (decision
    // 048). brand, id and status are here for the scan to need nothing from the table.
    index('products_listing_count_idx')
      .on(t.category, sql`lower(${t.brand})`, t.countInStock, t.price, t.brand, t.id, t.status)
      .where(sql`${t.status} = 'active'`),
    check('products_compare_at_above_price', sql`${t.compareAtPrice} is null or ${t.compareAtPrice} > ${t.price}`),
    check('products_stock_not_negative', sql`${t.countInStock} >= 0`),
    check('products_price_not_negative', sql`${t.price} >= 0`),
    check('products_warranty_months_range', sql`${t.warrantyMonths} is null or ${t.warrantyMonths} between 0 and 120`),
  ],
);

/**
 * The change feed of the in-process search index (decision 050): one row per product ever written,
 * with the id of the last transaction that inserted, updated or deleted it (TRUNCATE marks every row).
 * Kept by statement-level triggers (migration product_changes_triggers). A server process asks for
 * the rows whose transaction was still running at its previous check or started since
 * (server/modules/catalog/search-source.ts), so it refreshes the few products an order touched instead of rebuilding
 * the whole index (what decision 042 could not avoid).
 */
export const productChanges = pgTable(
  'product_changes',
  {
    productId: integer('product_id').primaryKey(),
    xid: xid8('xid').notNull(),
  },
  (t) => [index('product_changes_xid_idx').on(t.xid)],
);

/**
 * The catalog's distinct words without digits (names, brands, categories, descriptions) and how many
 * products use each: typos are corrected against these ~1,500 rows, not 100,000 products (decision 024).
 * Kept up to date by triggers on products (migration 0007).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    // 'ryz' is a word being typed when some word starts with it: LIKE 'ryz%' from this index.
    index('search_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
  ],
);

/**
 * How many rows products, users and orders hold, for the dashboard's cards (decision 041): counting
 * 200,000 orders costs ~30 ms a request, reading this row nothing. Kept by deferred constraint
 * triggers (custom migration 0019), which run at commit, so the row's lock is the last one a
 * transaction takes and is held only while it commits.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  n: integer('n').notNull(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    // Orders outlive the accounts that placed them (spec: 'Unknown User').
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STAGES }).notNull().default('awaiting_payment'),
    paymentMethod: text('payment_method').notNull().default('mpesa'),
    itemsPrice: money('items_price').notNull(),
    shippingPrice: money('shipping_price').notNull().default(0),
    totalPrice: money('total_price').notNull(),
    // The VAT as charged (decision 031), so an order keeps its figures when the setting changes. Orders
    // from before VAT have mode 'none' and 0.
    vatPrice: money('vat_price').notNull().default(0),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    vatMode: text('vat_mode', { enum: VAT_MODES }).notNull().default('none'),
    phone: text('phone'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // When a part payment last extended the hold (decision 052): a hold is extended at most once.
    holdExtendedAt: timestamp('hold_extended_at', { withTimezone: true }),
    // Delivery (issue 14): the option, the courier zone's name, the address as it was when ordered and the
    // expected Nairobi days. The fee is shipping_price. Orders of the spec's payload are pickup (decision 018).
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull().default('pickup'),
    deliveryZone: text('delivery_zone'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    deliveryExpectedFrom: date('delivery_expected_from'),
    deliveryExpectedTo: date('delivery_expected_to'),
    // Fulfilment (decision 021): who carries it, and why it was cancelled or how it was refunded.
    courierName: text('courier_name'),
    trackingReference: text('tracking_reference'),
    riderPhone: text('rider_phone'),
    cancelReason: text('cancel_reason'),
    refundReference: text('refund_reference'),
    // From the gap-free counter below, given in the transaction that marks the order paid.
    receiptNo: integer('receipt_no').unique(),
    // Layaway (decision 039): the deposit asked, the due date, the expiry policy agreed at checkout, when
    // the deposit was in (the stock is held to the due date from then), and what happened at expiry.
    layaway: boolean('layaway').notNull().default(false),
    depositAmount: money('deposit_amount'),
    layawayDueAt: timestamp('layaway_due_at', { withTimezone: true }),
    layawayPolicy: text('layaway_policy', { enum: LAYAWAY_POLICIES }),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    layawayOutcome: text('layaway_outcome', { enum: ['refund', 'kept'] }),
    // Issue 33: what the shop keeps of a layaway cancelled under the keep policy; null with 'kept': all of it.
    layawayKept: money('layaway_kept'),
    // A business buyer's KRA PIN and name for the eTIMS invoice (issue 30, decision 064).
    buyerKraPin: text('buyer_kra_pin'),
    buyerBusinessName: text('buyer_business_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A customer's orders newest first, and the orders of every customer a search names (2,500 for a
    // common surname): id in the key, so count and page read the index alone (decision 041).
    index('orders_user_idx').on(t.userId, t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The admin's order list (decision 033): newest first, by date range, by total, by stage and total.
    // paid_at and total_price ride along so the dashboard's period figures read the index alone.
    index('orders_created_idx').on(t.createdAt, t.id, t.paidAt),
    index('orders_total_idx').on(t.totalPrice, t.id),
    index('orders_status_total_idx').on(t.status, t.totalPrice, t.id),
    index('orders_phone_idx').on(t.phone),
    index('orders_paid_at_idx').on(t.paidAt, t.totalPrice),
    // The layaway job's sweep: open layaways whose deposit is in, by due date.
    index('orders_layaway_due_idx')
      .on(t.layawayDueAt)
      .where(sql`${t.depositPaidAt} is not null and ${t.status} = 'awaiting_payment'`),
  ],
);

/** The timeline of an order: every stage it reached, who moved it there and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage', { enum: ORDER_STAGES }),
    stage: text('stage', { enum: ORDER_STAGES }).notNull(),
    actor: text('actor', { enum: ['system', 'admin', 'customer'] }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    // Refunds in a period (the dashboard's revenue, decision 033).
    index('order_events_stage_idx').on(t.stage, t.createdAt),
  ],
);

/** Private notes on an order: staff only, never in the shopper's payload or mail (decision 033). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/**
 * Gap-free counters (one row per name): taken with an update that locks the row until the
 * transaction ends, so a rolled-back payment gives its number back instead of leaving a hole.
 */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});

/**
 * Mail waiting to go out (decision 021): written in the transaction that causes it, sent by a
 * worker tick and retried with back-off, so an SMTP outage delays mail and never an order.
 * Order mails are written out when sent (from the event); others carry their text.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    // 'owner-order': the owner's note of a paid order (decision 034), written out when sent, from its event.
    // 'refund': the shopper's note of money given back (decision 052), written out when queued.
    kind: text('kind', {
      enum: [
        'order-event',
        'low-stock',
        'owner-order',
        'layaway-reminder',
        'refund',
        'return',
        'alert',
        'alert-confirm',
      ],
    }).notNull(),
    eventId: integer('event_id').references(() => orderEvents.id, { onDelete: 'cascade' }),
    // At most one mail per key (e.g. the low-stock summary of one Nairobi day to one admin).
    dedupeKey: text('dedupe_key').unique(),
    to: text('to'),
    subject: text('subject'),
    text: text('text'),
    // 'sms' (issue 31): the same queue sends texts through Africa's Talking; `to` is then the phone.
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_queue_due_idx').on(t.status, t.nextAttemptAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    image: text('image').notNull().default(''),
    // Issue 30 (decision 066): the warranty as sold, and the serial numbers recorded per unit at dispatch.
    warrantyMonths: integer('warranty_months'),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_serials_idx').using('gin', sql`${t.serialNumbers} jsonb_path_ops`),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    id: serial('id').primaryKey(),
    // Null for a Paybill payment whose account reference names no order, until the admin assigns it.
    // Every received payment, STK or Paybill, is a row here: money received is one sum (decision 037).
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['stk', 'c2b'] })
      .notNull()
      .default('stk'),
    phone: text('phone').notNull(),
    amount: integer('amount').notNull(),
    // What the customer typed as the Paybill account (C2B's BillRefNumber); null for STK pushes.
    accountReference: text('account_reference'),
    payerName: text('payer_name'),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id').unique(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    receiptNumber: text('receipt_number').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mpesa_payments_order_idx').on(t.orderId),
    index('mpesa_payments_status_idx').on(t.status, t.createdAt),
    index('mpesa_payments_unmatched_idx')
      .on(t.createdAt)
      .where(sql`${t.orderId} is null`),
    index('mpesa_payments_phone_idx').on(t.phone),
  ],
);

/**
 * The payments ledger (issue 33, decision 052): one append-only row for every shilling that moves,
 * written in the transaction that changes the order; a trigger refuses UPDATE and DELETE. Money in is
 * positive, money out negative. An unmatched Paybill payment has no order until an assignment row
 * pair moves it onto one. No cascade: an order or payment with money on it cannot be deleted.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    amount: money('amount').notNull(),
    channel: text('channel', { enum: LEDGER_CHANNELS }).notNull(),
    // M-Pesa's receipt or reference (the TransID, the refund's reference).
    reference: text('reference'),
    paymentId: integer('payment_id').references(() => mpesaPayments.id),
    actor: text('actor', { enum: ['system', 'admin', 'customer'] }).notNull(),
    actorId: integer('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_ledger_order_idx').on(t.orderId, t.id),
    index('payment_ledger_created_idx').on(t.createdAt),
    check('payment_ledger_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Every callback Daraja posts, stored as it came before the shop answers (issue 33): the inbox. A row is
 * applied from here in a transaction of its own, and retried with back-off until applied_at is set, so an
 * acknowledged payment is never lost to a crash, a dropped connection or a deadlock. Kinds: 'stk' (STK
 * result), 'c2b' (Paybill confirmation), 'c2b_validation' (nothing to apply: what the C2B reconciler asks
 * about when no confirmation follows), 'status' (a Transaction Status result), 'refund' (a B2C or Reversal
 * result of an automatic refund, decision 060).
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['stk', 'c2b', 'c2b_validation', 'status', 'refund'] }).notNull(),
    body: jsonb('body').notNull(),
    // The M-Pesa receipt (C2B TransID) when the body has one: what applying is idempotent by.
    receipt: text('receipt'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    index('payment_callbacks_unapplied_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.appliedAt} is null`),
    index('payment_callbacks_receipt_idx').on(t.receipt, t.kind),
  ],
);

/**
 * Automatic refunds (decision 060): one row per B2C payment or Reversal asked of Daraja for an order's
 * refund due. Pending until its Result comes to the refund URL (stored in payment_callbacks first); a
 * success writes the ledger's refund row, a failure leaves the refund due for the owner.
 */
export const autoRefunds = pgTable(
  'auto_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    channel: text('channel', { enum: ['b2c', 'reversal'] }).notNull(),
    amount: money('amount').notNull(),
    // B2C: the payer's phone; Reversal: the M-Pesa receipt reversed.
    phone: text('phone'),
    receipt: text('receipt'),
    // B2C's OriginatorConversationID (ours, unique: Daraja refuses a reused one); Daraja's ConversationID.
    originatorId: text('originator_id').notNull().unique(),
    conversationId: text('conversation_id'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    resultCode: text('result_code'),
    resultDesc: text('result_desc'),
    // M-Pesa's receipt of the refund itself.
    reference: text('reference'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('auto_refunds_order_idx').on(t.orderId, t.id),
    index('auto_refunds_conversation_idx').on(t.conversationId),
  ],
);

/** One row (id = 1): the shop owner's settings. */
export const storeSettings = pgTable('store_settings', {
  id: integer('id').primaryKey().default(1),
  storeName: text('store_name').notNull(),
  supportEmail: text('support_email').notNull(),
  supportPhone: text('support_phone').notNull(),
  whatsappNumber: text('whatsapp_number').notNull(),
  deliveryFee: money('delivery_fee').notNull(),
  freeDeliveryThreshold: money('free_delivery_threshold').notNull(),
  // For the receipt (decision 020): the shop's postal address and KRA PIN.
  shopAddress: text('shop_address').notNull().default(''),
  kraPin: text('kra_pin').notNull().default(''),
  lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
  // Decision 031: registered with VAT added (the default), prices including VAT, or not registered.
  vatMode: text('vat_mode', { enum: VAT_MODES }).notNull().default('added'),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(16),
  // Shown with the order number as a second way to pay (issue 21); empty: the M-Pesa shortcode is shown.
  paybillNumber: text('paybill_number').notNull().default(''),
  // Decision 034: one mail to the shop's support address for each paid order, unless turned off.
  notifyPaidOrders: boolean('notify_paid_orders').notNull().default(true),
  // Layaway (issue 21, decision 039): off by default.
  layawayEnabled: boolean('layaway_enabled').notNull().default(false),
  layawayMinTotal: money('layaway_min_total').notNull().default(0),
  layawayDepositPercent: integer('layaway_deposit_percent').notNull().default(30),
  layawayDays: integer('layaway_days').notNull().default(30),
  layawayExpiryPolicy: text('layaway_expiry_policy', { enum: LAYAWAY_POLICIES }).notNull().default('refund'),
  // Decision 052: the least part payment that extends a hold; null: 10% of the total or KES 1,000, whichever is less.
  holdMinPayment: integer('hold_min_payment'),
  // Decision 060: refund due given back automatically through Daraja's B2C or Reversal API; off by default.
  autoRefund: text('auto_refund', { enum: AUTO_REFUND_MODES }).notNull().default('off'),
  // Issue 29: the owner's synonym lines for search, on top of the built-in table (search-synonyms.ts).
  searchSynonyms: text('search_synonyms').notNull().default(''),
  // Issue 30: days after delivery in which a shopper may return an order (decision 066).
  returnWindowDays: integer('return_window_days').notNull().default(7),
  // Issue 30 (decision 065): the shop's ODPC registration number, shown on /privacy; empty: not shown.
  odpcRegistration: text('odpc_registration').notNull().default(''),
  updatedAt: updatedAt(),
});

/** One row (id = 1): the owner's delivery table; absent until first saved (the defaults in core apply). */
export const deliverySettings = pgTable('delivery_settings', {
  id: integer('id').primaryKey().default(1),
  options: jsonb('options').$type<DeliveryOptions>().notNull(),
  updatedAt: updatedAt(),
});

/** A shopper's address book (at most MAX_ADDRESSES each), most recently used first at checkout. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    county: text('county').notNull(),
    town: text('town').notNull(),
    street: text('street').notNull(),
    landmark: text('landmark').notNull().default(''),
    phone: text('phone').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  inquiryType: text('inquiry_type').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/**
 * Secrets the app makes for itself and every process must share (the M-Pesa callback path secret):
 * the first process to start inserts, the others read what won (decision 023).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** One row per background job: when it last ran and in which process (decision 022). */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  runs: integer('runs').notNull().default(0),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
  lastPid: integer('last_pid').notNull(),
  lastError: text('last_error'),
});

/**
 * The built-in Daraja simulator's state (MPESA_ENV=simulator): in the database so that every process
 * answers for a push or token another one issued, as the one real Daraja does.
 */
export const darajaSimulatorTokens = pgTable('daraja_simulator_tokens', {
  token: text('token').primaryKey(),
  createdAt: createdAt(),
});

export const darajaSimulatorPushes = pgTable('daraja_simulator_pushes', {
  checkoutRequestId: text('checkout_request_id').primaryKey(),
  merchantRequestId: text('merchant_request_id').notNull(),
  amount: integer('amount').notNull(),
  phone: text('phone').notNull(),
  callbackUrl: text('callback_url').notNull(),
  resultCode: integer('result_code'),
  resultDesc: text('result_desc'),
  /** Status queries answered for this push: the job tests count them. */
  queries: integer('queries').notNull().default(0),
  createdAt: createdAt(),
});

/** The simulator's Paybill payments, by receipt: what its Transaction Status query answers about. */
export const darajaSimulatorC2b = pgTable('daraja_simulator_c2b', {
  transId: text('trans_id').primaryKey(),
  amount: integer('amount').notNull(),
  account: text('account').notNull(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
});

/**
 * A build behind a short link (/build-pc/b/<code>, issue 17): the parts as they were when it was
 * shared (name and price), so the page can say what changed since. The same parts at the same
 * prices get the same code (digest), so sharing twice adds no row.
 */
export const sharedBuilds = pgTable('shared_builds', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  digest: text('digest').notNull().unique(),
  parts: jsonb('parts').$type<{ slot: string; productId: number; name: string; price: number }[]>().notNull(),
  createdAt: createdAt(),
});

/** A signed-in shopper's named builds; each points at the shared build it was saved as. */
export const savedBuilds = pgTable(
  'saved_builds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sharedBuildId: integer('shared_build_id')
      .notNull()
      .references(() => sharedBuilds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_builds_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * Who changed what (issue 20): one row per change of a product, price, stock, order, setting or user,
 * written in the transaction of the change (server/modules/audit). Kept when the actor is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // The actor's name and e-mail as they were, so the log still reads after the account is gone.
    actorLabel: text('actor_label').notNull().default(''),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    // DESC NULLS FIRST, as `order by created_at desc` reads: an index in the other null order is not used.
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * A CSV product import running as a job (issue 33, finding 8): written in batches, its progress kept
 * here so the admin sees it from any worker; 'running', then 'done' or 'failed' with the reason.
 */
export const csvImports = pgTable('csv_imports', {
  id: serial('id').primaryKey(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status', { enum: ['running', 'done', 'failed'] })
    .notNull()
    .default('running'),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Return and warranty requests (issue 30, decision 066): the shopper's request on a delivered order, moved
 * by the owner through core/orders/returns' states. Each step is also a step of the order's timeline.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: RETURN_KINDS }).notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    outcome: text('outcome', { enum: RETURN_OUTCOMES }),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<{ itemId: number; quantity: number }[]>().notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    // The owner's note to the shopper (why declined, what was repaired).
    note: text('note'),
    refundAmount: money('refund_amount'),
    refundReference: text('refund_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.id),
    index('order_returns_status_idx').on(t.status, t.kind, t.id),
  ],
);

/**
 * The eTIMS outbox (issue 30, decision 064): one row per sale (an order paid) and per credit note (a
 * refund ledger row), written in the transaction that pays or refunds; the etims-outbox job sends them
 * in id order (KRA's invcNo is gap-free) and stores the control unit's signed answer.
 */
export const etimsInvoices = pgTable(
  'etims_invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['sale', 'credit'] }).notNull(),
    ledgerId: integer('ledger_id').references(() => paymentLedger.id),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'signed', 'failed'] })
      .notNull()
      .default('pending'),
    invcNo: integer('invc_no'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    simulated: boolean('simulated').notNull().default(false),
    sdcId: text('sdc_id'),
    mrcNo: text('mrc_no'),
    curRcptNo: integer('cur_rcpt_no'),
    totRcptNo: integer('tot_rcpt_no'),
    intrlData: text('intrl_data'),
    rcptSign: text('rcpt_sign'),
    sdcDateTime: text('sdc_date_time'),
    tin: text('tin'),
    bhfId: text('bhf_id'),
    createdAt: createdAt(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    // Stock movement reported after the sale (insertStockIO then saveStockMaster, reference §9):
    // null when no goods move, 'pending' → 'master' (IO accepted) → 'sent'.
    sarNo: integer('sar_no'),
    stockStatus: text('stock_status', { enum: ['pending', 'master', 'sent'] }),
  },
  (t) => [
    uniqueIndex('etims_invoices_sale_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'sale'`),
    uniqueIndex('etims_invoices_ledger_idx').on(t.ledgerId),
    index('etims_invoices_open_idx')
      .on(t.id)
      .where(sql`${t.status} <> 'signed' OR ${t.stockStatus} <> 'sent'`),
    index('etims_invoices_order_idx').on(t.orderId, t.id),
  ],
);

/** The initialised eTIMS device (one row, id 1): the communication key is issued once by KRA. */
export const etimsDevice = pgTable('etims_device', {
  id: integer('id').primaryKey(),
  mode: text('mode').notNull(),
  tin: text('tin').notNull(),
  bhfId: text('bhf_id').notNull(),
  dvcSrlNo: text('dvc_srl_no').notNull(),
  cmcKey: text('cmc_key').notNull(),
  sdcId: text('sdc_id').notNull(),
  mrcNo: text('mrc_no').notNull(),
  dvcId: text('dvc_id').notNull(),
  createdAt: createdAt(),
});

/** Items registered with eTIMS (saveItem): 'product:<id>' or 'delivery' to KRA's item code. */
export const etimsItems = pgTable('etims_items', {
  key: text('key').primaryKey(),
  itemCd: text('item_cd').notNull(),
  itemClsCd: text('item_cls_cd').notNull(),
  taxTyCd: text('tax_ty_cd').notNull(),
  createdAt: createdAt(),
  // Goods' opening stock brought in at KRA before their first sale (KRA refuses goods without stock, §6).
  sarNo: integer('sar_no'),
  stockedAt: timestamp('stocked_at', { withTimezone: true }),
});

/** eTIMS settings saved in the admin (one row, id 1); the environment, when set, wins (decision 064). */
export const etimsConfig = pgTable('etims_config', {
  id: integer('id').primaryKey(),
  mode: text('mode', { enum: ['simulator', 'oscu'] }).notNull(),
  bhfId: text('bhf_id').notNull(),
  dvcSrlNo: text('dvc_srl_no'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The eTIMS simulator's state (per PIN and branch: key, counters, items; the outage switch). */
export const etimsSimulator = pgTable('etims_simulator', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
});
/** Each SMS Africa's Talking accepted or refused (issue 31), by masked number only; delivery from its reports. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    queueId: integer('queue_id'),
    // 'None' for a refused recipient, as AT sends it; null never.
    messageId: text('message_id'),
    numberMasked: text('number_masked').notNull(),
    statusCode: integer('status_code').notNull(),
    status: text('status').notNull(),
    cost: text('cost'),
    segments: integer('segments').notNull().default(1),
    deliveryStatus: text('delivery_status'),
    failureReason: text('failure_reason'),
    networkCode: text('network_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sms_messages_message_idx').on(t.messageId)],
);

/** Every delivery report as it came, stored before it is acknowledged (decision 053's rule). */
export const smsDeliveryReports = pgTable(
  'sms_delivery_reports',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    status: text('status').notNull(),
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_delivery_reports_message_idx').on(t.messageId)],
);

/** What the built-in Africa's Talking simulator "delivered": the phone screen of tests and the dev page. */
export const smsSimulatorOutbox = pgTable('sms_simulator_outbox', {
  id: serial('id').primaryKey(),
  messageId: text('message_id').notNull(),
  to: text('to').notNull(),
  sender: text('sender').notNull(),
  message: text('message').notNull(),
  segments: integer('segments').notNull(),
  cost: text('cost').notNull(),
  deliveryStatus: text('delivery_status'),
  createdAt: createdAt(),
});

/**
 * Consent to marketing messages (issue 30, decision 065): append-only (a trigger refuses UPDATE), one row
 * per choice with the exact words shown and when; a user's latest row is their state. Goes with the account.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    channel: text('channel').notNull().default('sms'),
    wording: text('wording').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('marketing_consents_user_idx').on(t.userId, t.id)],
);

/**
 * A signed-in shopper's favourites and cart, kept on the server so they follow the shopper from the
 * phone to the laptop (issue 31, decision 070). Guests keep theirs in browser storage only.
 */
export const savedFavorites = pgTable(
  'saved_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const savedCartItems = pgTable(
  'saved_cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('saved_cart_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Every price a product has had, from when (decision 070): written in the transaction that changes
 * the price (catalog/price-history.ts), read by the product page's 90-day history.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.fromAt)],
);

/**
 * Back in stock (issue 31, decision 069): who waits for a product. A signed-in shopper's row follows their
 * `notify_by`; a guest's carries the channel and contact they gave and counts only once confirmed. The row is
 * stamped `notified_at` when its one message is queued; signing up again makes a new row.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }),
    // A guest's e-mail (lowercased) or phone (2547…); null for a signed-in shopper.
    contact: text('contact'),
    language: text('language').notNull().default('en'),
    confirmHash: text('confirm_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_user_waiting_idx')
      .on(t.productId, t.userId)
      .where(sql`${t.notifiedAt} IS NULL AND ${t.userId} IS NOT NULL`),
    uniqueIndex('stock_alerts_contact_waiting_idx')
      .on(t.productId, t.contact)
      .where(sql`${t.notifiedAt} IS NULL AND ${t.contact} IS NOT NULL`),
    index('stock_alerts_waiting_idx')
      .on(t.productId, t.id)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('stock_alerts_user_idx').on(t.userId),
    index('stock_alerts_contact_idx').on(t.contact),
    check(
      'stock_alerts_who',
      sql`${t.userId} IS NOT NULL OR (${t.contact} IS NOT NULL AND ${t.channel} IN ('email', 'sms'))`,
    ),
  ],
);

/** Price drops (decision 069): a signed-in shopper watches a product or a saved build; `baseline` is the price or total last told. */
export const priceWatches = pgTable(
  'price_watches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    savedBuildId: integer('saved_build_id').references(() => savedBuilds.id, { onDelete: 'cascade' }),
    baseline: money('baseline').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('price_watches_product_idx')
      .on(t.productId, t.userId)
      .where(sql`${t.productId} IS NOT NULL`),
    uniqueIndex('price_watches_build_idx')
      .on(t.savedBuildId, t.userId)
      .where(sql`${t.savedBuildId} IS NOT NULL`),
    index('price_watches_user_idx').on(t.userId),
    check('price_watches_one_target', sql`(${t.productId} IS NULL) <> (${t.savedBuildId} IS NULL)`),
  ],
);

/** Stock back from 0 or a lower price, written by the products trigger of migration 0047; the alerts job drains it. */
export const alertChanges = pgTable(
  'alert_changes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['restock', 'price'] }).notNull(),
    oldPrice: money('old_price'),
    newPrice: money('new_price'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('alert_changes_pending_idx')
      .on(t.id)
      .where(sql`${t.doneAt} IS NULL`),
  ],
);

/** One row per alert sent: unique per recipient ('u:<id>' or 'c:<contact>'), subject ('p:<id>'/'b:<id>') and Nairobi day. */
export const alertSends = pgTable(
  'alert_sends',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_sends_daily_idx').on(t.recipient, t.subject, t.day),
    index('alert_sends_user_idx').on(t.userId),
  ],
);
