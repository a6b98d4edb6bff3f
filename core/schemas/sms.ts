import { z } from 'zod';

/** How order updates reach a shopper (issue 31): e-mail, SMS to the order's phone, or both. */
export const NOTIFY_BY = ['email', 'sms', 'both'] as const;
export const notifyBySchema = z.object({ notify_by: z.enum(NOTIFY_BY) });

/** Africa's Talking's delivery report (form-encoded; reference §3). Unknown fields are kept, not refused. */
export const deliveryReportSchema = z
  .object({
    id: z.string().trim().min(1).max(100),
    status: z.string().trim().min(1).max(40),
    phoneNumber: z.string().max(20).optional(),
    networkCode: z.string().max(10).optional(),
    failureReason: z.string().max(60).optional(),
    retryCount: z.string().max(10).optional(),
  })
  .loose();
export const deliveryReportReplySchema = z.object({ received: z.boolean() });

export const simulatorModeSchema = z.object({ gateway: z.enum(['ok', 'fail']) });

export const smsOutboxSchema = z.object({
  mode: z.enum(['simulator', 'sandbox', 'production']),
  gateway: z.enum(['ok', 'fail']).nullable().describe('The simulated gateway: answering, or down (simulator only)'),
  messages: z.array(
    z.object({
      id: z.number(),
      messageId: z.string(),
      to: z.string(),
      sender: z.string(),
      message: z.string(),
      segments: z.number(),
      cost: z.string(),
      deliveryStatus: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
