import { normalizeMpesaPhone } from '../payments/phone';
import { isCounty } from './counties';

/** A delivery address as the shopper types it (the address book's and the order's snapshot). */
export interface DeliveryAddress {
  county: string;
  town: string;
  street: string;
  landmark: string;
  phone: string;
}

export const MAX_ADDRESSES = 5;

export const ADDRESS_LIMITS = { town: 80, street: 120, landmark: 200 } as const;

export const ADDRESS_MESSAGES = {
  county: 'Choose a county',
  town: 'Please enter the town or area',
  street: 'Please enter the street or building',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  phone: "Please enter the rider's phone number, e.g. 0712 345 678",
} as const;

export type AddressErrors = Partial<Record<keyof DeliveryAddress, string>>;

/** What is wrong with one field, as a code with its values: the form says it in the page's language. */
export type AddressIssue = { code: 'county' | 'town' | 'street' | 'phone' } | { code: 'tooLong'; max: number };
export type AddressIssues = Partial<Record<keyof DeliveryAddress, AddressIssue>>;

/** The spec's English names of the fields that can be too long. */
const FIELD_NAMES: Partial<Record<keyof DeliveryAddress, string>> = {
  town: 'Town or area',
  street: 'Street or building',
  landmark: 'Landmark',
};

/**
 * The checks the checkout form and the API share (zod-free, so the form does not ship zod). The phone
 * must be a Kenyan mobile number: the rider calls it.
 */
export function addressIssues(a: DeliveryAddress): AddressIssues {
  const issues: AddressIssues = {};
  const town = a.town.trim();
  const street = a.street.trim();
  if (!isCounty(a.county)) issues.county = { code: 'county' };
  if (town.length < 2) issues.town = { code: 'town' };
  else if (town.length > ADDRESS_LIMITS.town) issues.town = { code: 'tooLong', max: ADDRESS_LIMITS.town };
  if (street.length < 2) issues.street = { code: 'street' };
  else if (street.length > ADDRESS_LIMITS.street) issues.street = { code: 'tooLong', max: ADDRESS_LIMITS.street };
  if (a.landmark.trim().length > ADDRESS_LIMITS.landmark)
    issues.landmark = { code: 'tooLong', max: ADDRESS_LIMITS.landmark };
  if (!normalizeMpesaPhone(a.phone).ok) issues.phone = { code: 'phone' };
  return issues;
}

/** The same checks in the spec's English, as the API answers them. */
export function checkAddress(a: DeliveryAddress): AddressErrors {
  const errors: AddressErrors = {};
  for (const [field, issue] of Object.entries(addressIssues(a)) as [keyof DeliveryAddress, AddressIssue][])
    errors[field] =
      issue.code === 'tooLong'
        ? ADDRESS_MESSAGES.tooLong(FIELD_NAMES[field] ?? field, issue.max)
        : ADDRESS_MESSAGES[issue.code];
  return errors;
}

/** The address as stored: trimmed, the phone as 2547XXXXXXXX. */
export function cleanAddress(a: DeliveryAddress): DeliveryAddress {
  const phone = normalizeMpesaPhone(a.phone);
  return {
    county: a.county,
    town: a.town.trim(),
    street: a.street.trim(),
    landmark: a.landmark.trim(),
    phone: phone.ok ? phone.phone : a.phone.trim(),
  };
}

export { addressLine } from './labels';
