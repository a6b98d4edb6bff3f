import { z } from 'zod';
import { AMOUNT_MESSAGES, DECIMAL_AMOUNT } from '../pricing/decimal-amount';
import { PAYMENT_STATUSES } from '../payments/payment-status';

export const stkPushSchema = z.object({
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
  phoneNumber: z.string().max(30),
  /** Issue 21: the rest of a layaway is paid in amounts the shopper chooses (whole shillings, 10 to 150,000). */
  amount: z.number().optional(),
});

/** An M-Pesa payment attempt as the `/api` sends it (Daraja's own ids keep Daraja's spelling). */
export const paymentSchema = z.object({
  id: z.number(),
  orderId: z.number().nullable().describe('Null for a Paybill payment that names no order, until an admin assigns it'),
  source: z.enum(['stk', 'c2b']).describe('stk: a prompt the shop sent; c2b: the customer paid the Paybill'),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  accountReference: z.string().nullable().describe('The Paybill account the customer typed (C2B only)'),
  phoneNumber: z.string(),
  MerchantRequestID: z.string().nullable(),
  CheckoutRequestID: z.string().nullable(),
  resultCode: z.number().nullable(),
  resultDesc: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What the callback answers Daraja, whatever it sent. */
export const darajaAckSchema = z.object({ ResultCode: z.number(), ResultDesc: z.string() });

/** The next prompt of an order: its amount and its place ("Payment 1 of 2: KES 150,000"). */
export const nextPaymentSchema = z.object({ amount: z.number(), number: z.number(), of: z.number() });

/** POST /api/admin/payments/{id}/assign: the order an unmatched Paybill payment belongs to. */
export const assignPaymentSchema = z.object({
  order: z.string().trim().min(1, 'Enter the order number').max(20).describe('The order number (KPC000123) or id'),
});

/** Daraja's C2B confirmation and validation body (field names are Daraja's). */
export const c2bPaymentSchema = z
  .object({
    TransactionType: z.string().max(50).optional(),
    TransID: z.string().max(40),
    TransTime: z.string().max(20).optional(),
    // Daraja sends '1500.00'; a text like '0x10' or '1e3' is no amount M-Pesa moved (decimal-amount.ts).
    TransAmount: z.union([z.string().regex(DECIMAL_AMOUNT, AMOUNT_MESSAGES.digits), z.number()]),
    BusinessShortCode: z.union([z.string().max(10), z.number()]),
    BillRefNumber: z.string().max(40).optional().default(''),
    InvoiceNumber: z.string().max(40).optional(),
    OrgAccountBalance: z.union([z.string().max(30), z.number()]).optional(),
    ThirdPartyTransID: z.string().max(40).optional(),
    MSISDN: z.union([z.string().max(80), z.number()]).optional(),
    FirstName: z.string().max(60).optional(),
    MiddleName: z.string().max(60).optional(),
    LastName: z.string().max(60).optional(),
  })
  .passthrough();
export type C2bPayment = z.infer<typeof c2bPaymentSchema>;

/** What C2B validation answers: 0 accepts; Daraja's C2B000xx codes refuse. */
export const c2bAckSchema = z.object({ ResultCode: z.union([z.number(), z.string()]), ResultDesc: z.string() });

/** POST /api/payments/paybill/simulate (simulator only): a Paybill payment made as a customer would. */
export const c2bSimulateSchema = z.object({
  amount: z.number().int('M-Pesa takes whole shillings').min(1).max(150_000),
  account: z.string().trim().max(20),
  phoneNumber: z.string().max(30),
});
