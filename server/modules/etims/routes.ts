import { desc, eq, ne, asc, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etimsInvoices, etimsDevice } from '#db/schema';
import { messageSchema, recordIdParams as idParams } from '#core/schemas/common';
import { etimsConfigInputSchema, etimsInvoiceSchema, etimsOverviewSchema } from '#core/schemas/etims';
import { cuInvoiceNumber } from '#core/etims/receipt-data';
import { badRequest, conflict, notFound, parseId } from '../../errors';
import { adminOnly, requireAdmin } from '../../plugins/auth';
import { recordAudit } from '../audit/service';
import { effectiveEtims, oscuProblems, readEtimsConfig, saveEtimsConfig } from './config-store';

export const ETIMS_MESSAGES = {
  notFound: 'Invoice not found',
  alreadySigned: 'This invoice is already signed by eTIMS',
  fromEnv: 'This eTIMS setting is set on the server (environment); change it there.',
} as const;

type Row = typeof etimsInvoices.$inferSelect;
const shape = (r: Row) => ({
  id: r.id,
  orderId: r.orderId,
  kind: r.kind,
  amount: Number(r.amount),
  status: r.status,
  invcNo: r.invcNo,
  attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  lastError: r.lastError,
  cuInvoiceNumber: r.sdcId && r.curRcptNo != null ? cuInvoiceNumber(r.sdcId, r.curRcptNo) : null,
  simulated: r.simulated,
  createdAt: r.createdAt.toISOString(),
});

/** The admin's eTIMS tab: what is pending or failed, and a retry now. */
export const etimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['etims'];
  app.get(
    '/api/admin/etims',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'eTIMS settings in force and invoices not yet signed',
        response: { 200: etimsOverviewSchema },
      },
    },
    async () => {
      const s = await app.etims.settings();
      const { fromEnv } = await app.etims.current();
      const [device] = await app.db.select({ id: etimsDevice.id }).from(etimsDevice).limit(1);
      const open = await app.db
        .select()
        .from(etimsInvoices)
        .where(or(ne(etimsInvoices.status, 'signed'), ne(etimsInvoices.stockStatus, 'sent')))
        .orderBy(asc(etimsInvoices.id))
        .limit(100);
      const recent = await app.db
        .select()
        .from(etimsInvoices)
        .where(eq(etimsInvoices.status, 'signed'))
        .orderBy(desc(etimsInvoices.id))
        .limit(10);
      return {
        mode: s.mode,
        pin: s.tin,
        branchId: s.bhfId,
        deviceSerial: s.dvcSrlNo,
        baseUrl: s.mode === 'oscu' ? s.baseUrl : '',
        fromEnv,
        initialised: Boolean(device),
        open: open.map(shape),
        recent: recent.map(shape),
      };
    },
  );

  app.put(
    '/api/admin/etims/config',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Save eTIMS mode, branch ID and device serial (fields the environment sets stay as it says)',
        body: etimsConfigInputSchema,
        response: { 204: z.null(), 400: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const c = app.config;
      const clash =
        (c.ETIMS_MODE != null && b.mode !== c.ETIMS_MODE) ||
        (c.ETIMS_BRANCH_ID != null && b.branchId !== c.ETIMS_BRANCH_ID) ||
        (c.ETIMS_DEVICE_SERIAL != null && b.deviceSerial !== c.ETIMS_DEVICE_SERIAL);
      // Saving another value would be overridden without a word: say so instead (as for WHATSAPP_NUMBER).
      if (clash) throw conflict(ETIMS_MESSAGES.fromEnv);
      const before = await readEtimsConfig(app.db);
      // Keep what the admin saved before for fields the environment holds, for the day it is removed.
      const next = {
        mode: c.ETIMS_MODE != null ? (before?.mode ?? 'simulator') : b.mode,
        bhfId: c.ETIMS_BRANCH_ID != null ? (before?.bhfId ?? '00') : b.branchId,
        dvcSrlNo: c.ETIMS_DEVICE_SERIAL != null ? (before?.dvcSrlNo ?? null) : b.deviceSerial,
      };
      const { tin } = await app.etims.current();
      const problems = oscuProblems(effectiveEtims(c, next, tin ?? undefined));
      if (problems.length) throw badRequest(problems.join('; '));
      await app.db.transaction(async (tx) => {
        await saveEtimsConfig(tx, next);
        await recordAudit(tx, {
          actorId: requireAdmin(request).id,
          entity: 'settings',
          entityId: 'etims',
          action: 'update',
          before: before ?? {},
          after: next,
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/etims/:id/retry',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Send an unsigned invoice now (the invoices before it go first: the numbers are gap-free)',
        params: idParams,
        response: { 200: etimsInvoiceSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, ETIMS_MESSAGES.notFound);
      const [row] = await app.db.select().from(etimsInvoices).where(eq(etimsInvoices.id, id));
      if (!row) throw notFound(ETIMS_MESSAGES.notFound);
      // A signed invoice whose stock movement is still owed can be retried too (decision 064, stock).
      if (row.status === 'signed' && (row.stockStatus == null || row.stockStatus === 'sent'))
        throw conflict(ETIMS_MESSAGES.alreadySigned);
      const now = new Date();
      // This one and every unsigned one before it are due now; the outbox sends them in order.
      await app.db
        .update(etimsInvoices)
        .set({ nextAttemptAt: now })
        .where(or(ne(etimsInvoices.status, 'signed'), ne(etimsInvoices.stockStatus, 'sent')));
      await app.etims.sendDue(now);
      const [fresh] = await app.db.select().from(etimsInvoices).where(eq(etimsInvoices.id, id));
      return shape(fresh);
    },
  );
};
