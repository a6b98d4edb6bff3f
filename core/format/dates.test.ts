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

describe('written without Intl (decision 078), the same text as Intl says', () => {
  const zone = 'Africa/Nairobi';
  const intlDay = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone });
  const intlDayTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  const intlClock = new Intl.DateTimeFormat('en-KE', { timeStyle: 'short', timeZone: zone });

  it('agrees with Intl en-KE on every month, hour and year boundary from 2000 to 2040', () => {
    // A step of 7 h 13 min walks through every hour of the day and every month many times over.
    const step = (7 * 60 + 13) * 60 * 1000;
    let checked = 0;
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2040, 0, 1); t += step) {
      const d = new Date(t);
      if (formatDate(d) !== intlDay.format(d)) expect(formatDate(d)).toBe(intlDay.format(d));
      if (formatDateTime(d) !== intlDayTime.format(d)) expect(formatDateTime(d)).toBe(intlDayTime.format(d));
      if (formatTime(d) !== intlClock.format(d)) expect(formatTime(d)).toBe(intlClock.format(d));
      checked++;
    }
    expect(checked).toBeGreaterThan(48_000);
  });

  it("says September 'Sept', as Intl's en-KE does", () => {
    expect(formatDate('2026-09-06T23:05:00Z')).toBe('7 Sept 2026');
    expect(formatDateTime('2026-09-06T23:05:00Z')).toBe('7 Sept 2026, 02:05');
  });
});
