import { z } from 'zod';

export const DASHBOARD_RANGES = ['today', '7d', '30d', 'custom'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const RANGE_LABELS: Record<DashboardRange, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  custom: 'Custom',
};
/** A custom range spans at most this many days (the chart shows one bar a day). */
export const MAX_RANGE_DAYS = 366;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-11-24')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Not a date');

/** GET /api/admin/summary?range=…: the period the dashboard's figures cover (default: the last 30 Nairobi days). */
export const summaryQuerySchema = z
  .object({ range: z.enum(DASHBOARD_RANGES).default('30d'), from: isoDay.optional(), to: isoDay.optional() })
  .strict()
  .refine((q) => q.range !== 'custom' || (q.from && q.to), {
    message: 'A custom range needs a start and an end date',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must not be after the end date',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < MAX_RANGE_DAYS * 86_400_000, {
    message: `A range spans at most ${MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

const topProduct = z.object({
  productId: z.number().nullable(),
  name: z.string(),
  revenue: z.number(),
  units: z.number(),
});
/** The figures of one period (decision 033). */
export const periodFiguresSchema = z.object({
  from: z.string().describe('First Nairobi day'),
  to: z.string().describe('Last Nairobi day'),
  revenue: z.number().describe('Money received net of refunds: orders paid in the period less orders refunded in it'),
  orders: z.number().describe('Orders placed in the period'),
  paidOrders: z.number().describe('Orders placed in the period that were paid'),
  conversion: z.number().nullable().describe('paidOrders / orders, 0..1 (null without orders)'),
  averageOrderValue: z.number().nullable().describe('Totals of orders paid in the period / their number'),
  topByRevenue: z.array(topProduct),
  topByUnits: z.array(topProduct),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/** GET /api/admin/summary: the dashboard's cards, the period's revenue chart and the stock that needs attention. */
export const dashboardSummarySchema = z.object({
  totalProducts: z.number(),
  totalUsers: z.number(),
  totalOrders: z.number(),
  revenue: z
    .number()
    .describe("The period's revenue: money received net of refunds (decision 033; the same figure as current.revenue)"),
  revenueByDay: z.array(z.object({ date: z.string().describe('A Nairobi day, YYYY-MM-DD'), revenue: z.number() })),
  range: z.enum(DASHBOARD_RANGES),
  current: periodFiguresSchema,
  previous: periodFiguresSchema.describe('The period of the same length just before'),
  lowStock: z.array(z.object({ id: z.number(), name: z.string(), countInStock: z.number(), category: z.string() })),
  lowStockThreshold: z.number().describe('Products at or below this stock are listed (a store setting)'),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** A CSV import as a job (issue 33): written in batches; the admin follows `done` of `total`. */
export const csvImportJobSchema = z.object({
  id: z.number(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().describe('Rows in the file'),
  done: z.number().describe('Rows written so far'),
  created: z.number(),
  updated: z.number(),
  message: z.string(),
});
export type CsvImportJob = z.infer<typeof csvImportJobSchema>;

/** The finished import (a small file is done before the answer): the job's figures, as before. */
export const csvImportResultSchema = csvImportJobSchema.partial().extend({
  created: z.number(),
  updated: z.number(),
  message: z.string(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

/** A CSV download, documented as such (the body is text, not JSON). */
export const csvFileResponse = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});
