import { describe, expect, it } from 'vitest';
import { expiredNote, readExpiredNote } from './layaway-note';

describe('a layaway expiry reason, read back', () => {
  it('gives the date, amount and outcome that expiredNote wrote', () => {
    const dueAt = new Date('2026-12-05T09:00:00Z');
    expect(readExpiredNote(expiredNote('kept', 12_500, dueAt))).toEqual({
      outcome: 'kept',
      date: '5 Dec 2026',
      amount: 'KES 12,500',
    });
    expect(readExpiredNote(expiredNote('refund', 3_000, dueAt))).toEqual({
      outcome: 'refund',
      date: '5 Dec 2026',
      amount: 'KES 3,000',
    });
  });

  it('leaves any other reason alone', () => {
    expect(readExpiredNote('Customer asked to cancel')).toBeNull();
    expect(readExpiredNote('Layaway not paid in full by tomorrow')).toBeNull();
  });
});
