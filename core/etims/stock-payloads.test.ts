import { describe, expect, it } from 'vitest';
import {
  isGoods,
  isStockIn,
  stockIoPayload,
  stockMasterPayload,
  STOCK_IN_RETURN,
  STOCK_OUT_SALE,
} from './stock-payloads';

// The reference's sandbox item (kra-etims-oscu.md §5–§6): one item of 100 at 16% (band B).
const line = {
  itemCd: 'KE2NTNO0000001',
  itemClsCd: '1010150000',
  itemNm: 'Test Item',
  qty: 1,
  prc: 100,
  taxTyCd: 'B' as const,
};

describe('eTIMS stock payloads (reference §9)', () => {
  it('a sale stock-out: sarNo, orgSarNo 0 (null crashes), regTyCd M, sarTyCd 11, ocrnDt in Nairobi, inclusive amounts', () => {
    const p = stockIoPayload({
      sarNo: 1,
      sarTyCd: STOCK_OUT_SALE,
      at: new Date('2026-08-11T22:30:00Z'),
      lines: [line],
    });
    expect(p).toMatchObject({
      sarNo: 1,
      orgSarNo: 0,
      regTyCd: 'M',
      sarTyCd: '11',
      ocrnDt: '20260812',
      totItemCnt: 1,
      totTaxblAmt: 86.21,
      totTaxAmt: 13.79,
      totAmt: 100,
    });
    expect(p.itemList).toEqual([
      expect.objectContaining({
        itemSeq: 1,
        itemCd: 'KE2NTNO0000001',
        pkgUnitCd: 'NT',
        pkg: 1,
        qtyUnitCd: 'NO',
        qty: 1,
        prc: 100,
        splyAmt: 100,
        taxblAmt: 86.21,
        taxAmt: 13.79,
        totAmt: 100,
        taxTyCd: 'B',
      }),
    ]);
  });

  it('returned goods come in as 03; the codes split in (01–06) and out (11–16)', () => {
    expect(stockIoPayload({ sarNo: 2, sarTyCd: STOCK_IN_RETURN, at: new Date(), lines: [line] }).sarTyCd).toBe('03');
    expect(['01', '02', '03', '04', '05', '06'].every(isStockIn)).toBe(true);
    expect(['11', '12', '13', '14', '15', '16'].some(isStockIn)).toBe(false);
  });

  it('the stock master carries the remaining quantity, never negative; services have no stock', () => {
    expect(stockMasterPayload('KE2NTNO0000001', 7)).toMatchObject({ itemCd: 'KE2NTNO0000001', rsdQty: 7 });
    expect(stockMasterPayload('KE2NTNO0000001', -3).rsdQty).toBe(0);
    expect(isGoods('KE2NTNO0000001')).toBe(true);
    expect(isGoods('KE3NTNO0000002')).toBe(false);
  });
});
