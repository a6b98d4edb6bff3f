import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates';

describe('one Kenyan date format (19.11)', () => {
  it('writes the day before the month, in Nairobi time', () => {
    // 21:30 UTC on 5 Nov is 00:30 on 6 Nov in Nairobi.
    expect(formatDate('2026-11-05T21:30:00Z')).toBe('6 Nov 2026');
    expect(formatDateTime('2026-11-06T11:05:00Z')).toBe('6 Nov 2026, 14:05');
    expect(formatTime('2026-11-06T11:05:00Z')).toBe('14:05');
  });

  it('writes nothing for a date that is not one', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
