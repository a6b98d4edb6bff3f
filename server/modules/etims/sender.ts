import { and, asc, eq, max, ne, or } from 'drizzle-orm';
import type { Db } from '#db/client';
import { etimsDevice, etimsInvoices } from '#db/schema';
import { receiptNumber } from '#core/orders/stages';
import { creditNotePayload, salePayload } from '#core/etims/payloads';
import { EtimsRejected, EtimsUnavailable, isSuccess, type SignedAnswer } from './envelope';
import type { EtimsSettings, EtimsTransport } from './client';
import { invoiceLines, scaleLines } from './lines';
import { movesStock, sendStock } from './stock';

export interface EtimsDeps {
  db: Db;
  settings: () => Promise<EtimsSettings & { tradeName: string }>;
  transport: EtimsTransport;
  log: { warn(o: object, msg?: string): void; info(o: object, msg?: string): void };
}

/** Back-off after each failed attempt (decision 064): 30 s, 1, 2, 5, 10, 30 min, then hourly. */
export const RETRY_SCHEDULE_SECONDS = [30, 60, 120, 300, 600, 1800, 3600];
/** After this many failed attempts the invoice shows as failed to the admin (it is still retried). */
export const FAILED_AFTER = 5;
const PER_TICK = 25;

export const retryDelayMs = (attempts: number) =>
  RETRY_SCHEDULE_SECONDS[Math.min(attempts, RETRY_SCHEDULE_SECONDS.length) - 1] * 1000;

/** The device row of this mode: initialised once (KRA issues the cmcKey once and answers 902 after). */
async function device(deps: EtimsDeps, s: EtimsSettings) {
  const id = s.mode === 'oscu' ? 2 : 1;
  const [known] = await deps.db.select().from(etimsDevice).where(eq(etimsDevice.id, id));
  if (known && known.tin === s.tin && known.bhfId === s.bhfId) return known;
  const res = await deps.transport('/selectInitOsdcInfo', {}, { tin: s.tin, bhfId: s.bhfId, dvcSrlNo: s.dvcSrlNo });
  if (!isSuccess(res.resultCd)) throw new EtimsRejected(res.resultCd, `initialisation: ${res.resultMsg}`);
  const info = (res.data?.info ?? {}) as Record<string, string>;
  const row = {
    id,
    mode: s.mode,
    tin: s.tin,
    bhfId: s.bhfId,
    dvcSrlNo: s.dvcSrlNo,
    cmcKey: info.cmcKey,
    sdcId: info.sdcId,
    mrcNo: info.mrcNo,
    dvcId: info.dvcId,
  };
  await deps.db.insert(etimsDevice).values(row).onConflictDoUpdate({ target: etimsDevice.id, set: row });
  deps.log.info({ sdcId: row.sdcId, mode: s.mode }, 'eTIMS device initialised');
  return row;
}

type Invoice = typeof etimsInvoices.$inferSelect;

