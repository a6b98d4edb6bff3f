import { z } from 'zod';
import { VAT_MODES } from '../pricing/vat';
import { LAYAWAY_POLICIES } from '../orders/layaway-settings';
import { AUTO_REFUND_MODES } from '../payments/auto-refund';
import { parseSynonymLines } from '../catalog/search-synonyms';

/** The admin Settings tab; currency stays KES and is not editable. */
export const settingsInputSchema = z.object({
  storeName: z.string().trim().min(1, 'Store name is required').max(100),
  supportEmail: z.string().trim().pipe(z.email('Please enter a valid support email')),
  supportPhone: z.string().trim().min(5, 'Please enter a support phone number').max(30),
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^254\d{9}$/, 'WhatsApp number must look like 2547XXXXXXXX'),
  deliveryFee: z.number().min(0, 'Delivery fee must be 0 or more').max(100_000),
  freeDeliveryThreshold: z.number().min(0, 'Free-delivery threshold must be 0 or more').max(100_000_000),
  // Printed on receipts (decision 020); left out of a save, they keep their saved values.
  shopAddress: z.string().trim().max(300).optional(),
  kraPin: z
    .string()
    .trim()
    .regex(/^([A-Z]\d{9}[A-Z])?$/, 'KRA PIN must look like P051234567X')
    .optional(),
  lowStockThreshold: z.number().int('Low-stock threshold must be a whole number').min(0).max(10_000).optional(),
  // VAT (decision 031): 'added' = registered, 16% added at checkout on ex-VAT prices; 'included' = prices
  // include VAT; 'none' = not registered. Left out of a save, they keep their saved values.
  vatMode: z.enum(VAT_MODES, "VAT must be 'added', 'included' or 'none'").optional(),
  vatRate: z.number().min(0, 'VAT rate must be 0 or more').max(50, 'VAT rate must be at most 50%').optional(),
  // Shown with the order number as a second way to pay (issue 21); empty shows the shop's M-Pesa shortcode.
  paybillNumber: z
    .string()
    .trim()
    .regex(/^(\d{5,7})?$/, 'Paybill number must be 5 to 7 digits')
    .optional(),
  // Decision 034: a mail to the support address for each paid order; left out of a save, it keeps its value.
  notifyPaidOrders: z.boolean().optional(),
  // Layaway (issue 21, decision 039); left out of a save, they keep their saved values.
  layawayEnabled: z.boolean().optional(),
  layawayMinTotal: z
    .number()
    .int('Layaway minimum must be whole shillings')
    .min(0, 'Layaway minimum must be 0 or more')
    .max(100_000_000)
    .optional(),
  layawayDepositPercent: z
    .number()
    .int('Deposit percent must be a whole number')
    .min(10, 'Deposit must be 10% to 90%')
    .max(90, 'Deposit must be 10% to 90%')
    .optional(),
  // At least a week: the first reminder goes a week before the due date.
  layawayDays: z
    .number()
    .int('Layaway period must be whole days')
    .min(7, 'Layaway period must be 7 to 365 days')
    .max(365, 'Layaway period must be 7 to 365 days')
    .optional(),
  layawayExpiryPolicy: z.enum(LAYAWAY_POLICIES, "Layaway policy must be 'refund' or 'keep'").optional(),
  // Decision 052: the least part payment that extends an order's hold; null: 10% of the total or KES 1,000.
  holdMinPayment: z
    .number()
    .int('Hold minimum must be whole shillings')
    .min(1, 'Hold minimum must be KES 1 or more')
    .max(150_000, 'Hold minimum must be at most KES 150,000')
    .nullable()
    .optional(),
  // Decision 060: refund due given back automatically (B2C to the payer's phone, or Reversal of the receipt).
  autoRefund: z.enum(AUTO_REFUND_MODES, "Automatic refunds must be 'off', 'b2c' or 'reversal'").optional(),
  // Issue 29: the owner's search synonyms, one rule a line ('kadi ya picha = graphics-cards'), on top of
  // the built-in table (core/catalog/search-synonyms.ts); left out of a save, they keep their value.
  searchSynonyms: z
    .string()
    .max(5000, 'Search synonyms must be at most 5,000 characters')
    .superRefine((text, ctx) => {
      for (const message of parseSynonymLines(text).errors.slice(0, 5)) ctx.addIssue({ code: 'custom', message });
    })
    .optional(),
  // Issue 30 (decision 066): days after delivery a shopper may ask for a return; left out, it keeps its value.
  returnWindowDays: z
    .number()
    .int('Return window must be whole days')
    .min(0, 'Return window must be 0 to 90 days')
    .max(90, 'Return window must be 0 to 90 days')
    .optional(),
  // Issue 30 (decision 065): the ODPC registration number shown on /privacy; left out, it keeps its value.
  odpcRegistration: z.string().trim().max(60, 'ODPC registration must be at most 60 characters').optional(),
});

/** The settings the storefront reads (footer, contact page, cart, WhatsApp text). */
export const storeSettingsSchema = settingsInputSchema.extend({
  shopAddress: z.string(),
  kraPin: z.string(),
  lowStockThreshold: z.number(),
  vatMode: z.enum(VAT_MODES),
  vatRate: z.number(),
  paybillNumber: z.string(),
  notifyPaidOrders: z.boolean(),
  layawayEnabled: z.boolean(),
  layawayMinTotal: z.number(),
  layawayDepositPercent: z.number(),
  layawayDays: z.number(),
  layawayExpiryPolicy: z.enum(LAYAWAY_POLICIES),
  autoRefund: z.enum(AUTO_REFUND_MODES),
  searchSynonyms: z.string(),
  returnWindowDays: z.number(),
  odpcRegistration: z.string(),
  currency: z.literal('KES'),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** GET and PUT /api/settings. */
export const settingsResponseSchema = storeSettingsSchema.extend({
  // True when WHATSAPP_NUMBER in the server's environment sets the number: the admin cannot change it.
  whatsappNumberFromEnv: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
