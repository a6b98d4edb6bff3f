import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { orderDeliveryInputSchema, orderDeliverySchema } from './delivery';
import { paymentSchema } from './payments';

/** How long an unpaid order holds its stock, unless ORDER_EXPIRY_MINUTES says otherwise. */
export const ORDER_TTL_MINUTES = 30;

/**
 * Unpaid orders one customer may hold at once (decision 016): each holds its stock until it is paid,
 * cancelled or expires, so one account cannot take the shelves off sale. Admins (phone orders) are exempt.
 */
export const MAX_OPEN_UNPAID_ORDERS = 3;

/** Spec section 3: the order creation payload. Prices are the client's view; the server recomputes them. */
export const createOrderSchema = z.object({
  orderItems: z
    .array(
      z.object({
        product: z.union([z.string().max(20), z.number().int()]),
        name: z.string().max(300).optional(),
        price: z.number().min(0).max(1e9),
        image: z.string().max(2000).optional(),
        quantity: z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(100),
      }),
    )
    .min(1, 'Your order has no items')
    .max(50, 'An order can hold at most 50 different products'),
  paymentMethod: z.string().max(50).optional(),
  itemsPrice: z.number().min(0).max(1e10),
  totalPrice: z.number().min(0).max(1e10),
  /** Not in the spec's payload: without it the order is collected at the shop (decision 018). */
  delivery: orderDeliveryInputSchema.optional(),
});

export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** The admin's delivered toggle (spec section 4): completed = delivered, pending = not yet. */
export const orderStatusInputSchema = z.object({ status: z.enum(['pending', 'completed']) });

export const orderItemSchema = z.object({
  /** The product id as text; null once the product has been deleted. */
  product: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  price: z.number(),
  image: z.string(),
});

/** Spec section 3's order (its snake_case fields and `_id`), plus the status of the order's life. */
export const orderSchema = z.object({
  id: z.number(),
  _id: z.number(),
  number: z.string().describe('What the customer sees and M-Pesa shows as the account reference'),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.string(),
  order_items: z.array(orderItemSchema),
  items_price: z.number(),
  shipping_price: z.number(),
  total_price: z.number(),
  is_paid: z.boolean(),
  paid_at: z.string().nullable(),
  is_delivered: z.boolean(),
  delivered_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  delivery: orderDeliverySchema,
});
export type Order = z.infer<typeof orderSchema>;

/** An order of the caller's, with its latest M-Pesa attempt (null before the first). */
export const ownOrderSchema = orderSchema.extend({ payment: paymentSchema.nullable() });
export type OwnOrder = z.infer<typeof ownOrderSchema>;

export const ORDER_MESSAGES = {
  empty: 'Your order has no items',
  productMissing: (name: string) => `${name} is no longer available`,
  priceChanged: (name: string) => `The price of ${name} has changed. Please review your cart.`,
  totalMismatch: 'The order total does not match the current prices. Please review your cart.',
  tooLarge: 'This order is too large to place online. Please contact us to complete it.',
  outsideMpesa: 'Amount must be between 10 and 150,000. Please use Order on WhatsApp for this order.',
  noStock: (name: string) => `Not enough stock for ${name}`,
  notFound: 'Order not found',
  notPaidYet: 'Only paid orders can be marked delivered',
  tooManyUnpaid: `You already have ${MAX_OPEN_UNPAID_ORDERS} unpaid orders, and each one holds its items until it is paid. Please pay or cancel one of them in My Orders before placing another.`,
  notCancellable: 'Only an order that is waiting for payment can be cancelled',
  cancelled: 'Order cancelled. Its items are back on sale.',
} as const;
