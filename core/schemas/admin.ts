import { z } from 'zod';

/** GET /api/admin/summary: the dashboard's cards, the 30-day revenue chart and the stock that needs attention. */
export const dashboardSummarySchema = z.object({
  totalProducts: z.number(),
  totalUsers: z.number(),
  totalOrders: z.number(),
  revenue: z.number().describe('Sum of total_price of delivered orders (spec)'),
  revenueByDay: z.array(z.object({ date: z.string().describe('A Nairobi day, YYYY-MM-DD'), revenue: z.number() })),
  lowStock: z.array(z.object({ id: z.number(), name: z.string(), countInStock: z.number(), category: z.string() })),
  lowStockThreshold: z.number().describe('Products at or below this stock are listed (a store setting)'),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const csvImportResultSchema = z.object({ created: z.number(), updated: z.number(), message: z.string() });

/** A CSV download, documented as such (the body is text, not JSON). */
export const csvFileResponse = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});
