import { describe, expect, it } from 'vitest';
import type { CartItem } from '#core/cart/cart';
import { DEFAULT_SETTINGS } from '#core/settings';
import { orderPayload } from './checkout-panel';
import { whatsappOrderHref, whatsappOrderText } from './whatsapp';

const items: CartItem[] = [
  { id: 'cart-1', product: '7', name: 'RTX 4070 Super', price: 89_999, image: '/uploads/gpu-640.webp', quantity: 1 },
  { id: 'cart-2', product: '9', name: 'DDR5 32GB', price: 12_500.5, image: '/uploads/ram-640.webp', quantity: 2 },
];

describe('orderPayload (spec section 3)', () => {
  it('holds the items and the totals the server will recompute', () => {
    expect(orderPayload(items, DEFAULT_SETTINGS)).toEqual({
      orderItems: [
        { product: '7', name: 'RTX 4070 Super', price: 89_999, image: '/uploads/gpu-640.webp', quantity: 1 },
        { product: '9', name: 'DDR5 32GB', price: 12_500.5, image: '/uploads/ram-640.webp', quantity: 2 },
      ],
      paymentMethod: 'M-Pesa',
      itemsPrice: 115_000,
      // Free delivery above KES 50,000; VAT 16% of 115,000 = 18,400 (the default: registered, added).
      totalPrice: 133_400,
    });
    const small = orderPayload([{ ...items[1], quantity: 1 }], DEFAULT_SETTINGS);
    // 12,500.50 + 500 = 13,000.50; VAT 2,080.08 is charged as 2,080.
    expect(small.totalPrice).toBe(15_080.5);
  });
});

describe('Order on WhatsApp', () => {
  it('pre-fills items, quantities, prices, delivery, VAT and total', () => {
    const text = whatsappOrderText([{ ...items[1], quantity: 2 }], DEFAULT_SETTINGS, {
      name: 'Amina',
      email: 'a@example.com',
    });
    expect(text).toContain('1. DDR5 32GB x 2 @ KES 12,500.50 = KES 25,001');
    expect(text).toContain('Delivery: KES 500');
    // 16% of 25,501 = 4,080.16, charged as KES 4,080.
    expect(text).toContain('VAT (16%): KES 4,080');
    expect(text).toContain('Total: KES 29,581');
    expect(text).toContain('Name: Amina');
    expect(whatsappOrderText(items, DEFAULT_SETTINGS)).toContain('Delivery: Free');
  });

  it('says the VAT is included, or leaves it out, by the store setting', () => {
    const line = [{ ...items[1], quantity: 2 }];
    const included = whatsappOrderText(line, { ...DEFAULT_SETTINGS, vatMode: 'included' });
    expect(included).toContain('Includes VAT (16%): KES 3,517'); // 25,501 x 16/116 = 3,517.38
    expect(included).toContain('Total: KES 25,501');
    const none = whatsappOrderText(line, { ...DEFAULT_SETTINGS, vatMode: 'none' });
    expect(none).not.toContain('VAT');
    expect(none).toContain('Total: KES 25,501');
  });

  it('names the Paybill as a second way to pay when the owner has set one', () => {
    expect(whatsappOrderText(items, DEFAULT_SETTINGS)).not.toContain('Paybill');
    expect(whatsappOrderText(items, { ...DEFAULT_SETTINGS, paybillNumber: '522533' })).toContain(
      'I can pay by M-Pesa Paybill 522533, account: the order number you send me.',
    );
  });

  it("links to the store's number", () => {
    const href = whatsappOrderHref(items, { ...DEFAULT_SETTINGS, whatsappNumber: '+254 700 123 456' });
    expect(href.startsWith('https://wa.me/254700123456?text=Hello%20Kenya%20PC%20Shop')).toBe(true);
  });
});
