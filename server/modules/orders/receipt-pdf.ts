import { formatKES } from '#core/pricing/money';
import { nairobiDateTime } from '#core/orders/receipt-format';
import type { Receipt } from '#core/schemas/receipt';
import { buildPdf, PAGE, type PdfBox, type PdfText } from './pdf';
import { etimsLines, QR_SIZE, qrBoxes } from './receipt-pdf-etims';

const LEFT = 50;
const RIGHT = PAGE.width - 50;
const LINE = 16;

/**
 * Splits text into lines of at most `max` characters at spaces (a word longer than that is cut), so a
 * long delivery address or product name is printed whole on the receipt (issue 32, item 19) rather
 * than cut with an ellipsis. Helvetica 10 pt averages 5 pt a character (pdf.ts).
 */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = word.match(new RegExp(`.{1,${max}}`, 'g')) ?? [];
    for (const piece of pieces) {
      if (line && line.length + 1 + piece.length > max) {
        lines.push(line);
        line = piece;
      } else line = line ? `${line} ${piece}` : piece;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** The receipt as a PDF: the same facts as the receipt page, in the same order. */
export function receiptPdf(r: Receipt): Buffer {
  type Page = { texts: PdfText[]; lines: { x1: number; y1: number; x2: number; y2: number }[]; boxes: PdfBox[] };
  const pages: Page[] = [];
  let page: Page = { texts: [], lines: [], boxes: [] };
  let y = PAGE.height - 60;
  const newPage = () => {
    pages.push(page);
    page = { texts: [], lines: [], boxes: [] };
    y = PAGE.height - 60;
  };
  const text = (t: Omit<PdfText, 'y'>) => page.texts.push({ ...t, y });
  const rule = () => page.lines.push({ x1: LEFT, y1: y + 10, x2: RIGHT, y2: y + 10 });
  const next = (n = 1) => {
    y -= LINE * n;
    if (y < 60) newPage();
  };

  text({ x: LEFT, text: r.shop.name, size: 18, bold: true });
  text({
    x: RIGHT,
    text: r.status === 'refunded' ? 'RECEIPT (REFUNDED)' : 'RECEIPT',
    size: 14,
    bold: true,
    right: true,
  });
  next(1.5);
  for (const line of [...wrapText(r.shop.address, 90), r.shop.kraPin && `KRA PIN: ${r.shop.kraPin}`]) {
    if (!line) continue;
    text({ x: LEFT, text: line });
    next();
  }
  text({ x: LEFT, text: `${r.shop.phone} · ${r.shop.email}` });
  next(2);
  for (const [label, value] of [
    ['Receipt number', r.receiptNumber],
    ['Order', r.orderNumber],
    ['Customer', r.customer],
    ['Paid', nairobiDateTime(r.paidAt)],
    ['M-Pesa receipt', r.mpesaReceipt ?? '—'],
    ['Delivery', r.deliveryTo],
  ]) {
    text({ x: LEFT, text: label, bold: true });
    // The value column is about 325 pt wide.
    for (const line of wrapText(value, 62)) {
      text({ x: LEFT + 120, text: line });
      next();
    }
  }
  next();
  text({ x: LEFT, text: 'Item', bold: true });
  text({ x: 380, text: 'Qty', bold: true, right: true });
  text({ x: RIGHT, text: 'Amount', bold: true, right: true });
  next();
  rule();
  for (const item of r.items) {
    text({ x: 380, text: String(item.quantity), right: true });
    text({ x: RIGHT, text: formatKES(item.price * item.quantity), right: true });
    for (const line of wrapText(item.name, 56)) {
      text({ x: LEFT, text: line });
      next();
    }
    // Issue 30: the warranty as sold, under its line.
    if (item.warranty_months) {
      text({ x: LEFT, text: `  ${item.warranty_months}-month warranty from delivery` });
      next();
    }
  }
  rule();
  const totals: [string, string, boolean?][] = [
    ['Items', formatKES(r.itemsPrice)],
    ['Delivery', r.delivery ? formatKES(r.delivery) : 'Free'],
  ];
  if (r.vatLabel) totals.push([r.vatLabel, formatKES(r.vat)]);
  totals.push(['Total', formatKES(r.total), true]);
  if (r.mpesaAmount != null) totals.push(['Paid by M-Pesa', formatKES(r.mpesaAmount)]);
  for (const [label, value, bold] of totals) {
    text({ x: 380, text: label, bold, right: true });
    text({ x: RIGHT, text: value, bold, right: true });
    next();
  }
  if (r.refundReference) {
    next();
    text({ x: LEFT, text: `Refunded by M-Pesa, reference ${r.refundReference}` });
    next();
  }
  next();
  // eTIMS: the block and its QR stay on one page.
  if (y < 60 + QR_SIZE + LINE * 2) newPage();
  const top = y + 10;
  if (r.etims.verifyUrl) page.boxes.push(...qrBoxes(r.etims.verifyUrl, RIGHT - QR_SIZE, top));
  for (const [i, [label, value]] of etimsLines(r).entries()) {
    text({ x: LEFT, text: label, bold: i === 0 || !value, size: 9 });
    if (value) text({ x: LEFT + 110, text: value.length > 60 ? `${value.slice(0, 59)}…` : value, size: 9 });
    next(0.9);
  }
  if (r.etims.verifyUrl) y = Math.min(y, top - QR_SIZE - 10);
  next();
  text({ x: LEFT, text: 'Prices in KES. Thank you for shopping with us.', size: 9 });
  pages.push(page);
  return buildPdf(
    pages.filter((p) => p.texts.length),
    `Receipt ${r.receiptNumber}`,
  );
}
