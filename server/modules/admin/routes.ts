import type { FastifyInstance } from 'fastify';
import {
  csvFileResponse,
  csvImportJobSchema,
  csvImportResultSchema,
  dashboardSummarySchema,
  summaryQuerySchema,
  type SummaryQuery,
} from '#core/schemas/admin';
import { messageSchema, recordIdParams as idParams } from '#core/schemas/common';
import { notFound, parseId } from '../../errors';
import { adminOnly, requireStaff, staffOnly } from '../../plugins/auth';
import { ordersCsv, parseProductsCsv, productsCsv } from './csv';
import { csvImportJob, startCsvImport } from './csv-import-job';
import { adminFindRoutes } from './find-routes';
import { dashboardSummary } from './service';

/** How long the import request waits for its job: a small file answers with its result at once. */
const IMPORT_WAIT_MS = 2000;

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

  app.get<{ Params: { id: string } }>(
    '/api/admin/products/import/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'A CSV import job: rows done of total, then its result',
        params: idParams,
        response: { 200: csvImportJobSchema },
      },
    },
    async (request) => {
      const job = await csvImportJob(app.db, parseId(request.params.id, 'No such import'));
      if (!job) throw notFound('No such import');
      return job;
    },
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
          summary: 'Import products from CSV (every row checked before any is written; then written in batches)',
          description:
            "text/csv in the export's columns: a row with an id updates that product, one without creates a product. " +
            'A bad row answers 400 and nothing is written. A file done within 2 s answers 200 with the result; a ' +
            'longer one answers 202 with the job, followed at GET /api/admin/products/import/{id}.',
          consumes: ['text/csv'],
          response: { 200: csvImportResultSchema, 202: csvImportJobSchema, 409: messageSchema },
        },
      },
      async (request, reply) => {
        if (typeof request.body !== 'string')
          throw Object.assign(new Error('Send the CSV file as text/csv'), { statusCode: 415 });
        const rows = await parseProductsCsv(app.db, request.body);
        const job = await startCsvImport(app.db, rows, requireStaff(request).id, request.log);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([job.finished, new Promise((r) => (timer = setTimeout(r, IMPORT_WAIT_MS)))]);
        clearTimeout(timer);
        const state = (await csvImportJob(app.db, job.id))!;
        if (state.status === 'running') return reply.status(202).send(state);
        if (state.status === 'failed') return reply.status(409).send({ message: state.message });
        return state;
      },
    );
  });
}
