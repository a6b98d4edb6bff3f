import { z } from 'zod';

/** What the alert endpoints answer a shopper (issue 31, decision 069); Kiswahili in server/i18n/api-messages.ts. */
export const ALERT_MESSAGES = {
  waiting: 'We will tell you once when it is back in stock.',
  confirmSent: 'We have sent you a link: open it to confirm.',
  inStock: 'This product is in stock now.',
  notFound: 'Product not found',
  contactNeeded: 'Enter a phone number or an e-mail address',
  badContact: 'Enter a valid Kenyan mobile number or e-mail address',
  watching: 'We will tell you when the price drops.',
  stopped: 'Alert removed',
  buildNotFound: 'Saved build not found',
} as const;

/** A guest gives a phone or an e-mail; a signed-in shopper sends an empty body (one tap). */
export const stockAlertSchema = z.object({
  contact: z.string().trim().max(254).optional().describe("A guest's phone (07…, +2547…) or e-mail"),
  language: z.enum(['en', 'sw']).optional(),
});

export const alertReplySchema = z.object({
  message: z.string(),
  state: z.enum(['waiting', 'confirm-sent', 'watching', 'stopped']),
});

/** The product page's alert state for the viewer: how they wait or watch now. */
export const productAlertStateSchema = z.object({
  waiting: z.boolean(),
  watching: z.boolean(),
});

export const myAlertsSchema = z.object({
  stock: z.array(z.object({ productId: z.number(), name: z.string(), createdAt: z.string() })),
  watches: z.array(
    z.object({
      id: z.number(),
      productId: z.number().nullable(),
      savedBuildId: z.number().nullable(),
      name: z.string(),
      baseline: z.number(),
    }),
  ),
});

/** The owner's view: how many wait per product, most first (the dashboard's "most wanted" card). */
export const mostWantedSchema = z.array(
  z.object({ productId: z.number(), name: z.string(), countInStock: z.number(), waiting: z.number() }),
);

/** A saved build's total must fall by at least this much before its watcher hears (decision 069). */
export const BUILD_DROP_MIN_KES = 1000;
