/**
 * Issue 33, finding 9: the Paybill account number carries a check digit, so one mistyped digit names
 * no order (the payment waits unmatched for the admin) instead of paying a stranger's order.
 * New form: KPC + the six-digit order number + its Luhn digit: order 11 → KPC000011 → KPC0000117.
 * The old form (KPC000011, 'kpc 11', 'KPC-000011': six digits or fewer) is still read, as printed on
 * orders placed before; it has no check, which is why the shopper is shown only the new form now.
 */

/** The Luhn check digit of a string of digits (the one card numbers use): catches every single wrong digit. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 0) d *= 2; // from the right, every other digit starting next to the check digit
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10;
}

const OLD_FORM_DIGITS = 6;

/** The account number a shopper types on M-Pesa's Paybill menu for order `id`: 'KPC0000117' for order 11. */
export function paybillAccount(id: number): string {
  const body = String(id).padStart(OLD_FORM_DIGITS, '0');
  return `KPC${body}${luhnDigit(body)}`;
}

/**
 * The order an account number names, or undefined: new form with a check digit that fits, or the old
 * form (six digits or fewer). Spaces, dashes and case do not matter ('kpc 000011-7').
 */
export function orderIdFromAccount(account: string): number | undefined {
  const m = /^KPC(\d{1,10})$/.exec(account.toUpperCase().replace(/[^A-Z0-9]/g, ''));
  if (!m) return undefined;
  const digits = m[1];
  let body = digits;
  if (digits.length > OLD_FORM_DIGITS) {
    body = digits.slice(0, -1);
    if (luhnDigit(body) !== Number(digits.at(-1))) return undefined;
  }
  const id = Number(body);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
