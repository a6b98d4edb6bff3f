import { describe, expect, it } from 'vitest';
import {
  nextReturnStatus,
  requestRefusal,
  restocks,
  returnActions,
  returnOpen,
  returnWindowEnd,
  warrantyEnd,
} from './returns';

describe('the return state machine', () => {
  it('requested → approved | declined → received → resolved', () => {
    expect(nextReturnStatus('requested', 'approve')).toBe('approved');
    expect(nextReturnStatus('requested', 'decline')).toBe('declined');
    expect(nextReturnStatus('approved', 'receive')).toBe('received');
    expect(nextReturnStatus('received', 'resolve')).toBe('resolved');
  });

  it('refuses every other step', () => {
    expect(nextReturnStatus('requested', 'receive')).toBeNull();
    expect(nextReturnStatus('requested', 'resolve')).toBeNull();
    expect(nextReturnStatus('approved', 'approve')).toBeNull();
    expect(nextReturnStatus('approved', 'resolve')).toBeNull();
    expect(nextReturnStatus('declined', 'approve')).toBeNull();
    expect(nextReturnStatus('declined', 'receive')).toBeNull();
    expect(nextReturnStatus('resolved', 'resolve')).toBeNull();
    expect(nextReturnStatus('received', 'decline')).toBeNull();
  });

  it('lists the next actions and which requests are still open', () => {
    expect(returnActions('requested')).toEqual(['approve', 'decline']);
    expect(returnActions('approved')).toEqual(['receive']);
    expect(returnActions('received')).toEqual(['resolve']);
    expect(returnActions('resolved')).toEqual([]);
    expect(returnOpen('requested')).toBe(true);
    expect(returnOpen('received')).toBe(true);
    expect(returnOpen('declined')).toBe(false);
    expect(returnOpen('resolved')).toBe(false);
  });

  it('only a refund puts the units back on the shelf', () => {
    expect(restocks('refund')).toBe(true);
    expect(restocks('replacement')).toBe(false);
    expect(restocks('repair')).toBe(false);
  });
});

describe('the return window and the warranty', () => {
  const delivered = new Date('2026-11-20T09:00:00Z');
  const at = (iso: string) => new Date(iso);
  const ask = (kind: 'return' | 'warranty', now: Date, warrantyMonths: (number | null)[] = [12]) =>
    requestRefusal({ kind, from: delivered, now, windowDays: 7, warrantyMonths });

  it('a return is open for the window’s days after delivery, to the minute', () => {
    expect(returnWindowEnd(delivered, 7).toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(ask('return', at('2026-11-20T09:00:00Z'))).toBeNull();
    expect(ask('return', at('2026-11-27T09:00:00Z'))).toBeNull();
    expect(ask('return', at('2026-11-27T09:00:01Z'))).toBe('windowClosed');
    expect(
      requestRefusal({
        kind: 'return',
        from: delivered,
        now: at('2026-11-21T09:00:01Z'),
        windowDays: 1,
        warrantyMonths: [],
      }),
    ).toBe('windowClosed');
  });

  it('an order not yet delivered cannot be returned', () => {
    expect(requestRefusal({ kind: 'return', from: null, now: delivered, windowDays: 7, warrantyMonths: [] })).toBe(
      'notDelivered',
    );
  });

  it('the warranty runs the months from delivery; the day is clamped to the month', () => {
    expect(warrantyEnd(delivered, 12).toISOString()).toBe('2027-11-20T09:00:00.000Z');
    expect(warrantyEnd(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(warrantyEnd(at('2027-11-30T10:00:00Z'), 3).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(warrantyEnd(at('2026-11-27T10:00:00Z'), 36).toISOString()).toBe('2029-11-27T10:00:00.000Z');
  });

  it('a warranty request needs every chosen line under warranty', () => {
    expect(ask('warranty', at('2027-06-01T00:00:00Z'))).toBeNull();
    expect(ask('warranty', at('2027-11-21T00:00:00Z'))).toBe('warrantyEnded');
    expect(ask('warranty', at('2027-06-01T00:00:00Z'), [12, 6])).toBe('warrantyEnded');
    expect(ask('warranty', at('2026-12-01T00:00:00Z'), [12, null])).toBe('noWarranty');
    expect(ask('warranty', at('2026-12-01T00:00:00Z'), [0])).toBe('noWarranty');
  });
});
