import { describe, expect, it } from 'vitest';
import { receiptPdf, wrapText } from './receipt-pdf';

describe('the PDF receipt wraps long text (issue 32, item 19)', () => {
  it('breaks at spaces and keeps every word', () => {
    const address =
      'Nairobi, Westlands, Oginga Odinga Street, Mirage Towers 4th floor, opposite the Sarit Centre gate B';
    const lines = wrapText(address, 62);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => l.length <= 62)).toBe(true);
    expect(lines.join(' ')).toBe(address);
    expect(wrapText('x'.repeat(130), 62)).toEqual(['x'.repeat(62), 'x'.repeat(62), 'x'.repeat(6)]);
    expect(wrapText('', 10)).toEqual(['']);
  });

  it('prints the whole delivery address, with no ellipsis', () => {
    const deliveryTo = 'Kisumu, Milimani, Oginga Odinga Street, Mega Plaza, 2nd floor shop 14, next to the Tuskys';
    const pdf = receiptPdf({
      shop: { name: 'Shop', address: 'Moi Avenue, Nairobi', kraPin: '', phone: '0700000000', email: 'a@b.ke' },
      status: 'paid',
      receiptNumber: 'R-1',
      orderNumber: 'O-1',
      customer: 'Amina',
      paidAt: '2026-11-27T10:00:00.000Z',
      mpesaReceipt: 'QWE123',
      deliveryTo,
      items: [{ name: 'Part', quantity: 1, price: 100 }],
      itemsPrice: 100,
      delivery: 0,
      vat: 0,
      vatLabel: '',
      total: 100,
      etims: {
        status: 'pending',
        simulated: true,
        cuInvoiceNumber: null,
        sdcId: null,
        receiptCounter: null,
        internalData: null,
        signature: null,
        sdcDateTime: null,
        verifyUrl: null,
        qrSvg: null,
        buyerPin: null,
        buyerName: null,
      },
    } as unknown as Parameters<typeof receiptPdf>[0]).toString('latin1');
    expect(pdf).not.toContain('…');
    expect(pdf).toContain('Oginga Odinga Street');
    expect(pdf).toContain('next to the Tuskys');
  });
});
