import { z } from 'zod';
import { RETURN_KINDS, RETURN_OUTCOMES, RETURN_STATUSES } from '../orders/returns';

/** The API's words about returns (English as sent; Kiswahili in server/modules/returns/messages-sw.ts). */
export const RETURN_MESSAGES = {
  notFound: 'Return request not found',
  notDelivered: 'This order has not reached you yet: a return can be asked for once it is delivered',
  windowClosed: (days: number) => `The ${days}-day return window for this order has closed`,
  noWarranty: 'One of the chosen items has no warranty',
  warrantyEnded: 'The warranty of one of the chosen items has ended',
  badLine: 'Choose items of this order, at most as many as were bought',
  alreadyOpen: 'One of the chosen items already has an open request',
  badPhoto: 'Photos must be uploaded with the return form',
  illegalStep: (status: string, action: string) => `A ${status} request cannot be ${action}`,
  noteRequired: 'Say why the request is declined',
  outcomeRequired: 'Choose repair, replacement or refund',
  referenceRequired: "Give the M-Pesa reference of the refund made from the shop's portal",
  refundTooLarge: (max: string) => `The refund can be at most ${max}`,
  nothingToRefund: 'This order holds no money to refund',
} as const;

export const RETURN_PHOTO_PREFIX = '/uploads/returns/';
export const MAX_RETURN_PHOTOS = 5;

const lineSchema = z.object({
  itemId: z.number().int().min(1).max(2_147_483_647),
  quantity: z.number().int().min(1).max(1000),
});

/** POST /api/orders/:id/returns: a shopper asks for a return or a warranty repair. */
export const returnInputSchema = z.object({
  kind: z.enum(RETURN_KINDS, "Kind must be 'return' or 'warranty'"),
  reason: z.string().trim().min(5, 'Please say what is wrong (at least 5 characters)').max(1000),
  lines: z.array(lineSchema).min(1, 'Choose at least one item').max(50),
  photos: z
    .array(
      z
        .string()
        .max(200)
        .regex(/^\/uploads\/returns\/[a-z0-9]+\.webp$/, RETURN_MESSAGES.badPhoto),
    )
    .max(MAX_RETURN_PHOTOS, `At most ${MAX_RETURN_PHOTOS} photos`)
    .default([]),
});
export type ReturnInput = z.infer<typeof returnInputSchema>;

/** POST /api/admin/returns/:id: the owner's step (decision 066). */
export const returnStepSchema = z.object({
  action: z.enum(['approve', 'decline', 'receive', 'resolve']),
  note: z.string().trim().max(1000).optional(),
  outcome: z.enum(RETURN_OUTCOMES).optional(),
  /** A refund: the M-Pesa reference of the money sent from the shop's portal, and the amount (default: the lines' value). */
  reference: z.string().trim().min(3).max(40).optional(),
  amount: z.number().positive().max(1e9).optional(),
});
export type ReturnStep = z.infer<typeof returnStepSchema>;

export const returnSchema = z.object({
  id: z.number(),
  number: z.string().describe('RMA-000012'),
  orderId: z.number(),
  orderNumber: z.string(),
  customer: z.string().nullable(),
  kind: z.enum(RETURN_KINDS),
  status: z.enum(RETURN_STATUSES),
  outcome: z.enum(RETURN_OUTCOMES).nullable(),
  reason: z.string(),
  lines: z.array(z.object({ itemId: z.number(), name: z.string(), quantity: z.number(), price: z.number() })),
  photos: z.array(z.string()),
  note: z.string().nullable(),
  refundAmount: z.number().nullable(),
  refundReference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderReturn = z.infer<typeof returnSchema>;

const blank = (v: unknown) => (v === '' ? undefined : v);
export const returnsQuerySchema = z.object({
  status: z.preprocess(blank, z.enum(RETURN_STATUSES).optional()),
  kind: z.preprocess(blank, z.enum(RETURN_KINDS).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const returnsPageSchema = z.object({
  returns: z.array(returnSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type ReturnsPage = z.infer<typeof returnsPageSchema>;

/** PUT /api/admin/orders/:id/serials: serial numbers per unit, recorded at dispatch. */
export const serialsInputSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: z.number().int().min(1).max(2_147_483_647),
        serials: z.array(z.string().trim().min(1).max(60)).max(1000),
      }),
    )
    .max(50),
});
