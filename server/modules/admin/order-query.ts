import { normalizeMpesaPhone } from '#core/payments/phone';

/**
 * What an admin's search box text can mean (decision 033). Several readings may apply at once
 * ("712345678" is an order id and a phone number): the search finds orders matching any of them.
 * An order number matches exactly: "1" finds order 1, never 10 or 11.
 */
export interface OrderQuery {
  ids: number[];
  phone?: string;
  receiptNo?: number;
  mpesaReceipt?: string;
  /** For ILIKE on customers' names and e-mails, wildcards escaped. */
  text?: string;
  /** A whole e-mail address: found by equality (its unique index), not by trigrams that '@gmail.com' gives to everyone. */
  email?: string;
}

export const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const MAX_ID = 2_147_483_647;

export function readOrderQuery(raw: string): OrderQuery {
  const q = raw.trim();
  const out: OrderQuery = { ids: [] };
  if (!q) return out;
  const number = /^(?:#|KPC-?)?(\d{1,10})$/i.exec(q);
  if (number && Number(number[1]) >= 1 && Number(number[1]) <= MAX_ID) out.ids.push(Number(number[1]));
  if (/^[+\d][\d\s().-]{7,}$/.test(q)) {
    const phone = normalizeMpesaPhone(q);
    if (phone.ok) out.phone = phone.phone;
  }
  const receipt = /^RCT-?(\d{1,9})$/i.exec(q);
  if (receipt) out.receiptNo = Number(receipt[1]);
  // M-Pesa receipts are 10 letters and digits, e.g. SJK3L9XQ2M: upper-cased as Safaricom writes them.
  if (/^[A-Za-z0-9]{10}$/.test(q) && /\d/.test(q) && /[A-Za-z]/.test(q)) out.mpesaReceipt = q.toUpperCase();
  // Anything that is not a plain number may be (part of) a name or an e-mail.
  if (WHOLE_EMAIL.test(q)) out.email = q.toLowerCase();
  else if (!number && !out.phone && !receipt) out.text = likePattern(q);
  return out;
}
