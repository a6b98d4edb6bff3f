import { z } from 'zod';
import { AUDIT_ENTITIES } from '../catalog/product-status';

const blank = (v: unknown) => (v === '' ? undefined : v);
// A real calendar day from 2000 on ('2026-02-31' is refused here, not by the database with a 500).
const isDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '2000-01-01' && v <= '9999-12-31';
};
const day = z.preprocess(
  blank,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
    .refine(isDay, 'Not a date of the calendar')
    .optional(),
);

/** GET /api/admin/audit: newest first, filtered by actor, entity (and id) and Nairobi dates, paginated. */
export const auditQuerySchema = z.object({
  actorId: z.preprocess(blank, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
  entity: z.preprocess(blank, z.enum(AUDIT_ENTITIES).optional()),
  entityId: z.preprocess(blank, z.string().max(40).optional()),
  from: day,
  to: day,
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(50)),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorLabel: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number(),
  pages: z.number(),
  total: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
