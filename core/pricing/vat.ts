/**
 * VAT (issue 19.12, decision 031). The shop is either VAT-registered with prices entered ex VAT
 * ('added': 16% is added at checkout), registered with prices that already include VAT ('included':
 * the VAT inside the total is shown, the total does not change) or not registered ('none').
 * VAT is charged on what the shopper pays for: the goods and the delivery fee (a taxable supply too).
 */
export const VAT_MODES = ['added', 'included', 'none'] as const;
export type VatMode = (typeof VAT_MODES)[number];

export interface VatRules {
  vatMode: VatMode;
  /** Percent, e.g. 16 (Kenya's standard rate). */
  vatRate: number;
}

export const DEFAULT_VAT: VatRules = { vatMode: 'added', vatRate: 16 };

/**
 * The VAT on a taxable amount, in whole shillings (rounded half up), worked out in integer cents so
 * float noise never moves it across a half (decision 015 works in cents for the same reason). Whole
 * shillings keep a whole-shilling basket's total whole, so M-Pesa is asked exactly the total.
 */
export function vatOn(taxable: number, rules: VatRules = DEFAULT_VAT): number {
  if (rules.vatMode === 'none' || !(rules.vatRate > 0) || !(taxable > 0)) return 0;
  const cents = Math.round(taxable * 100);
  // Basis points of the rate, so 16 and 16.5 are integers too.
  const rateBp = Math.round(rules.vatRate * 100);
  const vatCents = rules.vatMode === 'added' ? (cents * rateBp) / 10_000 : (cents * rateBp) / (10_000 + rateBp);
  return Math.floor(vatCents / 100 + 0.5 + 1e-9);
}

/** The amount the shopper pays on top of the taxable amount: the VAT when added, nothing when included. */
export function vatAdded(vat: number, rules: VatRules): number {
  return rules.vatMode === 'added' ? vat : 0;
}

/** The VAT line's label, or null when no VAT is charged (not registered, or an order from before VAT). */
export function vatLabel(rules: { vatMode: VatMode; vatRate: number }): string | null {
  if (rules.vatMode === 'none' || !(rules.vatRate > 0)) return null;
  const rate = `${Number(rules.vatRate.toFixed(2))}%`;
  return rules.vatMode === 'added' ? `VAT (${rate})` : `Includes VAT (${rate})`;
}

/** What the small note beside every price says. */
export function priceNote(rules: { vatMode: VatMode }): string {
  if (rules.vatMode === 'added') return 'ex VAT';
  if (rules.vatMode === 'included') return 'incl. VAT';
  return 'no VAT';
}

/** What the shopper pays for an amount priced as the shop enters prices: VAT added when the shop adds it. */
export function withVat(amount: number, rules: VatRules = DEFAULT_VAT): number {
  return amount + vatAdded(vatOn(amount, rules), rules);
}

/** The most that can be spent at the shop's prices so that what the shopper pays stays within `paid`. */
export function exVatBudget(paid: number, rules: VatRules = DEFAULT_VAT): number {
  if (rules.vatMode !== 'added' || !(rules.vatRate > 0)) return paid;
  let goods = Math.floor((paid * 100) / (100 + rules.vatRate));
  while (goods > 0 && withVat(goods, rules) > paid) goods--;
  return goods;
}
