/**
 * Nairobi calendar days as 'YYYY-MM-DD' strings. Kenya keeps UTC+3 all year (no daylight saving), so
 * plain arithmetic on UTC dates is exact and needs no time-zone database in the browser.
 */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
// Kiswahili (issue 32, item 16): weekdays have no usual short form, so they are written whole.
const WEEKDAYS_SW = ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'] as const;
const MONTHS_SW = ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'] as const;

/** The Nairobi day and the minutes since its midnight at an instant. */
export function nairobiNow(at: Date): { day: string; minutes: number } {
  const local = new Date(at.getTime() + NAIROBI_OFFSET_MS);
  return {
    day: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

export const addDays = (day: string, n: number) =>
  new Date(toDate(day).getTime() + n * DAY_MS).toISOString().slice(0, 10);

/** Saturday and Sunday are not delivery days; public holidays are not counted (issue 14 allows it). */
export const isDeliveryDay = (day: string) => {
  const weekday = toDate(day).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** The day itself when it is a delivery day, else the next one. */
export function onOrAfterDeliveryDay(day: string): string {
  let d = day;
  while (!isDeliveryDay(d)) d = addDays(d, 1);
  return d;
}

/** n delivery days after the day (n = 0: the day itself when it is a delivery day). */
export function addDeliveryDays(day: string, n: number): string {
  let d = onOrAfterDeliveryDay(day);
  for (let i = 0; i < n; i++) d = onOrAfterDeliveryDay(addDays(d, 1));
  return d;
}

/** 'Tue 25 Nov'; in Kiswahili 'Jumanne 25 Nov'. */
export function formatDay(day: string, lang: 'en' | 'sw' = 'en'): string {
  const d = toDate(day);
  const [weekdays, months] = lang === 'sw' ? [WEEKDAYS_SW, MONTHS_SW] : [WEEKDAYS, MONTHS];
  return `${weekdays[d.getUTCDay()]} ${d.getUTCDate()} ${months[d.getUTCMonth()]}`;
}

/** '16:00' → 960; null for anything else. */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
