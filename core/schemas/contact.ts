import { z } from 'zod';

/** Spec sections 3 and 5: the contact form. */
export const INQUIRY_TYPES = ['general', 'support', 'orders', 'returns', 'wholesale'] as const;

export const contactSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email: z.string({ error: 'Email is required' }).trim().max(254).pipe(z.email('Please enter a valid email address')),
  inquiryType: z.enum(INQUIRY_TYPES).default('general'),
  subject: z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(200),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000),
});

export type ContactInput = z.infer<typeof contactSchema>;
