import { formatKES } from '#core/pricing/money';
import { nairobiDateTime } from '#core/orders/receipt-format';
import type { Receipt } from '#core/schemas/receipt';
import { buildPdf, PAGE, type PdfText } from './pdf';

const LEFT = 50;
const RIGHT = PAGE.width - 50;
const LINE = 16;

/** The receipt as a PDF: the same facts as the receipt page, in the same order. */
export function receiptPdf(r: Receipt): Buffer {
  const pages: { texts: PdfText[]; lines: { x1: number; y1: number; x2: number; y2: number }[] }[] = [];
  let page = { texts: [] as PdfText[], lines: [] as { x1: number; y1: number; x2: number; y2: number }[] };
  let y = PAGE.height - 60;
  const newPage = () => {
    pages.push(page);
    page = { texts: [], lines: [] };
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
  for (const line of [r.shop.address, r.shop.kraPin && `KRA PIN: ${r.shop.kraPin}`]) {
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
    ['Delivery', r.deliveryTo.length > 70 ? `${r.deliveryTo.slice(0, 69)}…` : r.deliveryTo],
  ]) {
    text({ x: LEFT, text: label, bold: true });
    text({ x: LEFT + 120, text: value });
    next();
  }
  next();
  text({ x: LEFT, text: 'Item', bold: true });
  text({ x: 380, text: 'Qty', bold: true, right: true });
  text({ x: RIGHT, text: 'Amount', bold: true, right: true });
  next();
  rule();
  for (const item of r.items) {
    text({ x: LEFT, text: item.name.length > 60 ? `${item.name.slice(0, 59)}…` : item.name });
    text({ x: 380, text: String(item.quantity), right: true });
    text({ x: RIGHT, text: formatKES(item.price * item.quantity), right: true });
    next();
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
  text({ x: LEFT, text: 'Prices in KES. Thank you for shopping with us.', size: 9 });
  pages.push(page);
  return buildPdf(
    pages.filter((p) => p.texts.length),
    `Receipt ${r.receiptNumber}`,
  );
}
