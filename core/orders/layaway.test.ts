import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYAWAY,
  depositChoiceText,
  depositFor,
  layawayApplies,
  layawayDueAt,
  layawayProgress,
  policyText,
  reminderAt,
  restAmountProblem,
} from './layaway';

const on = { ...DEFAULT_LAYAWAY, layawayEnabled: true, layawayMinTotal: 100_000 };

describe('layaway deposit rules (decision 039)', () => {
  it('asks 30% of a KES 245,000 order: KES 73,500, said as the cart says it', () => {
    expect(depositFor(245_000, 30)).toBe(73_500);
    expect(depositChoiceText(depositFor(245_000, 30))).toBe('Pay a deposit of KES 73,500 now');
  });

  it('rounds the deposit up to a whole shilling, from the total rounded up (decision 015)', () => {
    expect(depositFor(1001, 30)).toBe(301); // 300.3
    expect(depositFor(1000.2, 30)).toBe(301); // due 1001
    expect(depositFor(99_999, 33)).toBe(33_000); // 32,999.67
    expect(depositFor(100_000, 30)).toBe(30_000); // exact: not one shilling more
  });

  it('is at least M-Pesa’s KES 10 and at most the total', () => {
    expect(depositFor(20, 10)).toBe(10);
    expect(depositFor(12, 100)).toBe(12);
  });

  it('applies when on and the order holds a layaway product or reaches the minimum total', () => {
    expect(layawayApplies(DEFAULT_LAYAWAY, { total: 245_000, hasLayawayProduct: true })).toBe(false);
    expect(layawayApplies(on, { total: 245_000, hasLayawayProduct: false })).toBe(true);
    expect(layawayApplies(on, { total: 99_999, hasLayawayProduct: false })).toBe(false);
    expect(layawayApplies(on, { total: 5_000, hasLayawayProduct: true })).toBe(true);
    // Minimum 0: only orders holding a layaway product.
    expect(layawayApplies({ ...on, layawayMinTotal: 0 }, { total: 1_000_000, hasLayawayProduct: false })).toBe(false);
    // A deposit that would be the whole total is no layaway.
    expect(layawayApplies(on, { total: 10, hasLayawayProduct: true })).toBe(false);
  });

  it('falls due the period’s days after the order; reminders a week and a day before', () => {
    const placed = new Date('2026-11-24T05:00:00Z');
    const due = layawayDueAt(placed, 30);
    expect(due.toISOString()).toBe('2026-12-24T05:00:00.000Z');
    expect(reminderAt(due, 7).toISOString()).toBe('2026-12-17T05:00:00.000Z');
    expect(reminderAt(due, 1).toISOString()).toBe('2026-12-23T05:00:00.000Z');
  });

  it('asks the deposit first (in parts of KES 150,000 when bigger), then the rest like any order', () => {
    expect(layawayProgress(245_000, 73_500, []).next).toEqual({ amount: 73_500, number: 1, of: 1 });
    expect(layawayProgress(245_000, 73_500, [50_000])).toMatchObject({
      depositLeft: 23_500,
      next: { amount: 23_500, number: 2, of: 2 },
    });
    expect(layawayProgress(245_000, 73_500, [73_500])).toMatchObject({
      depositLeft: 0,
      balance: 171_500,
      next: { amount: 150_000 },
    });
    expect(layawayProgress(1_000_000, 300_000, []).next).toEqual({ amount: 150_000, number: 1, of: 2 });
  });

  it('lets the rest be paid in amounts the shopper chooses, KES 10 to 150,000 and no more than is left', () => {
    expect(restAmountProblem(171_500, 20_000)).toBeNull();
    expect(restAmountProblem(171_500, 150_001)).toBe('Enter an amount from KES 10 to KES 150,000');
    expect(restAmountProblem(5_000, 5_001)).toBe('Enter an amount from KES 10 to KES 5,000');
    expect(restAmountProblem(5_000, 9)).not.toBeNull();
    expect(restAmountProblem(5_000, 10.5)).toBe('Enter the amount in whole shillings');
    expect(restAmountProblem(4, 10)).toBeNull();
  });

  it('states the policy at expiry', () => {
    expect(policyText('refund', 30)).toBe(
      'If the rest is not paid within 30 days, the order is cancelled and the money paid is refunded.',
    );
    expect(policyText('keep', 14)).toContain('kept by the shop');
  });
});
