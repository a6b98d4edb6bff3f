import { ITEM_GOODS } from './codes';
import { cents, etimsDate, itemRow, SHOP_USER, type InvoiceLine } from './payloads';

/**
 * Pure builders of OSCU's stock messages (reference kra-etims-oscu.md §4, §9): insertStockIO with a
 * per-PIN gap-free sarNo, orgSarNo 0 (null crashes), regTyCd "M", amounts tax-inclusive as on the
 * sale; then saveStockMaster with the item's remaining quantity. Goods only: services have no stock.
 */
export const STOCK_IN_RETURN = '03';
export const STOCK_IN_ADJUSTMENT = '05';
export const STOCK_OUT_SALE = '11';
/** sarTyCd codes that bring stock in (01–06); 11–16 take it out. */
export const isStockIn = (sarTyCd: string) => Number(sarTyCd) < 10;

/** Goods lines only: the item code's third character is its type (KE2… goods, KE3… service). */
export const isGoods = (itemCd: string) => itemCd.charAt(2) === ITEM_GOODS;

export interface StockIoInput {
  sarNo: number;
  sarTyCd: string;
  at: Date;
  lines: InvoiceLine[];
}

/** The body of insertStockIO. */
export function stockIoPayload(input: StockIoInput) {
  const items = input.lines.map((line, i) => itemRow(line, i, { itemExprDt: null, prc: line.prc, totDcAmt: 0 }));
  return {
    sarNo: input.sarNo,
    orgSarNo: 0,
    regTyCd: 'M',
    custTin: null,
    custNm: null,
    custBhfId: null,
    sarTyCd: input.sarTyCd,
    ocrnDt: etimsDate(input.at),
    totItemCnt: items.length,
    totTaxblAmt: cents(items.reduce((s, i) => s + i.taxblAmt, 0)),
    totTaxAmt: cents(items.reduce((s, i) => s + i.taxAmt, 0)),
    totAmt: cents(items.reduce((s, i) => s + i.totAmt, 0)),
    remark: null,
    ...SHOP_USER,
    itemList: items,
  };
}

/** The body of saveStockMaster: the item's remaining quantity after the movement. */
export function stockMasterPayload(itemCd: string, rsdQty: number) {
  return { itemCd, rsdQty: Math.max(0, rsdQty), ...SHOP_USER };
}
