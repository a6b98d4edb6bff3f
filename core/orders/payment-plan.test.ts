import { describe, expect, it } from 'vitest';
import { amountDue, paymentProgress, paymentStepLabel, splitIntoPayments } from './payment-plan';

describe('several M-Pesa payments per order', () => {
  it('asks a KES 245,000 order in two pushes: KES 150,000, then KES 95,000', () => {
    expect(splitIntoPayments(245_000)).toEqual([150_000, 95_000]);
    const start = paymentProgress(245_000, []);
    expect(start).toMatchObject({
      due: 245_000,
      received: 0,
      balance: 245_000,
      overpaid: 0,
      next: { amount: 150_000, number: 1, of: 2 },
    });
    expect(paymentStepLabel(start.next!, 'KES 150,000')).toBe('Payment 1 of 2: KES 150,000');
    const after = paymentProgress(245_000, [150_000]);
    expect(after).toMatchObject({ received: 150_000, balance: 95_000, next: { amount: 95_000, number: 2, of: 2 } });
    expect(paymentProgress(245_000, [150_000, 95_000])).toMatchObject({ balance: 0, overpaid: 0, next: null });
  });

  it('never asks more than KES 150,000 nor less than KES 10 in one push, and the parts add up to the balance', () => {
    for (const balance of [10, 149_999, 150_000, 150_001, 150_009, 150_010, 300_000, 300_005, 1_000_000, 450_003]) {
      const parts = splitIntoPayments(balance);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(balance);
      for (const p of parts) expect(p >= 10 && p <= 150_000).toBe(true);
      expect(parts.length).toBe(Math.ceil(balance / 150_000));
    }
    expect(splitIntoPayments(150_005)).toEqual([149_995, 10]);
  });

  it('a single payment order has no "Payment 1 of 1" label', () => {
    expect(paymentStepLabel(paymentProgress(45_999, []).next!, 'KES 45,999')).toBeNull();
  });

  it('works from the total rounded up to whole shillings', () => {
    expect(amountDue(1234.2)).toBe(1235);
    expect(amountDue(0.1 * 3 * 100)).toBe(30);
    // KES 150,001 asked: 149,991 then 10, so the last push is not below the minimum.
    expect(paymentProgress(150_000.5, []).next).toEqual({ amount: 149_991, number: 1, of: 2 });
    expect(paymentProgress(150_000.5, [149_991]).next).toEqual({ amount: 10, number: 2, of: 2 });
  });

  it('records money received beyond the total as an over-payment, never lost', () => {
    expect(paymentProgress(245_000, [150_000, 150_000])).toMatchObject({
      received: 300_000,
      balance: 0,
      overpaid: 55_000,
      next: null,
    });
    // A Paybill payment of a few shillings too many.
    expect(paymentProgress(1000, [1005])).toMatchObject({ overpaid: 5, balance: 0 });
  });

  it('a balance below M-Pesa minimum is asked as KES 10 (the difference becomes an over-payment)', () => {
    const p = paymentProgress(1000, [995]);
    expect(p.next).toEqual({ amount: 10, number: 2, of: 2 });
    expect(paymentProgress(1000, [995, 10]).overpaid).toBe(5);
  });
});
