/**
 * One date format everywhere (issue 19.11): Kenyan English, day before month, Nairobi time —
 * '6 Nov 2026' and '6 Nov 2026, 14:05'. Fixed rather than the reader's locale, so server and browser
 * render the same text and a review never reads '11/6/2026' beside the admin's '23 Nov 2026'.
 */
const ZONE = 'Africa/Nairobi';
const day = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: ZONE });
const dayTime = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE });
const clock = new Intl.DateTimeFormat('en-KE', { timeStyle: 'short', timeZone: ZONE });

const valid = (value: string | Date) => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

export const formatDate = (value: string | Date) => {
  const d = valid(value);
  return d ? day.format(d) : '';
};
export const formatDateTime = (value: string | Date) => {
  const d = valid(value);
  return d ? dayTime.format(d) : '';
};
export const formatTime = (value: string | Date) => {
  const d = valid(value);
  return d ? clock.format(d) : '';
};
