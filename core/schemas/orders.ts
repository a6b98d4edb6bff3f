import { z } from 'zod';
import { isKraPin, normaliseKraPin } from '../etims/kra-pin';
import { ORDER_STAGES } from '../orders/stages';
import { VAT_MODES } from '../pricing/vat';
import { formatKES } from '../pricing/money';
import { LAYAWAY_POLICIES } from '../orders/layaway-settings';
import { orderDeliveryInputSchema, orderDeliverySchema } from './delivery';
import { nextPaymentSchema, paymentSchema } from './payments';

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
  /** Issue 21: pay a deposit now and the rest by the due date (when the shop's layaway applies to the order). */
  layaway: z.boolean().optional(),
  /** Issue 30: a business buyer's KRA PIN and name, printed on the eTIMS tax invoice. */
  buyer: z
    .object({
      kraPin: z
        .string()
        .max(20)
        .transform(normaliseKraPin)
        .refine(isKraPin, 'Enter a KRA PIN like P051234567X: A or P, nine digits, a letter'),
      businessName: z.string().trim().max(120).optional(),
    })
    .optional(),
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
  /** Issue 30 (decision 066): the line's id (a return names its lines), warranty as sold, serials at dispatch. */
  item_id: z.number().optional(),
  warranty_months: z.number().nullable().optional(),
  serial_numbers: z.array(z.string()).optional(),
});

