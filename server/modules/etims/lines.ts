import { count, eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { etimsItems, orderItems, orders, products } from '#db/schema';
import {
  DELIVERY_ITEM_CLASS,
  ITEM_GOODS,
  ITEM_SERVICE,
  itemClassFor,
  itemCode,
  taxTypeFor,
  type TaxType,
} from '#core/etims/codes';
import { itemPayload, type InvoiceLine } from '#core/etims/payloads';
import { EtimsRejected, isSuccess } from './envelope';
import type { EtimsTransport } from './client';
import { ensureOpeningStock } from './stock';

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * An order's invoice lines with VAT-inclusive unit prices (VAT added on top is folded in), every item
 * registered with eTIMS first (saveItem; KRA refuses sales of unknown items) and goods stocked there. The delivery fee is a
 * service line.
 */
export async function invoiceLines(db: Db, orderId: number, send: EtimsTransport, headers: Record<string, string>) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db
    .select({
      productId: orderItems.productId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      price: orderItems.price,
      category: products.category,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  const taxTyCd = taxTypeFor({ vatMode: order.vatMode, vatRate: Number(order.vatRate) });
  const factor = order.vatMode === 'added' ? 1 + Number(order.vatRate) / 100 : 1;
  const lines: InvoiceLine[] = [];
  for (const item of items) {
    const prc = cents(Number(item.price) * factor);
    const key = item.productId == null ? `name:${item.name.slice(0, 80)}` : `product:${item.productId}`;
    const cls = itemClassFor(item.category);
    const itemCd = await registered(db, send, headers, { key, cls, name: item.name, prc, taxTyCd, type: ITEM_GOODS });
    const line = { itemCd, itemClsCd: cls, itemNm: item.name, qty: item.quantity, prc, taxTyCd };
    await ensureOpeningStock(db, send, headers, line);
    lines.push(line);
  }
  if (Number(order.shippingPrice) > 0) {
    const prc = cents(Number(order.shippingPrice) * factor);
    const d = { key: 'delivery', cls: DELIVERY_ITEM_CLASS, name: 'Delivery', prc, taxTyCd, type: ITEM_SERVICE };
    const itemCd = await registered(db, send, headers, d);
    lines.push({ itemCd, itemClsCd: DELIVERY_ITEM_CLASS, itemNm: 'Delivery', qty: 1, prc, taxTyCd });
  }
  return { order, lines };
}

/** A credit for part of the order: every line's price scaled by the share refunded. */
export function scaleLines(lines: InvoiceLine[], share: number): InvoiceLine[] {
  if (share >= 0.9999) return lines;
  return lines.map((l) => ({ ...l, prc: cents(l.prc * share) })).filter((l) => l.prc > 0);
}

async function registered(
  db: Db,
  send: EtimsTransport,
  headers: Record<string, string>,
  item: { key: string; cls: string; name: string; prc: number; taxTyCd: TaxType; type: string },
) {
  const [known] = await db.select().from(etimsItems).where(eq(etimsItems.key, item.key));
  if (known) return known.itemCd;
  const [{ n }] = await db.select({ n: count() }).from(etimsItems);
  let itemCd = itemCode(item.type, n + 1);
  const body = () =>
    itemPayload({
      itemCd,
      itemClsCd: item.cls,
      itemNm: item.name,
      prc: item.prc,
      taxTyCd: item.taxTyCd,
      itemTyCd: item.type,
    });
  let res = await send('/saveItem', headers, body());
  // KRA names the sequence it expects (another system registered items for this PIN): take it, once.
  const expected = /Expected sequence ending with: \**(\d+)/i.exec(res.resultMsg);
  if (!isSuccess(res.resultCd) && expected) {
    itemCd = itemCode(item.type, Number(expected[1]));
    res = await send('/saveItem', headers, body());
  }
  if (!isSuccess(res.resultCd) && res.resultCd !== '994') throw new EtimsRejected(res.resultCd, res.resultMsg);
  await db
    .insert(etimsItems)
    .values({ key: item.key, itemCd, itemClsCd: item.cls, taxTyCd: item.taxTyCd })
    .onConflictDoNothing();
  return itemCd;
}
