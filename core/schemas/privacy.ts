import { z } from 'zod';

/**
 * The shopper's data rights (issue 30, item 2; decision 065). The consent wording is stored with every
 * choice exactly as shown, so these words are the record: change them and new rows carry the new words.
 */
export const MARKETING_CONSENT_WORDING = {
  en: 'Send me offers and news by SMS and e-mail. I can withdraw this at any time in Profile → Privacy.',
  sw: 'Nitumie ofa na habari kwa SMS na barua pepe. Ninaweza kuondoa ridhaa hii wakati wowote kwenye Wasifu → Faragha.',
} as const;

export const PRIVACY_MESSAGES = {
  wrongPassword: 'The password is not correct',
  openPaidOrder:
    'You have a paid order that is not delivered yet. We need your details to deliver it: please delete your account after it arrives, or contact us.',
  adminOpenPaidOrder:
    'This customer has a paid order that is not delivered or refunded yet: finish or refund it before deleting the account.',
  staffAccount: 'A staff or admin account is removed by an admin, in Users',
  deleted: 'Your account has been deleted',
  consentSaved: 'Your choice has been saved',
  notFound: 'User not found',
} as const;

export const consentInputSchema = z.object({
  granted: z.boolean('granted must be true or false'),
  language: z.enum(['en', 'sw'], "language must be 'en' or 'sw'").default('en'),
});

export const consentRowSchema = z.object({
  granted: z.boolean(),
  wording: z.string(),
  language: z.string(),
  createdAt: z.string(),
});

export const consentStateSchema = z.object({
  granted: z.boolean(),
  wording: z.object({ en: z.string(), sw: z.string() }),
  history: z.array(consentRowSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const exportQuerySchema = z.object({
  format: z.enum(['json', 'csv'], "format must be 'json' or 'csv'").default('json'),
});

/** The export: one entry per table that holds the person, each a list of rows as stored. */
export const exportSchema = z.object({
  exportedAt: z.string(),
  userId: z.number(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type DataExport = z.infer<typeof exportSchema>;

export const deleteAccountSchema = z.object({
  password: z.string().min(1, 'Please enter your password').max(200),
});
