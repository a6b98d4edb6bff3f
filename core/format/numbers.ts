/**
 * Digit grouping without Intl (decision 078). The first Intl formatter a page creates makes the browser
 * load its locale data: 120–440 ms of main thread on a 4×-slowed phone, in the middle of the page's
 * start-up, for text as simple as '45,999'. Kenyan English groups by threes with a comma and uses a
 * point for decimals, the same as 'en'; the tests hold these to Intl's own output.
 */

/** '1,234,567' for an integer (rounded half away from zero, as Intl rounds); '-' before a negative. */
export function groupDigits(n: number): string {
  const rounded = Math.sign(n) * Math.round(Math.abs(n));
  const digits = String(Math.abs(rounded));
  // From 1e21 String() writes an exponent ('1e+21'): no shop figure is that large, so it is left so.
  if (!/^\d+$/.test(digits)) return String(rounded);
  let out = '';
  for (let i = digits.length; i > 0; i -= 3) out = digits.slice(Math.max(0, i - 3), i) + (out ? `,${out}` : '');
  return rounded < 0 ? `-${out}` : out;
}

/** '1,234.50': grouped, with exactly two decimals (rounded half away from zero to cents). */
export function groupCents(n: number): string {
  const cents = Math.round(Math.abs(n) * 100);
  const whole = groupDigits(Math.floor(cents / 100));
  const sign = n < 0 && cents !== 0 ? '-' : '';
  return `${sign}${whole}.${String(cents % 100).padStart(2, '0')}`;
}
