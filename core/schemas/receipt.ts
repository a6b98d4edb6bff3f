import { z } from 'zod';
import { DELIVERY_METHODS } from '../delivery/labels';
import { ORDER_STAGES } from '../orders/stages';
import { orderItemSchema } from './orders';
import { receiptEtimsSchema } from './etims';

/** GET /api/orders/{id}/receipt: what the receipt page and its PDF show (decision 020). */
export const receiptSchema = z.object({
  receiptNumber: z.string(),
  orderId: z.number(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STAGES),
  shop: z.object({ name: z.string(), address: z.string(), kraPin: z.string(), phone: z.string(), email: z.string() }),
  customer: z.string(),
  items: z.array(orderItemSchema),
  itemsPrice: z.number(),
  delivery: z.number(),
  /** The option and, for a delivery, where to: 'Courier delivery (Rift Valley): Milimani, Kenyatta Ave, Nakuru'. */
  deliveryTo: z.string(),
  /** The same in parts, for a page that shows it in the shopper's language: the option, its zone, the address line. */
  deliveryMethod: z.enum(DELIVERY_METHODS),
  deliveryZone: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  /** The VAT as charged (decision 031) and its line's label ('VAT (16%)', 'Includes VAT (16%)'); null label: no VAT. */
  vat: z.number(),
  vatLabel: z.string().nullable(),
  total: z.number(),
  /** What M-Pesa was asked (whole shillings, rounded up) when it differs from the total. */
  mpesaAmount: z.number().nullable(),
  mpesaReceipt: z.string().nullable(),
  paidAt: z.string(),
  refundReference: z.string().nullable(),
  /** The eTIMS tax invoice (issue 30, decision 064); pending until KRA's control unit signs it. */
  etims: receiptEtimsSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;
