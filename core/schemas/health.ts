import { z } from 'zod';

/** GET /api/health (spec section 3: health result). */
export const healthSchema = z.object({
  status: z.string().describe("'OK' when the database answers"),
  database: z.string().describe("'Connected', or what went wrong"),
  timestamp: z.string(),
  payments: z
    .object({
      mode: z.enum(['simulator', 'sandbox', 'production']),
      notice: z
        .string()
        .nullable()
        .describe("'M-Pesa simulator: test payments — no money moves' unless payments are real"),
    })
    .describe('How M-Pesa payments are taken'),
});
