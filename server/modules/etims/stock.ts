import { eq, max } from 'drizzle-orm';
import type { Db } from '#db/client';
import { etimsInvoices, etimsItems, orders, products } from '#db/schema';
import type { InvoiceLine } from '#core/etims/payloads';
import {
  STOCK_IN_ADJUSTMENT,
  STOCK_IN_RETURN,
  STOCK_OUT_SALE,
  isGoods,
  stockIoPayload,
  stockMasterPayload,
} from '#core/etims/stock-payloads';
import { EtimsRejected, isSuccess } from './envelope';
import type { EtimsTransport } from './client';

/**
 * Stock at KRA (reference §9): goods need stock there before they are sold (§6), and each sale's stock-out
 * follows the sale. sarNo is one gap-free sequence per PIN, fixed on its row before the first try so a
 * retry re-sends the same number; KRA's "expected N" resyncs it, as for invcNo.
 */
async function nextSarNo(db: Db) {
  const [[a], [b]] = await Promise.all([
    db.select({ n: max(etimsInvoices.sarNo) }).from(etimsInvoices),
    db.select({ n: max(etimsItems.sarNo) }).from(etimsItems),
  ]);
  return Math.max(a.n ?? 0, b.n ?? 0) + 1;
}

const expectedNo = (msg: string) => {
  const m = /expected(?: value)?:? (\d+)/i.exec(msg);
  return m ? Number(m[1]) : null;
};

/** The shop's own count of a product (the remaining quantity KRA's stock master is told). */
async function shopCount(db: Db, itemCd: string) {
  const [item] = await db.select({ key: etimsItems.key }).from(etimsItems).where(eq(etimsItems.itemCd, itemCd));
  const id = item?.key.startsWith('product:') ? Number(item.key.slice(8)) : null;
  if (id == null) return 0;
  const [p] = await db.select({ n: products.countInStock }).from(products).where(eq(products.id, id));
  return p?.n ?? 0;
}

async function insertStockIo(
  send: EtimsTransport,
  headers: Record<string, string>,
  body: ReturnType<typeof stockIoPayload>,
  resync: (n: number) => Promise<unknown>,
) {
  const res = await send('/insertStockIO', headers, body);
  if (isSuccess(res.resultCd)) return;
  const n = expectedNo(res.resultMsg);
  if (n != null) await resync(n);
  throw new EtimsRejected(res.resultCd, `stock: ${res.resultMsg}`);
}

async function saveMaster(send: EtimsTransport, headers: Record<string, string>, itemCd: string, rsdQty: number) {
  const res = await send('/saveStockMaster', headers, stockMasterPayload(itemCd, rsdQty));
  if (!isSuccess(res.resultCd)) throw new EtimsRejected(res.resultCd, `stock master: ${res.resultMsg}`);
}

/**
 * Before a goods item's first sale: its opening stock in (sarTyCd 05, adjustment) — the shop's count plus
 * what this order takes, since the order already took it from the count.
 */
export async function ensureOpeningStock(
  db: Db,
  send: EtimsTransport,
  headers: Record<string, string>,
  line: InvoiceLine,
) {
  if (!isGoods(line.itemCd)) return;
  const [item] = await db.select().from(etimsItems).where(eq(etimsItems.itemCd, line.itemCd));
  if (!item || item.stockedAt) return;
  let sarNo = item.sarNo ?? (await nextSarNo(db));
  if (item.sarNo == null) await db.update(etimsItems).set({ sarNo }).where(eq(etimsItems.key, item.key));
  const qty = (await shopCount(db, line.itemCd)) + line.qty;
  const body = stockIoPayload({ sarNo, sarTyCd: STOCK_IN_ADJUSTMENT, at: new Date(), lines: [{ ...line, qty }] });
  await insertStockIo(send, headers, body, async (n) => {
    sarNo = n;
    await db.update(etimsItems).set({ sarNo: n }).where(eq(etimsItems.key, item.key));
  });
  await db.update(etimsItems).set({ stockedAt: new Date() }).where(eq(etimsItems.key, item.key));
  await saveMaster(send, headers, line.itemCd, qty);
}

type Invoice = typeof etimsInvoices.$inferSelect;

/**
 * Whether a signed invoice moves goods: a sale always; a credit note when its goods came back to the shelf —
 * the order was released (cancelled, expired, or refunded after one of them: only stages holding stock can
 * be cancelled, so the goods never left). Refunds of delivered goods and returns are not stock moves here.
 */
export async function movesStock(db: Db, inv: Invoice, lines: InvoiceLine[]) {
  if (!lines.some((l) => isGoods(l.itemCd))) return false;
  if (inv.kind === 'sale') return true;
  const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, inv.orderId));
  return o != null && ['cancelled', 'expired', 'refunded'].includes(o.status);
}

/** A signed invoice's stock movement: insertStockIO (out 11 for a sale, in 03 for returned goods), then the master. */
export async function sendStock(
  db: Db,
  send: EtimsTransport,
  headers: Record<string, string>,
  inv: Invoice,
  lines: InvoiceLine[],
) {
  const goods = lines.filter((l) => isGoods(l.itemCd));
  if (inv.stockStatus === 'pending') {
    let sarNo = inv.sarNo ?? (await nextSarNo(db));
    if (inv.sarNo == null) await db.update(etimsInvoices).set({ sarNo }).where(eq(etimsInvoices.id, inv.id));
    const sarTyCd = inv.kind === 'sale' ? STOCK_OUT_SALE : STOCK_IN_RETURN;
    const body = stockIoPayload({ sarNo, sarTyCd, at: inv.signedAt ?? new Date(), lines: goods });
    await insertStockIo(send, headers, body, async (n) => {
      sarNo = n;
      await db.update(etimsInvoices).set({ sarNo: n }).where(eq(etimsInvoices.id, inv.id));
    });
    // The IO is in: a retry from here re-sends only the master, never the IO a second time.
    await db.update(etimsInvoices).set({ stockStatus: 'master' }).where(eq(etimsInvoices.id, inv.id));
  }
  for (const line of goods) await saveMaster(send, headers, line.itemCd, await shopCount(db, line.itemCd));
  await db.update(etimsInvoices).set({ stockStatus: 'sent', lastError: null }).where(eq(etimsInvoices.id, inv.id));
}