/** One step of an order's timeline: the stage it reached, from where, by whom and when. */
export const orderEventSchema = z.object({
  stage: z.enum(ORDER_STAGES),
  from: z.enum(ORDER_STAGES).nullable(),
  actor: z.enum(['system', 'admin', 'customer']),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** An order on layaway: its deposit, due date and the expiry policy agreed at checkout (decision 039). */
export const layawaySchema = z.object({
  deposit: z.number(),
  deposit_paid: z.boolean(),
  due_at: z.string(),
  policy: z.enum(LAYAWAY_POLICIES),
  /** At expiry: 'refund' (what was paid is to be refunded) or 'kept' (kept by the shop, per the policy). */
  outcome: z.enum(['refund', 'kept']).nullable(),
  // Decision 060: what a shopper's cancel under the keep policy kept (the deposit); null: all of it, or nothing.
  kept: z.number().nullable().optional(),
});

/** POST /api/orders/layaway-quote: whether layaway applies to a cart, and its terms (worked out by the server). */
export const layawayQuoteInputSchema = z.object({
  items: z
    .array(
      z.object({
        product: z.union([z.string().max(20), z.number().int()]),
        quantity: z.number().int().min(1).max(100),
      }),
    )
    .min(1)
    .max(50),
  /** The total the cart shows (items, delivery and VAT): the deposit is a percent of it. */
  totalPrice: z.number().min(0).max(1e10),
});
export const layawayQuoteSchema = z.object({
  applies: z.boolean(),
  deposit: z.number(),
  depositPercent: z.number(),
  days: z.number(),
  policy: z.enum(LAYAWAY_POLICIES),
  policyText: z.string(),
});
export type LayawayQuote = z.infer<typeof layawayQuoteSchema>;

/** Spec section 3's order (its snake_case fields and `_id`), plus the status of the order's life. */
export const orderSchema = z.object({
  id: z.number(),
  _id: z.number(),
  number: z.string().describe('What the customer sees and M-Pesa shows as the account reference'),
  paybill_account: z
    .string()
    .optional()
    .describe('The account number to type on the Paybill menu: the order number and a check digit (KPC0000117)'),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  status: z.enum(ORDER_STAGES),
  payment_method: z.string(),
  order_items: z.array(orderItemSchema),
  items_price: z.number(),
  shipping_price: z.number(),
  total_price: z.number(),
  vat_price: z
    .number()
    .describe('The VAT charged (decision 031): added to the total, or inside it when prices include VAT'),
  vat_rate: z.number().describe('Percent; 0 for orders without VAT'),
  vat_mode: z.enum(VAT_MODES).describe("'added' on top of items and delivery, 'included' in them, 'none'"),
  is_paid: z.boolean(),
  paid_at: z.string().nullable(),
  is_delivered: z.boolean(),
  delivered_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  delivery: orderDeliverySchema,
  courier_name: z.string().nullable(),
  tracking_reference: z.string().nullable(),
  rider_phone: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** A reason the shop wrote (a layaway expiry) as its code and values, said in the reader's language. */
  cancel_note: z
    .object({
      code: z.enum(['layaway.expiredKept', 'layaway.expiredRefund']),
      values: z.object({ amount: z.number(), due: z.string() }),
    })
    .nullable()
    .optional(),
  refund_reference: z.string().nullable(),
  receipt_number: z.string().nullable().describe('Set once the order is paid; the receipt is at /orders/{id}/receipt'),
  timeline: z.array(orderEventSchema),
  // Several payments per order (decision 037): whole shillings, from the confirmed payments.
  amount_paid: z.number().describe('Money received for the order: confirmed M-Pesa payments, STK and Paybill'),
  balance: z.number().describe('What is left to pay; 0 once paid'),
  refunds: z
    .array(z.object({ amount: z.number(), reference: z.string().nullable(), at: z.string() }))
    .optional()
    .describe('Money given back, from the payments ledger (decision 052), oldest first'),
  refund_due: z
    .number()
    .describe('Money to give back: an over-payment, or all that was paid for an order cancelled or expired unpaid'),
  next_payment: nextPaymentSchema.nullable().describe('The next prompt, while the order awaits payment'),
  payments: z.array(paymentSchema).describe('Every payment and attempt, oldest first'),
  layaway: layawaySchema.nullable().describe('Layaway terms (decision 039); null for an order paid in full'),
});
export type Order = z.infer<typeof orderSchema>;

/** An order of the caller's, with its latest M-Pesa attempt (null before the first). */
export const ownOrderSchema = orderSchema.extend({ payment: paymentSchema.nullable() });
export type OwnOrder = z.infer<typeof ownOrderSchema>;

const text = (max: number) => z.string().trim().max(max);

/** Stages the admin moves an order on to (cancel and refund have their own calls). */
export const ADMIN_STAGES = ['processing', 'dispatched', 'delivered', 'collected'] as const;

/** POST /api/orders/{id}/stage (admin): dispatched needs a courier and tracking reference, or a rider's phone. */
export const stageInputSchema = z.object({
  stage: z.enum(ADMIN_STAGES),
  courierName: text(100).optional(),
  trackingReference: text(100).optional(),
  riderPhone: text(20).optional(),
});
export type StageInput = z.infer<typeof stageInputSchema>;

/** POST /api/orders/{id}/cancel: the admin gives a reason and, for a paid order, the refund's M-Pesa reference. */
export const cancelInputSchema = z
  .object({
    reason: text(500).optional(),
    refundReference: text(30).optional(),
  })
  // The shopper's cancel sends no body at all.
  .nullish();
export type CancelInput = z.infer<typeof cancelInputSchema>;

/** POST /api/orders/{id}/refund (admin): money of an order given back from the shop's M-Pesa portal. */
export const refundInputSchema = z.object({
  reference: text(30).min(1, 'Enter the M-Pesa reference of the refund'),
  // Shillings given back; the whole refund due when left out (decision 052).
  amount: z.number().positive('Enter an amount above 0').max(9_999_999_999).optional(),
});

/** GET /api/orders?stage=… (admin). */
export const ordersQuerySchema = z.object({ stage: z.enum(ORDER_STAGES).optional() }).strict();

export const ORDER_MESSAGES = {
  empty: 'Your order has no items',
  productMissing: (name: string) => `${name} is no longer available`,
  priceChanged: (name: string) => `The price of ${name} has changed. Please review your cart.`,
  totalMismatch: 'The order total does not match the current prices. Please review your cart.',
  vatMissing: (rate: number, total: number) =>
    `The order total leaves out VAT (${Number(rate.toFixed(2))}%): with VAT it is ${formatKES(total)}. Please review your cart.`,
  tooLarge: 'This order is too large to place online. Please contact us to complete it.',
  belowMpesa: 'M-Pesa takes at least KES 10: please add to your order.',
  noStock: (name: string) => `Not enough stock for ${name}`,
  notFound: 'Order not found',
  layawayNotAvailable: 'Layaway is not available for this order: please pay in full.',
  notPaidYet: 'Only paid orders can be marked delivered',
  tooManyUnpaid: `You already have ${MAX_OPEN_UNPAID_ORDERS} unpaid orders, and each one holds its items until it is paid. Please pay or cancel one of them in My Orders before placing another.`,
  notCancellable: 'Only an order that is waiting for payment, or paid and not yet dispatched, can be cancelled',
  reasonRequired: 'Please give a reason for cancelling',
  refundReferenceRequired: 'This order was paid: enter the M-Pesa reference of the refund',
  notRefundable: 'This order has no money to refund',
  refundAmount: 'Enter an amount above 0',
  refundTooLarge: (due: string) => `The refund can be at most the ${due} due on this order`,
  hasMoney:
    'This order has received money, so it cannot be deleted: cancel it instead (its stock goes back on sale and its money is refunded)',
  illegalMove: (from: string, to: string) => `An order that is ${from} cannot be moved to ${to}`,
  dispatchDetails: "Enter the courier's name and tracking reference, or the rider's phone number",
  riderPhone: "Please enter the rider's phone number as 07XXXXXXXX or 2547XXXXXXXX",
  noReceipt: 'This order has no receipt yet: it has not been paid',
  cancelled: 'Order cancelled. Its items are back on sale.',
} as const;
