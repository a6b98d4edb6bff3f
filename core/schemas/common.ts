import { z } from 'zod';

/** Every error, and the plain acknowledgements, are `{ message }`. */
export const messageSchema = z.object({ message: z.string() });

/** Ids in paths are text: a malformed one answers 404 like a missing one (decision 005). */
export const productIdParams = z.object({ id: z.string().max(200) });
export const recordIdParams = z.object({ id: z.string().max(20) });
