import type { FastifyInstance } from 'fastify';
import {
  csvFileResponse,
  csvImportResultSchema,
  dashboardSummarySchema,
  summaryQuerySchema,
  type SummaryQuery,
} from '#core/schemas/admin';
import { adminOnly, requireStaff, staffOnly } from '../../plugins/auth';
import { importProductsCsv, ordersCsv, productsCsv } from './csv';
import { adminFindRoutes } from './find-routes';
import { dashboardSummary } from './service';

const csvDownload = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
  'cache-control': 'no-store',
});

/** Admin-only extras beyond the spec: dashboard figures and CSV import/export. */
export async function adminRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  await app.register(adminFindRoutes);
  app.get<{ Querystring: SummaryQuery }>(
    '/api/admin/summary',
    {
      onRequest: adminOnly,
      schema: { tags, querystring: summaryQuerySchema, response: { 200: dashboardSummarySchema } },
    },
    async (request) =>
      dashboardSummary(app.db, new Date(), (await app.settings.get()).lowStockThreshold, request.query),
  );
  app.get(
    '/api/admin/orders.csv',
    { onRequest: staffOnly, schema: { tags, response: { 200: csvFileResponse('Every order, one a line') } } },
    async (_req, reply) => reply.headers(csvDownload('orders')).send(await ordersCsv(app.db)),
  );
  app.get(
    '/api/admin/products.csv',
    {
      onRequest: staffOnly,
      schema: { tags, response: { 200: csvFileResponse('Every product, in the columns the import reads') } },
    },
    async (_req, reply) => reply.headers(csvDownload('products')).send(await productsCsv(app.db)),
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/api/admin/products/import',
      {
        onRequest: staffOnly,
        schema: {
          tags,
          summary: 'Import products from CSV (all rows or none)',
          description:
            "text/csv in the export's columns: a row with an id updates that product, one without creates a product.",
          consumes: ['text/csv'],
          response: { 200: csvImportResultSchema },
        },
      },
      async (request) => {
        if (typeof request.body !== 'string')
          throw Object.assign(new Error('Send the CSV file as text/csv'), { statusCode: 415 });
        return importProductsCsv(app.db, request.body, requireStaff(request).id);
      },
    );
  });
}
