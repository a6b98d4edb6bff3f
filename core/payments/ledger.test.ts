import { describe, expect, it } from 'vitest';
import { holdMinimum, keptOf, ledgerSums, orderMoney, type LedgerEntry } from './ledger';

const pay = (amount: number): LedgerEntry => ({ kind: 'payment', amount });
const refund = (amount: number): LedgerEntry => ({ kind: 'refund', amount: -amount });

describe('ledger sums (decision 052)', () => {
  it('adds money in and takes money out, in cents', () => {
    expect(ledgerSums([pay(0.1), pay(0.2), refund(0.1)])).toMatchObject({ received: 0.3, refunded: 0.1, net: 0.2 });
    expect(ledgerSums([])).toEqual({ received: 0, refunded: 0, net: 0, amounts: [] });
  });
  it('counts an assignment onto the order as money received', () => {
    expect(ledgerSums([{ kind: 'assignment', amount: 500 }, pay(100)])).toMatchObject({ received: 600, net: 600 });
  });
});

describe("an order's money from its ledger", () => {
  const order = { total: 44_080, stage: 'awaiting_payment', paid: false };
  it('a part payment leaves a balance and nothing to refund', () => {
    expect(orderMoney(order, [pay(10_000)])).toMatchObject({ balance: 34_080, refundDue: 0 });
  });
  it('a cancelled part-paid order owes back all it holds (finding 4)', () => {
    expect(orderMoney({ ...order, stage: 'cancelled' }, [pay(10_000)])).toMatchObject({
      balance: 0,
      refundDue: 10_000,
    });
    expect(orderMoney({ ...order, stage: 'cancelled' }, [pay(10_000), refund(4_000)]).refundDue).toBe(6_000);
    expect(orderMoney({ ...order, stage: 'refunded' }, [pay(10_000), refund(10_000)]).refundDue).toBe(0);
  });
  it('money arriving after a refund is due again', () => {
    expect(orderMoney({ ...order, stage: 'refunded' }, [pay(10_000), refund(10_000), pay(34_080)]).refundDue).toBe(
      34_080,
    );
  });
  it('an over-payment of a live order is refund due; the rounded-up total is what it asks', () => {
    expect(orderMoney({ ...order, stage: 'paid', paid: true }, [pay(44_080), pay(11)])).toMatchObject({
      balance: 0,
      refundDue: 11,
    });
    expect(orderMoney({ total: 99.5, stage: 'paid', paid: true }, [pay(100)]).refundDue).toBe(0);
  });
  it('a layaway kept by its policy owes nothing back', () => {
    expect(orderMoney({ ...order, stage: 'cancelled', kept: Infinity }, [pay(13_224)]).refundDue).toBe(0);
  });
  it('a layaway whose policy kept its deposit owes back what was received beyond it', () => {
    const kept = keptOf({ layawayOutcome: 'kept', layawayKept: '13224.00' });
    expect(orderMoney({ ...order, stage: 'cancelled', kept }, [pay(13_224), pay(5_000)]).refundDue).toBe(5_000);
    expect(orderMoney({ ...order, stage: 'cancelled', kept }, [pay(10_000)]).refundDue).toBe(0);
    expect(keptOf({ layawayOutcome: 'kept', layawayKept: null })).toBe(Infinity);
    expect(keptOf({ layawayOutcome: 'refund', layawayKept: 5 })).toBe(0);
  });
});

describe('the least part payment that extends a hold', () => {
  it('is 10% of the total or KES 1,000, whichever is less, unless the owner set one', () => {
    expect(holdMinimum(44_080)).toBe(1_000);
    expect(holdMinimum(5_000)).toBe(500);
    expect(holdMinimum(5_001)).toBe(501);
    expect(holdMinimum(44_080, 2_500)).toBe(2_500);
  });
});
