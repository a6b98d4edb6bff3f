/** Spec section 5 and the Daraja reference: M-Pesa phone and amount rules, with the exact messages. */
export const PHONE_MESSAGES = {
  invalidTitle: 'Invalid phone number',
  invalid: 'Please enter a valid M-Pesa phone number',
  format: 'Invalid phone number format',
  prefix: 'Phone number must start with 254',
  amount: 'Amount must be between 10 and 150,000',
} as const;

/** The server's answers to a payment request that the checkout reacts to. */
export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  orderNotPayable: 'This order can no longer be paid',
  promptPending: 'A payment prompt for this order was sent less than a minute ago. Please check your phone.',
  failed: (reason: string) => `Payment failed: ${reason}`,
} as const;

/** Shown wherever payments are simulated (or Daraja's sandbox): the cart, order mails, the admin dashboard, /api/health. */
export const TEST_PAYMENTS_NOTICE = 'test payments — no money moves';

export type MpesaMode = 'simulator' | 'sandbox' | 'production';

/** 'M-Pesa simulator: test payments — no money moves', or null when payments are real. */
export function testPaymentsNotice(mode: MpesaMode): string | null {
  return mode === 'production' ? null : `M-Pesa ${mode}: ${TEST_PAYMENTS_NOTICE}`;
}

export const MPESA_MIN_AMOUNT = 10;
export const MPESA_MAX_AMOUNT = 150_000;
export const SANDBOX_TEST_PHONE = '254708374149';

/** What the phone input keeps: digits only, at most 12. */
export const phoneInputValue = (raw: string) => raw.replace(/\D/g, '').slice(0, 12);

/** A refusal's code is its key in PHONE_MESSAGES: the checkout says it in the page's language from it. */
export type PhoneCode = 'invalid' | 'format' | 'prefix';
export type PhoneResult = { ok: true; phone: string } | { ok: false; code: PhoneCode; message: string };
const refused = (code: PhoneCode) => ({ ok: false as const, code, message: PHONE_MESSAGES[code] });

/**
 * 07XXXXXXXX, 01XXXXXXXX, +2547…, 2547… and 7XXXXXXXX all become 2547XXXXXXXX / 2541XXXXXXXX.
 */
export function normalizeMpesaPhone(raw: string): PhoneResult {
  let digits = String(raw ?? '').replace(/\D/g, '');
  if (digits.length < 9) return refused('invalid');
  if (digits.length > 12) return refused('format');
  if (digits.startsWith('0')) digits = `254${digits.slice(1)}`;
  else if (digits.length === 9 && /^[17]/.test(digits)) digits = `254${digits}`;
  if (!digits.startsWith('254')) return refused('prefix');
  if (!/^254[17]\d{8}$/.test(digits)) return refused('format');
  return { ok: true, phone: digits };
}

/**
 * What M-Pesa is asked for a total: whole shillings (Daraja rejects decimals on many accounts),
 * rounded UP so the shop is never underpaid (decision 015), within M-Pesa's limits. Worked in
 * cents, so float noise (0.1 + 0.2) never adds a shilling.
 */
export function mpesaAmount(total: number): { ok: true; amount: number } | { ok: false; message: string } {
  const cents = Math.round(total * 100);
  const amount = Math.ceil(cents / 100);
  if (!Number.isFinite(amount) || amount < MPESA_MIN_AMOUNT || amount > MPESA_MAX_AMOUNT) {
    return { ok: false, message: PHONE_MESSAGES.amount };
  }
  return { ok: true, amount };
}
