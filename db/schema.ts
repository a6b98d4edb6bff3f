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
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#core/order-status';
import type { DeliveryAddress } from '#core/delivery/address';
import type { DeliveryOptions } from '#core/delivery/rules';
import { DELIVERY_METHODS } from '#core/delivery/rules';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  // Always stored lowercased (see core/schemas); the unique index is on the stored value.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(brand, '') || ' ' || coalesce(category, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.category, t.name),
    index('products_category_price_idx').on(t.category, t.price),
    // Similar items (same category, best rated first) without sorting the whole category.
    index('products_category_rating_idx').on(t.category, t.rating.desc().nullsFirst(), t.id),
    // The default listing (all categories, by name) reads its page from here instead of sorting every row.
    index('products_name_idx').on(t.name, t.id),
    // The brand filter compares lowercased names (spec section 5: 'ASUS' and 'asus' are one brand).
    index('products_brand_lower_idx').on(sql`lower(${t.brand})`),
    index('products_price_idx').on(t.price),
    // sort=rating in index order: most products have no reviews (rating 0), so sorting them is the slow part.
    index('products_rating_sort_idx').on(t.rating.desc().nullsFirst(), t.numReviews.desc().nullsFirst(), t.id),
    index('products_search_idx').using('gin', t.search),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('products_stock_not_negative', sql`${t.countInStock} >= 0`),
    check('products_price_not_negative', sql`${t.price} >= 0`),
  ],
);

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
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    paymentMethod: text('payment_method').notNull().default('mpesa'),
    itemsPrice: money('items_price').notNull(),
    shippingPrice: money('shipping_price').notNull().default(0),
    totalPrice: money('total_price').notNull(),
    phone: text('phone'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Delivery (issue 14): the option, the courier zone's name, the address as it was when ordered and the
    // expected Nairobi days. The fee is shipping_price. Orders of the spec's payload are pickup (decision 018).
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull().default('pickup'),
    deliveryZone: text('delivery_zone'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    deliveryExpectedFrom: date('delivery_expected_from'),
    deliveryExpectedTo: date('delivery_expected_to'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
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
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    amount: integer('amount').notNull(),
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
