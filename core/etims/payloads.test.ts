import { describe, expect, it } from 'vitest';
import { creditNotePayload, etimsDateTime, itemPayload, lineAmounts, salePayload, type SaleInput } from './payloads';
import { cuInvoiceNumber, groupsOfFour, verificationUrl } from './receipt-data';
import { itemCode, taxTypeFor } from './codes';

// The sale accepted live by KRA's sandbox (reference kra-etims-oscu.md §6): one item of 100 at 16% (band B).
const sample: SaleInput = {
  invcNo: 1,
  trdInvcNo: 'INV-0001',
  at: new Date('2026-08-11T07:30:00Z'), // 10:30 in Nairobi
  tradeName: 'Shop',
  lines: [{ itemCd: 'KE2NTNO0000001', itemClsCd: '1010150000', itemNm: 'Test Item', qty: 1, prc: 100, taxTyCd: 'B' }],
};

describe('eTIMS sale payload', () => {
  it("matches the reference's sandbox sample: VAT extracted from the inclusive price, all fifteen band fields", () => {
    const p = salePayload(sample);
    expect(p).toMatchObject({
      invcNo: 1,
      orgInvcNo: 0,
      trdInvcNo: 'INV-0001',
      custTin: null,
      salesTyCd: 'N',
      rcptTyCd: 'S',
      pmtTyCd: '06',
      salesSttsCd: '02',
      cfmDt: '20260811103000',
      salesDt: '20260811',
      stockRlsDt: '20260811103000',
      rfdDt: null,
      rfdRsnCd: null,
      totItemCnt: 1,
      taxblAmtA: 0,
      taxblAmtB: 86.21,
      taxblAmtC: 0,
      taxblAmtD: 0,
      taxblAmtE: 0,
      taxRtA: 0,
      taxRtB: 16,
      taxRtC: 0,
      taxRtD: 0,
      taxAmtB: 13.79,
      totTaxblAmt: 86.21,
      totTaxAmt: 13.79,
      totAmt: 100,
      receipt: { rcptPbctDt: '20260811103000', trdeNm: 'Shop', prchrAcptcYn: 'N' },
    });
    expect(p.itemList).toEqual([
      {
        itemSeq: 1,
        itemCd: 'KE2NTNO0000001',
        itemClsCd: '1010150000',
        itemNm: 'Test Item',
        bcd: null,
        pkgUnitCd: 'NT',
        pkg: 1,
        qtyUnitCd: 'NO',
        qty: 1,
        prc: 100,
        splyAmt: 100,
        dcRt: 0,
        dcAmt: 0,
        taxTyCd: 'B',
        taxblAmt: 86.21,
        taxAmt: 13.79,
        totAmt: 100,
      },
    ]);
    for (const band of ['A', 'B', 'C', 'D', 'E']) {
      expect(p).toHaveProperty(`taxblAmt${band}`);
      expect(p).toHaveProperty(`taxRt${band}`);
      expect(p).toHaveProperty(`taxAmt${band}`);
    }
  });

  it("puts a business buyer's PIN and name on the invoice and its receipt", () => {
    const p = salePayload({ ...sample, buyer: { tin: 'P051234567X', name: 'Acme Ltd' } });
    expect(p.custTin).toBe('P051234567X');
    expect(p.custNm).toBe('Acme Ltd');
    expect(p.receipt.custTin).toBe('P051234567X');
  });

  it('rounds each line to the cent and sums the header from the lines', () => {
    expect(lineAmounts({ ...sample.lines[0], qty: 3, prc: 33_333.33 })).toEqual({
      splyAmt: 99_999.99,
      taxblAmt: 86_206.89,
      taxAmt: 13_793.1,
      totAmt: 99_999.99,
    });
    const p = salePayload({
      ...sample,
      lines: [sample.lines[0], { ...sample.lines[0], itemCd: 'KE3NTNO0000002', prc: 50, taxTyCd: 'D' }],
    });
    expect(p.totAmt).toBe(150);
    expect(p.taxblAmtD).toBe(50);
    expect(p.taxAmtD).toBe(0);
    expect(p.totTaxAmt).toBe(13.79);
  });
});

describe('eTIMS credit note payload', () => {
  it('takes a new invcNo, names the original in orgInvcNo and carries rfdDt and rfdRsnCd (reference §7)', () => {
    const p = creditNotePayload({ ...sample, invcNo: 2, orgInvcNo: 1, refundAt: new Date('2026-08-12T06:00:00Z') });
    expect(p).toMatchObject({ invcNo: 2, orgInvcNo: 1, rcptTyCd: 'R', rfdDt: '20260812090000', rfdRsnCd: '06' });
    expect(p.itemList[0].qty).toBe(1); // quantities positive
    expect(p.totAmt).toBe(100);
  });
});

describe('eTIMS codes and receipt data', () => {
  it('builds item codes as country, type, packaging, quantity unit and a 7-digit sequence', () => {
    expect(itemCode('2', 1)).toBe('KE2NTNO0000001');
    expect(
      itemPayload({ itemCd: 'KE2NTNO0000001', itemClsCd: '1010150000', itemNm: 'Test Item', prc: 100, taxTyCd: 'B' }),
    ).toMatchObject({
      itemTyCd: '2',
      orgnNatCd: 'KE',
      pkgUnitCd: 'NT',
      qtyUnitCd: 'NO',
      taxTyCd: 'B',
      dftPrc: 100,
      useYn: 'Y',
    });
  });

  it('uses band B for 16% VAT and D when the shop charges none', () => {
    expect(taxTypeFor({ vatMode: 'added', vatRate: 16 })).toBe('B');
    expect(taxTypeFor({ vatMode: 'included', vatRate: 16 })).toBe('B');
    expect(taxTypeFor({ vatMode: 'none', vatRate: 0 })).toBe('D');
  });

  it('prints the CU invoice number, groups of four and the QR URL from PIN, branch and signature', () => {
    expect(cuInvoiceNumber('KRACU013000001', 1)).toBe('KRACU013000001/1');
    expect(groupsOfFour('QUII27MATATSHFRB')).toBe('QUII-27MA-TATS-HFRB');
    expect(verificationUrl('A123456789Z', '00', 'QUII27MATATSHFRB', 'sandbox')).toBe(
      'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=A123456789Z00QUII27MATATSHFRB',
    );
    expect(etimsDateTime(new Date('2020-02-26T16:43:28Z'))).toBe('20200226194328');
  });
});
