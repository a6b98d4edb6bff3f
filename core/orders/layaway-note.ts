import { formatDate } from '../format/dates';
import { formatKES } from '../pricing/money';

/**
 * The reason written on a layaway cancelled at its due date (decision 072). The order stores it as a
 * code with values (`layaway.expiredKept {"amount":12500,"due":"…"}`): the dashboard, My Orders and the
 * mails say it from those, each in its language. Rows written before 072 hold the English sentence;
 * `readCancelNote` still reads them (the one place that parses it). Its own module: the account pages
 * read it without the rest of the layaway rules.
 */
export type LayawayOutcome = 'refund' | 'kept';
export const EXPIRED_CODES = { kept: 'layaway.expiredKept', refund: 'layaway.expiredRefund' } as const;
export type CancelNote = {
  code: (typeof EXPIRED_CODES)[LayawayOutcome];
  values: { amount: number; due: string };
};

/** The English sentence (the spec's words; the dictionary's `orders.expired*` say the same). */
export const expiredNote = (outcome: LayawayOutcome, paid: number, dueAt: Date) =>
  `Layaway not paid in full by ${formatDate(dueAt)}: ` +
  (outcome === 'kept'
    ? `the ${formatKES(paid)} paid is kept by the shop, as agreed at checkout.`
    : `the ${formatKES(paid)} paid will be refunded.`);

/** What the order stores as its cancel reason. */
export const expiredNoteRecord = (outcome: LayawayOutcome, paid: number, dueAt: Date) =>
  `${EXPIRED_CODES[outcome]} ${JSON.stringify({ amount: paid, due: dueAt.toISOString() })}`;

const RECORD = /^(layaway\.expired(?:Kept|Refund)) (\{.*\})$/;
/** Rows written before decision 072: the English sentence. Read, never written. */
const OLD_NOTE =
  /^Layaway not paid in full by (\d{1,2} \w{3} \d{4}): the KES ([\d,.]+) paid (is kept by the shop, as agreed at checkout|will be refunded)\.$/;

/** A stored cancel reason as its code and values; null when it is a person's own words. */
export function readCancelNote(stored: string | null): CancelNote | null {
  if (!stored) return null;
  const rec = RECORD.exec(stored);
  if (rec) {
    let values: { amount?: unknown; due?: unknown };
    try {
      values = JSON.parse(rec[2]) as typeof values;
    } catch {
      return null;
    }
    if (typeof values.amount !== 'number' || typeof values.due !== 'string') return null;
    return { code: rec[1] as CancelNote['code'], values: { amount: values.amount, due: values.due } };
  }
  const old = OLD_NOTE.exec(stored);
  if (!old) return null;
  // The old sentence has the day in Nairobi; noon there is the same day whatever the reader's zone.
  const due = new Date(`${old[1]} 12:00 GMT+0300`);
  const outcome: LayawayOutcome = old[3].startsWith('is kept') ? 'kept' : 'refund';
  return {
    code: EXPIRED_CODES[outcome],
    values: { amount: Number(old[2].replaceAll(',', '')), due: due.toISOString() },
  };
}

/** The cancel reason as the dashboard and the API's English show it. */
export function cancelReasonText(stored: string | null): string | null {
  const note = readCancelNote(stored);
  if (!note) return stored;
  return expiredNote(
    note.code === EXPIRED_CODES.kept ? 'kept' : 'refund',
    note.values.amount,
    new Date(note.values.due),
  );
}
