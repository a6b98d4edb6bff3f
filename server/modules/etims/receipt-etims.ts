import { and, eq } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import type { DbOrTx } from '#db/client';
import { etimsInvoices, orders } from '#db/schema';
import type { ReceiptEtims } from '#core/schemas/etims';
import { cuInvoiceNumber, groupsOfFour, verificationUrl } from '#core/etims/receipt-data';

/** The portal a receipt's QR points at: the sandbox's for a sandbox base URL or the simulator. */
export const portalFor = (baseUrl: string, simulated: boolean) =>
  simulated || /sbx|sandbox/i.test(baseUrl) ? ('sandbox' as const) : ('production' as const);

/** The eTIMS block of an order's receipt: the signed sale's control-unit data and QR, or pending. */
export async function receiptEtims(
  db: DbOrTx,
  orderId: number,
  mode: { baseUrl: string; simulated: boolean },
): Promise<ReceiptEtims> {
  const [sale] = await db
    .select()
    .from(etimsInvoices)
    .where(and(eq(etimsInvoices.orderId, orderId), eq(etimsInvoices.kind, 'sale')));
  const [buyer] = await db
    .select({ pin: orders.buyerKraPin, name: orders.buyerBusinessName })
    .from(orders)
    .where(eq(orders.id, orderId));
  const signed = sale?.status === 'signed' && sale.rcptSign && sale.sdcId && sale.tin && sale.bhfId;
  if (!signed)
    return {
      status: sale?.status === 'failed' ? 'failed' : 'pending',
      simulated: sale?.status === 'signed' ? sale.simulated : mode.simulated,
      cuInvoiceNumber: null,
      sdcId: null,
      receiptCounter: null,
      internalData: null,
      signature: null,
      sdcDateTime: null,
      verifyUrl: null,
      qrSvg: null,
      buyerPin: buyer?.pin ?? null,
      buyerName: buyer?.name ?? null,
    };
  const url = verificationUrl(sale.tin!, sale.bhfId!, sale.rcptSign!, portalFor(mode.baseUrl, sale.simulated));
  return {
    status: 'signed',
    simulated: sale.simulated,
    cuInvoiceNumber: cuInvoiceNumber(sale.sdcId!, sale.curRcptNo!),
    sdcId: sale.sdcId,
    receiptCounter: `${sale.curRcptNo}/${sale.totRcptNo} NS`,
    internalData: groupsOfFour(sale.intrlData ?? ''),
    signature: groupsOfFour(sale.rcptSign!),
    sdcDateTime: sale.sdcDateTime,
    verifyUrl: url,
    qrSvg: renderSVG(url, { ecc: 'M', border: 2 }),
    buyerPin: buyer?.pin ?? null,
    buyerName: buyer?.name ?? null,
  };
}
