import { z } from 'zod';

/**
 * Every error, and the plain acknowledgements, are `{ message }`: in the request's language, with the
 * catalogue's `code` and its `values` when the message has one (decision 072, core/messages).
 */
const codedValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.object({ code: z.string(), values: z.record(z.string(), codedValue).optional() }),
  ]),
);
export const messageSchema = z.object({
  message: z.string(),
  code: z.string().optional().describe('The message in the catalogue (core/messages), stable across languages'),
  values: z.record(z.string(), codedValue).optional().describe('The values the message is said with'),
});

/** Ids in paths are text: a malformed one answers 404 like a missing one (decision 005). */
export const productIdParams = z.object({ id: z.string().max(200) });
export const recordIdParams = z.object({ id: z.string().max(20) });
