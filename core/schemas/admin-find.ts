import { z } from 'zod';
import { ORDER_STAGES } from '../orders/stages';
import { PAYMENT_STATUSES } from '../payments/payment-status';
import { orderSchema } from './orders';

/**
 * The admin's Find (issue 20, decision 033): server-side search, filters, sorts and pages over orders
 * and customers. New paths under /api/admin; the spec's /api/orders keeps its contract.
 */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_ADMIN_PAGE = 10_000;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-11-24')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Not a date')
  .describe('A Nairobi day, YYYY-MM-DD');

const page = z.coerce
  .number()
  .int('Page must be a whole number')
  .min(1, 'Page starts at 1')
  .max(MAX_ADMIN_PAGE)
  .default(1);
const pageSize = z.coerce
  .number()
  .int()
  .refine(
    (n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n),
    `Page size is one of ${ADMIN_PAGE_SIZES.join(', ')}`,
  )
  .default(20);
const search = z.string().trim().max(100, 'Search for at most 100 characters').optional();

export const ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export const ORDER_SORT_LABELS: Record<(typeof ORDER_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  total_desc: 'Total: high to low',
  total_asc: 'Total: low to high',
};

export const adminOrdersQuerySchema = z
  .object({
    q: search.describe(
      'Customer name, phone (07…, 2547…, +254…), e-mail, M-Pesa receipt, receipt (RCT-…) or order number (12 or KPC000012: exact)',
    ),
    stage: z.enum(ORDER_STAGES).optional(),
    from: day.optional().describe('Placed on or after this Nairobi day'),
    to: day.optional().describe('Placed on or before this Nairobi day'),
    sort: z.enum(ORDER_SORTS).default('newest'),
    page,
    pageSize,
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

const pageInfo = { total: z.number(), page: z.number(), pageSize: z.number(), pages: z.number() };

export const adminOrderRowSchema = orderSchema.extend({
  customer: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
});
export const adminOrdersPageSchema = z.object({ orders: z.array(adminOrderRowSchema), ...pageInfo });
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** Each STK push of an order and what came of it (issue 21 may add more kinds: the list stays self-contained). */
export const adminPaymentSchema = z.object({
  id: z.number(),
  phone: z.string(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  resultCode: z.number().nullable(),
  resultDesc: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  checkoutRequestId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const orderNoteSchema = z.object({
  id: z.number(),
  text: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;
export const orderNoteInputSchema = z
  .object({ text: z.string().trim().min(1, 'Write the note first').max(2000, 'A note is at most 2,000 characters') })
  .strict();

export const adminTimelineEntrySchema = z.object({
  stage: z.enum(ORDER_STAGES),
  from: z.enum(ORDER_STAGES).nullable(),
  actor: z.enum(['system', 'admin', 'customer']),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});

export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  customer: z.object({ id: z.number(), name: z.string(), email: z.string(), joinedAt: z.string() }).nullable(),
  payments: z.array(adminPaymentSchema),
  timeline: z.array(adminTimelineEntrySchema),
  notes: z.array(orderNoteSchema),
  // Decision 060: the automatic refunds asked of M-Pesa for this order, oldest first, with M-Pesa's reason when one failed.
  autoRefunds: z.array(
    z.object({
      channel: z.enum(['b2c', 'reversal']),
      amount: z.number(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      resultCode: z.string().nullable(),
      resultDesc: z.string().nullable(),
      reference: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const CUSTOMER_SORTS = ['newest', 'oldest', 'name'] as const;
export const CUSTOMER_SORT_LABELS: Record<(typeof CUSTOMER_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A–Z',
};

export const adminCustomersQuerySchema = z
  .object({
    q: search.describe('Name, e-mail or phone'),
    sort: z.enum(CUSTOMER_SORTS).default('newest'),
    page,
    pageSize,
  })
  .strict();
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

export const adminCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable().describe('The M-Pesa number of their latest order, if any'),
  joinedAt: z.string(),
  orderCount: z.number(),
  totalSpent: z.number().describe('Paid orders, less refunded ones'),
  lastOrderAt: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
export const adminCustomersPageSchema = z.object({ customers: z.array(adminCustomerSchema), ...pageInfo });
export type AdminCustomersPage = z.infer<typeof adminCustomersPageSchema>;

export const adminCustomerDetailSchema = z.object({ customer: adminCustomerSchema, orders: adminOrdersPageSchema });
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;

export const adminCustomerOrdersQuerySchema = z.object({ page, pageSize }).strict();
