import { describe, expect, it } from 'vitest';
import { orderTotals, shippingFor } from './shipping';

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

  it('totals are subtotal plus delivery', () => {
    expect(orderTotals(1999.99)).toEqual({ itemsPrice: 1999.99, shipping: 500, total: 2499.99 });
    expect(orderTotals(60_000)).toEqual({ itemsPrice: 60_000, shipping: 0, total: 60_000 });
  });
});
