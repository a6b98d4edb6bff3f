import { z } from 'zod';

/** POST /api/upload: the stored images' URLs, in the order the files were sent. */
export const uploadResultSchema = z.object({ urls: z.array(z.string()) });
