import { z } from 'zod';
import { PAYMENT_STATUSES } from '../order-status';

export const stkPushSchema = z.object({
  orderId: z.coerce.number().int().positive().max(2_147_483_647),
  phoneNumber: z.string().max(30),
});

/** An M-Pesa payment attempt as the `/api` sends it (Daraja's own ids keep Daraja's spelling). */
export const paymentSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
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
