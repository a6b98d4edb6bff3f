import type { CartItem } from '#core/cart/cart';
import { cartSubtotal } from '#core/cart/cart';
import { formatKES } from '#core/pricing/money';
import type { StoreSettings } from '#core/settings';
import { deliveryTotals } from '#core/pricing/totals';
import { vatLabel } from '#core/pricing/vat';

/**
 * The Order on WhatsApp link (spec section 2): the store's number and a pre-filled message with
 * every item, quantity and price, the delivery, the VAT and the total, worked out like the order itself.
 */
export function whatsappOrderText(
  items: CartItem[],
  settings: StoreSettings,
  customer?: { name: string; email: string } | null,
  delivery?: { fee: number; lines: string[] },
): string {
  const t = deliveryTotals(cartSubtotal(items), settings, delivery?.fee, 'flat');
  const { itemsPrice, shipping, total } = t;
  const vat = vatLabel(t);
  const lines = [
    `Hello ${settings.storeName}, I would like to order:`,
    '',
    ...items.map(
      (i, n) => `${n + 1}. ${i.name} x ${i.quantity} @ ${formatKES(i.price)} = ${formatKES(i.price * i.quantity)}`,
    ),
    '',
    `Subtotal: ${formatKES(itemsPrice)}`,
    `Delivery: ${shipping === 0 ? 'Free' : formatKES(shipping)}`,
    ...(vat ? [`${vat}: ${formatKES(t.vat)}`] : []),
    `Total: ${formatKES(total)}`,
    ...(delivery ? ['', ...delivery.lines] : []),
  ];
  if (customer) lines.push('', `Name: ${customer.name}`, `Email: ${customer.email}`);
  // A second way to pay (issue 21): the Paybill, with the order number the shop replies with as the account.
  if (settings.paybillNumber)
    lines.push('', `I can pay by M-Pesa Paybill ${settings.paybillNumber}, account: the order number you send me.`);
  return lines.join('\n');
}

export function whatsappOrderHref(
  items: CartItem[],
  settings: StoreSettings,
  customer?: { name: string; email: string } | null,
  delivery?: { fee: number; lines: string[] },
): string {
  const number = settings.whatsappNumber.replace(/\D/g, '');
  return `https://wa.me/${number}?text=${encodeURIComponent(whatsappOrderText(items, settings, customer, delivery))}`;
}
