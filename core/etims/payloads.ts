import {
  ITEM_GOODS,
  PACKAGE_UNIT,
  PAYMENT_MOBILE_MONEY,
  QUANTITY_UNIT,
  RECEIPT_CREDIT_NOTE,
  RECEIPT_SALE,
  REFUND_REASON,
  SALES_APPROVED,
  SALES_NORMAL,
  TAX_BANDS,
  TAX_TYPES,
  type TaxType,
} from './codes';

/**
 * Pure builders of OSCU request bodies (reference kra-etims-oscu.md §3, §5–§7). Prices are
 * VAT-inclusive: taxblAmt = round(splyAmt / (1 + rate), 2), taxAmt = splyAmt − taxblAmt (the sandbox
 * enforces this to the cent); all fifteen band totals are sent, unused ones as 0.
 */
export interface InvoiceLine {
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  qty: number;
  /** Unit price including VAT. */
  prc: number;
  taxTyCd: TaxType;
}

export interface SaleInput {
  invcNo: number;
  /** The shop's own number (RCT-…), ≤ 50 characters. */
  trdInvcNo: string;
  at: Date;
  tradeName: string;
  buyer?: { tin: string | null; name: string | null };
  lines: InvoiceLine[];
}

export interface CreditNoteInput extends SaleInput {
  orgInvcNo: number;
  refundAt: Date;
}

export const cents = (n: number) => Math.round(n * 100) / 100;

/** East Africa Time (UTC+3, no daylight saving): KRA's clock. */
function eat(d: Date) {
  const s = new Date(d.getTime() + 3 * 3_600_000).toISOString();
  return { day: s.slice(0, 10).replace(/-/g, ''), time: s.slice(0, 19).replace(/[-T:]/g, '') };
}
export const etimsDate = (d: Date) => eat(d).day;
export const etimsDateTime = (d: Date) => eat(d).time;

/** One line's amounts from its inclusive price. */
export function lineAmounts(line: InvoiceLine) {
  const splyAmt = cents(line.qty * line.prc);
  const rate = TAX_TYPES[line.taxTyCd];
  const taxblAmt = cents(splyAmt / (1 + rate / 100));
  return { splyAmt, taxblAmt, taxAmt: cents(splyAmt - taxblAmt), totAmt: splyAmt };
}

function bandTotals(lines: InvoiceLine[]) {
  const out = {} as Record<`${'taxblAmt' | 'taxRt' | 'taxAmt'}${TaxType}`, number>;
  let totTaxblAmt = 0;
  let totTaxAmt = 0;
  let totAmt = 0;
  for (const band of TAX_BANDS) {
    const mine = lines.filter((l) => l.taxTyCd === band).map(lineAmounts);
    const taxbl = cents(mine.reduce((s, a) => s + a.taxblAmt, 0));
    const tax = cents(mine.reduce((s, a) => s + a.taxAmt, 0));
    out[`taxblAmt${band}`] = taxbl;
    out[`taxRt${band}`] = TAX_TYPES[band];
    out[`taxAmt${band}`] = tax;
    totTaxblAmt += taxbl;
    totTaxAmt += tax;
    totAmt += mine.reduce((s, a) => s + a.totAmt, 0);
  }
  return { ...out, totTaxblAmt: cents(totTaxblAmt), totTaxAmt: cents(totTaxAmt), totAmt: cents(totAmt) };
}

/**
 * One item row of a sale or a stock movement: the fields OSCU's two lists share, in its order, with
 * the list's own fields (`between`) before the tax type and the amounts.
 */
export function itemRow<T extends object>(line: InvoiceLine, i: number, between: T) {
  return {
    itemSeq: i + 1,
    itemCd: line.itemCd,
    itemClsCd: line.itemClsCd,
    itemNm: line.itemNm.slice(0, 200) || 'Item',
    bcd: null,
    pkgUnitCd: PACKAGE_UNIT,
    pkg: Math.max(1, line.qty),
    qtyUnitCd: QUANTITY_UNIT,
    qty: line.qty,
    ...between,
    taxTyCd: line.taxTyCd,
    ...lineAmounts(line),
  };
}

const itemList = (lines: InvoiceLine[]) =>
  lines.map((line, i) => itemRow(line, i, { prc: line.prc, dcRt: 0, dcAmt: 0 }));

/** Who registered and last changed a record: the shop itself, on every message. */
export const SHOP_USER = { regrId: 'shop', regrNm: 'shop', modrId: 'shop', modrNm: 'shop' };

/** The body of saveTrnsSalesOsdc for a sale (rcptTyCd S). */
export function salePayload(input: SaleInput) {
  const at = etimsDateTime(input.at);
  const tin = input.buyer?.tin ?? null;
  return {
    invcNo: input.invcNo,
    orgInvcNo: 0,
    trdInvcNo: input.trdInvcNo.slice(0, 50),
    custTin: tin,
    custNm: input.buyer?.name ?? null,
    salesTyCd: SALES_NORMAL,
    rcptTyCd: RECEIPT_SALE,
    pmtTyCd: PAYMENT_MOBILE_MONEY,
    salesSttsCd: SALES_APPROVED,
    cfmDt: at,
    salesDt: etimsDate(input.at),
    stockRlsDt: at,
    cnclReqDt: null,
    cnclDt: null,
    rfdDt: null as string | null,
    rfdRsnCd: null as string | null,
    totItemCnt: input.lines.length,
    ...bandTotals(input.lines),
    prchrAcptcYn: 'N',
    remark: null,
    ...SHOP_USER,
    receipt: {
      custTin: tin,
      custMblNo: null,
      rcptPbctDt: at,
      trdeNm: input.tradeName,
      adrs: null,
      topMsg: null,
      btmMsg: null,
      prchrAcptcYn: 'N',
    },
    itemList: itemList(input.lines),
  };
}

/** A credit note: a new invcNo from the same sequence, the original's in orgInvcNo, rfdDt and rfdRsnCd set. */
export function creditNotePayload(input: CreditNoteInput) {
  return {
    ...salePayload(input),
    orgInvcNo: input.orgInvcNo,
    rcptTyCd: RECEIPT_CREDIT_NOTE,
    rfdDt: etimsDateTime(input.refundAt),
    rfdRsnCd: REFUND_REASON,
  };
}

/** The body of saveItem. */
export function itemPayload(item: {
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  prc: number;
  taxTyCd: TaxType;
  itemTyCd?: string;
}) {
  return {
    itemCd: item.itemCd,
    itemClsCd: item.itemClsCd,
    itemTyCd: item.itemTyCd ?? ITEM_GOODS,
    itemNm: item.itemNm.slice(0, 200) || 'Item',
    orgnNatCd: 'KE',
    pkgUnitCd: PACKAGE_UNIT,
    qtyUnitCd: QUANTITY_UNIT,
    taxTyCd: item.taxTyCd,
    dftPrc: item.prc,
    isrcAplcbYn: 'N',
    useYn: 'Y',
    ...SHOP_USER,
  };
}

export type SalePayload = ReturnType<typeof salePayload>;
