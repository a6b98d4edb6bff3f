import { describe, expect, it } from 'vitest';
import { cancelReasonText, expiredNote, expiredNoteRecord, readCancelNote } from './layaway-note';

describe('a layaway expiry reason, stored as a code', () => {
  const dueAt = new Date('2026-12-05T09:00:00Z');

  it('is stored with its code and values and shown as the spec words it', () => {
    const stored = expiredNoteRecord('kept', 12_500, dueAt);
    expect(readCancelNote(stored)).toEqual({
      code: 'layaway.expiredKept',
      values: { amount: 12_500, due: dueAt.toISOString() },
    });
    expect(cancelReasonText(stored)).toBe(
      'Layaway not paid in full by 5 Dec 2026: the KES 12,500 paid is kept by the shop, as agreed at checkout.',
    );
    expect(cancelReasonText(expiredNoteRecord('refund', 3_000, dueAt))).toBe(expiredNote('refund', 3_000, dueAt));
  });

  it('still reads the English sentence of rows written before the codes', () => {
    const old = readCancelNote(expiredNote('refund', 73_500, dueAt));
    expect(old?.code).toBe('layaway.expiredRefund');
    expect(old?.values.amount).toBe(73_500);
    expect(cancelReasonText(expiredNote('kept', 73_500, dueAt))).toBe(expiredNote('kept', 73_500, dueAt));
  });

  it('leaves any other reason alone', () => {
    expect(readCancelNote('Customer asked to cancel')).toBeNull();
    expect(readCancelNote('Layaway not paid in full by tomorrow')).toBeNull();
    expect(readCancelNote('layaway.expiredKept {"amount":"x"}')).toBeNull();
    expect(cancelReasonText('Customer asked to cancel')).toBe('Customer asked to cancel');
    expect(cancelReasonText(null)).toBeNull();
  });
});
