/**
 * eTIMS code values (reference kra-etims-oscu.md §4, from KRA's code lists as fetched by the ERPNext
 * app's fixtures): tax types of class 04 with their rates, and the codes a shop's sale uses.
 */
export const TAX_TYPES = { A: 0, B: 16, C: 0, D: 0, E: 8 } as const;
export type TaxType = keyof typeof TAX_TYPES;
export const TAX_BANDS = Object.keys(TAX_TYPES) as TaxType[];

/** The band of an order's VAT: 16% is B; a shop charging no VAT sends D (non-VAT). */
export function taxTypeFor(vat: { vatMode: string; vatRate: number }): TaxType {
  if (vat.vatMode === 'none' || vat.vatRate === 0) return 'D';
  if (vat.vatRate === 8) return 'E';
  return 'B';
}

export const PAYMENT_MOBILE_MONEY = '06';
export const RECEIPT_SALE = 'S';
export const RECEIPT_CREDIT_NOTE = 'R';
export const SALES_NORMAL = 'N';
export const SALES_APPROVED = '02';
/** Credit-note reason: a refund. */
export const REFUND_REASON = '06';
export const ITEM_GOODS = '2';
export const ITEM_SERVICE = '3';
export const PACKAGE_UNIT = 'NT';
export const QUANTITY_UNIT = 'NO';

/**
 * KRA item classification codes (UNSPSC-like, selectItemClsList) per shop category: segment 43
 * (information technology) families. To be checked against the code list KRA returns for the PIN.
 */
const CLASS_BY_CATEGORY: Record<string, string> = {
  monitors: '43211900',
  'graphics-cards': '43201400',
  memory: '43201800',
  processors: '43201500',
  storage: '43201800',
  motherboards: '43201500',
  cases: '43211500',
  'power-supply': '43201600',
  'gaming-pc': '43211500',
  'cpu-cooling': '43201600',
  accessories: '43211700',
};
export const DEFAULT_ITEM_CLASS = '43211500';
/** Courier delivery (UNSPSC 78102200, postal and small parcel and courier services). */
export const DELIVERY_ITEM_CLASS = '78102200';

export const itemClassFor = (category: string | null | undefined) =>
  (category && CLASS_BY_CATEGORY[category]) || DEFAULT_ITEM_CLASS;

/**
 * KRA's item code: country (2) + product type (1) + packaging unit (2) + quantity unit (2) + a 7-digit
 * sequence from 0000001 (item-code.md): KE2NTNO0000001.
 */
export function itemCode(type: string, sequence: number) {
  return `KE${type}${PACKAGE_UNIT}${QUANTITY_UNIT}${String(sequence).padStart(7, '0')}`;
}
