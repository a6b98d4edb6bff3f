import { describe, expect, it } from 'vitest';
import { deliveryTotals, orderTotals, shippingFor } from './totals';

describe('delivery fee (issue 3 reading: free above KES 50,000, else a flat fee)', () => {
  it('is free strictly above the threshold', () => {
    expect(shippingFor(50_000.01)).toBe(0);
    expect(shippingFor(120_000)).toBe(0);
  });

  it('charges the flat fee at or below the threshold', () => {
    expect(shippingFor(50_000)).toBe(500);
    expect(shippingFor(1_500)).toBe(500);
  });

  it('charges nothing for an empty cart', () => {
    expect(shippingFor(0)).toBe(0);
  });

  it('follows the store settings', () => {
    expect(shippingFor(10_000, { deliveryFee: 300, freeDeliveryThreshold: 5_000 })).toBe(0);
    expect(shippingFor(4_000, { deliveryFee: 300, freeDeliveryThreshold: 5_000 })).toBe(300);
  });

  it('totals are subtotal plus delivery plus 16% VAT on both (the default: registered, prices ex VAT)', () => {
    // 2,499.99 x 16% = 399.9984, charged as KES 400.
    expect(orderTotals(1999.99)).toMatchObject({ itemsPrice: 1999.99, shipping: 500, vat: 400, total: 2899.99 });
    expect(orderTotals(60_000)).toMatchObject({ itemsPrice: 60_000, shipping: 0, vat: 9_600, total: 69_600 });
  });

  it('VAT included in the prices, or no VAT, leaves the total at subtotal plus delivery', () => {
    const rules = { deliveryFee: 500, freeDeliveryThreshold: 50_000 };
    expect(orderTotals(1_000, { ...rules, vatMode: 'included', vatRate: 16 })).toMatchObject({
      vat: 207,
      total: 1_500,
    });
    expect(orderTotals(1_000, { ...rules, vatMode: 'none', vatRate: 16 })).toMatchObject({ vat: 0, total: 1_500 });
  });
});

describe('the totals for a delivery choice (one reading for cart, checkout, order and WhatsApp)', () => {
  const rules = { deliveryFee: 500, freeDeliveryThreshold: 50_000 };

  it("counts the chosen option's fee, with the VAT on goods and fee", () => {
    expect(deliveryTotals(1_000, rules, 350, 'none')).toMatchObject({ shipping: 350, vat: 216, total: 1_566 });
    expect(deliveryTotals(1_000, rules, 350, 'flat')).toMatchObject({ shipping: 350, vat: 216, total: 1_566 });
    // A chosen option stays what it costs, even above the free-delivery threshold (the server's quote says).
    expect(deliveryTotals(60_000, rules, 0, 'flat')).toMatchObject({ shipping: 0, total: 69_600 });
  });

  it("with no option chosen, counts no fee ('none') or the flat rule's fee ('flat')", () => {
    expect(deliveryTotals(1_000, rules, undefined, 'none')).toMatchObject({ shipping: 0, vat: 160, total: 1_160 });
    expect(deliveryTotals(1_000, rules, undefined, 'flat')).toMatchObject({ shipping: 500, vat: 240, total: 1_740 });
    expect(deliveryTotals(1999.994, rules, undefined, 'flat')).toEqual(orderTotals(1999.994, rules));
  });
});
