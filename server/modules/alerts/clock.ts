import { nairobiNow } from '#core/delivery/calendar';

/** Quiet hours for alert texts (issue 31): none from 21:00 to 07:00 Nairobi time; e-mail goes at once. */
export const QUIET_FROM_MINUTES = 21 * 60;
export const QUIET_UNTIL_MINUTES = 7 * 60;

/** The Nairobi day an alert counts against (one alert per product per shopper per day). */
export const alertDay = (now: Date) => nairobiNow(now).day;

/** When an alert text queued at `now` may go: now, or 07:00 Nairobi when it is quiet hours. */
export function smsSendAt(now: Date): Date {
  const { minutes } = nairobiNow(now);
  if (minutes >= QUIET_UNTIL_MINUTES && minutes < QUIET_FROM_MINUTES) return now;
  // Kenya keeps UTC+3 all year: 07:00 Nairobi is 04:00 UTC, today (before 07:00) or tomorrow (after 21:00).
  const wait =
    (minutes < QUIET_UNTIL_MINUTES ? QUIET_UNTIL_MINUTES - minutes : 24 * 60 - minutes + QUIET_UNTIL_MINUTES) * 60_000;
  const at = new Date(now.getTime() + wait);
  at.setUTCSeconds(0, 0);
  return at;
}
