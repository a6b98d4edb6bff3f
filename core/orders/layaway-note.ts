import { formatDate } from '../format/dates';
import { formatKES } from '../pricing/money';

/**
 * The reason written on a layaway cancelled at its due date. The order keeps it in English (the
 * shop's record); My Orders and the shopper's mails read its parts back to say it in their language.
 * Its own module: the account pages read it without the rest of the layaway rules.
 */
export const expiredNote = (outcome: 'refund' | 'kept', paid: number, dueAt: Date) =>
  `Layaway not paid in full by ${formatDate(dueAt)}: ` +
  (outcome === 'kept'
    ? `the ${formatKES(paid)} paid is kept by the shop, as agreed at checkout.`
    : `the ${formatKES(paid)} paid will be refunded.`);

const NOTE =
  /^Layaway not paid in full by (\d{1,2} \w{3} \d{4}): the (KES [\d,.]+) paid (is kept by the shop, as agreed at checkout|will be refunded)\.$/;

/** The parts of a reason `expiredNote` wrote ('30 Nov 2026', 'KES 12,000'); null for any other reason. */
export function readExpiredNote(note: string): { outcome: 'refund' | 'kept'; date: string; amount: string } | null {
  const m = NOTE.exec(note);
  return m ? { date: m[1], amount: m[2], outcome: m[3].startsWith('is kept') ? 'kept' : 'refund' } : null;
}
