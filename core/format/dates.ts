/**
 * One date format everywhere (issue 19.11): Kenyan English, day before month, Nairobi time —
 * '6 Nov 2026' and '6 Nov 2026, 14:05'. Fixed rather than the reader's locale, so server and browser
 * render the same text and a review never reads '11/6/2026' beside the admin's '23 Nov 2026'.
 *
 * Written out by hand, not with Intl.DateTimeFormat (decision 078): the first Intl formatter on a page
 * costs the browser 120–440 ms of main thread at 4× slowdown while it loads locale data. Nairobi has
 * kept East Africa Time, UTC+3 with no summer time, since 1960 — every date the shop shows. The tests
 * hold this to Intl's own 'en-KE' output, month names included ('Sept').
 */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The date's wall clock in Nairobi, read through the UTC getters of a shifted Date. */
const nairobi = (value: string | Date) => {
  const d = value instanceof Date ? value : new Date(value);
  const t = d.getTime();
  return Number.isNaN(t) ? null : new Date(t + NAIROBI_OFFSET_MS);
};

const two = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const clockOf = (d: Date) => `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;

export const formatDate = (value: string | Date) => {
  const d = nairobi(value);
  return d ? dayOf(d) : '';
};
export const formatDateTime = (value: string | Date) => {
  const d = nairobi(value);
  return d ? `${dayOf(d)}, ${clockOf(d)}` : '';
};
export const formatTime = (value: string | Date) => {
  const d = nairobi(value);
  return d ? clockOf(d) : '';
};