/** Sends one invoice; its invcNo is fixed before the first try so a retry re-sends the same number. */
async function sendOne(deps: EtimsDeps, inv: Invoice, now: Date) {
  const s = await deps.settings();
  const dev = await device(deps, s);
  const headers = { tin: dev.tin, bhfId: dev.bhfId, cmcKey: dev.cmcKey };
  if (inv.status === 'signed') {
    // Signed already: what is left is its stock movement (reference §9: after the sale).
    const { lines } = await invoiceLines(deps.db, inv.orderId, deps.transport, headers);
    return sendStock(deps.db, deps.transport, headers, inv, lines);
  }
  let invcNo = inv.invcNo;
  if (invcNo == null) {
    const [{ last }] = await deps.db.select({ last: max(etimsInvoices.invcNo) }).from(etimsInvoices);
    invcNo = (last ?? 0) + 1;
    await deps.db.update(etimsInvoices).set({ invcNo }).where(eq(etimsInvoices.id, inv.id));
  }
  const { order, lines } = await invoiceLines(deps.db, inv.orderId, deps.transport, headers);
  const base = {
    invcNo,
    trdInvcNo: order.receiptNo == null ? `ORDER-${order.id}` : receiptNumber(order.receiptNo),
    at: order.paidAt ?? now,
    tradeName: s.tradeName,
    buyer: { tin: order.buyerKraPin, name: order.buyerBusinessName },
    lines,
  };
  let payload;
  if (inv.kind === 'credit') {
    const [sale] = await deps.db
      .select()
      .from(etimsInvoices)
      .where(and(eq(etimsInvoices.orderId, inv.orderId), eq(etimsInvoices.kind, 'sale')));
    if (!sale?.invcNo || sale.status !== 'signed')
      throw new EtimsRejected('910', 'the original sale is not signed yet');
    const share = Number(inv.amount) / Number(order.totalPrice);
    payload = creditNotePayload({
      ...base,
      trdInvcNo: `${base.trdInvcNo}-CN${inv.id}`,
      lines: scaleLines(lines, share),
      at: inv.createdAt,
      orgInvcNo: sale.invcNo,
      refundAt: inv.createdAt,
    });
  } else payload = salePayload(base);
  const res = await deps.transport('/saveTrnsSalesOsdc', headers, payload);
  if (!isSuccess(res.resultCd)) {
    // Sequence drift: KRA names the number it expects; resync to it for the next try (reference §10).
    const expected = /expected(?: value)?:? (\d+)/i.exec(res.resultMsg);
    if (expected)
      await deps.db
        .update(etimsInvoices)
        .set({ invcNo: Number(expected[1]) })
        .where(eq(etimsInvoices.id, inv.id));
    throw new EtimsRejected(res.resultCd, res.resultMsg);
  }
  const d = res.data as unknown as SignedAnswer;
  await deps.db
    .update(etimsInvoices)
    .set({
      status: 'signed',
      attempts: inv.attempts + 1,
      lastError: null,
      simulated: s.mode === 'simulator',
      sdcId: dev.sdcId,
      mrcNo: dev.mrcNo,
      tin: dev.tin,
      bhfId: dev.bhfId,
      curRcptNo: Number(d.curRcptNo),
      totRcptNo: Number(d.totRcptNo),
      intrlData: d.intrlData,
      rcptSign: d.rcptSign,
      sdcDateTime: d.sdcDateTime,
      signedAt: now,
      stockStatus: (await movesStock(deps.db, inv, lines)) ? 'pending' : null,
    })
    .where(eq(etimsInvoices.id, inv.id));
}

/**
 * The etims-outbox job's tick: sends due invoices strictly in id order (KRA's invcNo is gap-free, so a
 * failing invoice holds the ones behind it) until one fails or none is due. A signed invoice that moves
 * goods stays at the head until its stock movement is in, so KRA's stock is right before the next sale.
 */
export async function sendDueInvoices(deps: EtimsDeps, now = new Date()) {
  let sent = 0;
  for (let i = 0; i < PER_TICK; i++) {
    const [head] = await deps.db
      .select()
      .from(etimsInvoices)
      .where(or(ne(etimsInvoices.status, 'signed'), ne(etimsInvoices.stockStatus, 'sent')))
      .orderBy(asc(etimsInvoices.id))
      .limit(1);
    if (!head || head.nextAttemptAt > now) break;
    try {
      await sendOne(deps, head, now);
      sent++;
    } catch (err) {
      if (!(err instanceof EtimsUnavailable || err instanceof EtimsRejected)) throw err;
      const attempts = head.attempts + 1;
      await deps.db
        .update(etimsInvoices)
        .set({
          attempts,
          // A signed invoice whose stock movement failed stays signed; only its stock is retried.
          status: head.status === 'signed' ? 'signed' : attempts >= FAILED_AFTER ? 'failed' : 'pending',
          lastError: err.message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(etimsInvoices.id, head.id));
      deps.log.warn({ invoice: head.id, attempts, error: err.message }, 'eTIMS invoice not sent; will retry');
      break;
    }
  }
  return { sent };
}
