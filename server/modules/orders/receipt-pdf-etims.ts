import { encode } from 'uqr';
import type { Receipt } from '#core/schemas/receipt';
import type { PdfBox, PdfText } from './pdf';

/** The QR's side on the PDF, in points (about 4 cm: scannable from paper). */
export const QR_SIZE = 110;

/**
 * The receipt's eTIMS block (issue 30): the control unit's data in the printed order of the
 * reference's §8 and the QR of KRA's verification URL drawn as squares, or "pending" before KRA signs.
 */
export function etimsLines(r: Receipt): [string, string][] {
  const e = r.etims;
  const title = e.simulated ? 'Simulated eTIMS invoice' : 'eTIMS tax invoice';
  if (e.status !== 'signed')
    return [[title, 'Tax invoice pending: it is sent to KRA eTIMS and appears here once signed']];
  const rows: [string, string][] = [
    [title, ''],
    ['CU invoice number', e.cuInvoiceNumber ?? ''],
    ['CU ID', e.sdcId ?? ''],
    ['Receipt counter', e.receiptCounter ?? ''],
    ['SCU date and time', e.sdcDateTime ?? ''],
    ['Internal data', e.internalData ?? ''],
    ['Receipt signature', e.signature ?? ''],
  ];
  if (e.buyerPin) rows.push(['Buyer PIN', `${e.buyerPin}${e.buyerName ? ` (${e.buyerName})` : ''}`]);
  return rows;
}

/** The QR's dark modules as squares, its top-left corner at (x, top). */
export function qrBoxes(url: string, x: number, top: number): PdfBox[] {
  const qr = encode(url, { ecc: 'M', border: 0 });
  const size = QR_SIZE / qr.size;
  const boxes: PdfBox[] = [];
  qr.data.forEach((row, i) =>
    row.forEach((dark, j) => {
      if (dark) boxes.push({ x: x + j * size, y: top - (i + 1) * size, size });
    }),
  );
  return boxes;
}

export type { PdfText };
