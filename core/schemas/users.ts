import { z } from 'zod';
import { emailSchema, nameSchema } from './auth';

/** PUT /api/users/:id: the profile sends the name; an admin may also change the e-mail and the admin flag. */
export const userUpdateSchema = z.object({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  isAdmin: z.boolean().optional(),
  /** Issue 20 (admins only): the staff role, and disabling an account (sign-in refused, sessions ended). */
  isStaff: z.boolean().optional(),
  disabled: z.boolean().optional(),
});
