import { z } from 'zod';

/** A receipt's eTIMS block (issue 30): pending until the control unit has signed the sale. */
export const receiptEtimsSchema = z.object({
  status: z.enum(['pending', 'signed', 'failed']),
  /** Simulated eTIMS invoice (the shop's simulator, not KRA): labelled so everywhere. */
  simulated: z.boolean(),
  cuInvoiceNumber: z.string().nullable(),
  sdcId: z.string().nullable(),
  receiptCounter: z.string().nullable(),
  internalData: z.string().nullable(),
  signature: z.string().nullable(),
  sdcDateTime: z.string().nullable(),
  verifyUrl: z.string().nullable(),
  /** The QR code of verifyUrl as an SVG document (made on the server). */
  qrSvg: z.string().nullable(),
  buyerPin: z.string().nullable(),
  buyerName: z.string().nullable(),
});
export type ReceiptEtims = z.infer<typeof receiptEtimsSchema>;

export const etimsInvoiceSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  kind: z.enum(['sale', 'credit']),
  amount: z.number(),
  status: z.enum(['pending', 'signed', 'failed']),
  invcNo: z.number().nullable(),
  attempts: z.number(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  cuInvoiceNumber: z.string().nullable(),
  simulated: z.boolean(),
  createdAt: z.string(),
});

/** GET /api/admin/etims: the configuration in force and the invoices not signed yet (and the latest signed). */
export const etimsOverviewSchema = z.object({
  mode: z.enum(['simulator', 'oscu']),
  pin: z.string(),
  branchId: z.string(),
  deviceSerial: z.string(),
  baseUrl: z.string(),
  /** Which fields the server's environment sets (they win; the admin's form shows them read-only). */
  fromEnv: z.object({ mode: z.boolean(), pin: z.boolean(), branchId: z.boolean(), deviceSerial: z.boolean() }),
  initialised: z.boolean(),
  open: z.array(etimsInvoiceSchema),
  recent: z.array(etimsInvoiceSchema),
});
export type EtimsOverview = z.infer<typeof etimsOverviewSchema>;

/** PUT /api/admin/etims/config: what the admin may set in Settings (the PIN is the shop's KRA PIN setting). */
export const etimsConfigInputSchema = z.object({
  mode: z.enum(['simulator', 'oscu'], { error: 'Choose the simulator or KRA OSCU' }),
  branchId: z
    .string()
    .trim()
    .regex(/^\d{2}$/, 'Branch ID must be 2 digits (00 = head office)'),
  deviceSerial: z
    .string()
    .trim()
    .max(100, 'Device serial must be at most 100 characters')
    .transform((v) => v || null),
});
export type EtimsConfigInput = z.input<typeof etimsConfigInputSchema>;
