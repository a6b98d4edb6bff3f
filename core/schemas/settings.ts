import { z } from 'zod';

/** The admin Settings tab; currency stays KES and is not editable. */
export const settingsInputSchema = z.object({
  storeName: z.string().trim().min(1, 'Store name is required').max(100),
  supportEmail: z.string().trim().pipe(z.email('Please enter a valid support email')),
  supportPhone: z.string().trim().min(5, 'Please enter a support phone number').max(30),
  whatsappNumber: z.string().trim().regex(/^254\d{9}$/, 'WhatsApp number must look like 2547XXXXXXXX'),
  deliveryFee: z.number().min(0, 'Delivery fee must be 0 or more').max(100_000),
  freeDeliveryThreshold: z.number().min(0, 'Free-delivery threshold must be 0 or more').max(100_000_000),
});

/** The settings the storefront reads (footer, contact page, cart, WhatsApp text). */
export const storeSettingsSchema = settingsInputSchema.extend({ currency: z.literal('KES') });
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** GET and PUT /api/settings. */
export const settingsResponseSchema = storeSettingsSchema.extend({
  // True when WHATSAPP_NUMBER in the server's environment sets the number: the admin cannot change it.
  whatsappNumberFromEnv: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
