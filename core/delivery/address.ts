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

/**
 * The checks the checkout form and the API share (zod-free, so the form does not ship zod). The phone
 * must be a Kenyan mobile number: the rider calls it.
 */
export function checkAddress(a: DeliveryAddress): AddressErrors {
  const errors: AddressErrors = {};
  if (!isCounty(a.county)) errors.county = ADDRESS_MESSAGES.county;
  const town = a.town.trim();
  const street = a.street.trim();
  if (town.length < 2) errors.town = ADDRESS_MESSAGES.town;
  else if (town.length > ADDRESS_LIMITS.town)
    errors.town = ADDRESS_MESSAGES.tooLong('Town or area', ADDRESS_LIMITS.town);
  if (street.length < 2) errors.street = ADDRESS_MESSAGES.street;
  else if (street.length > ADDRESS_LIMITS.street)
    errors.street = ADDRESS_MESSAGES.tooLong('Street or building', ADDRESS_LIMITS.street);
  if (a.landmark.trim().length > ADDRESS_LIMITS.landmark)
    errors.landmark = ADDRESS_MESSAGES.tooLong('Landmark', ADDRESS_LIMITS.landmark);
  if (!normalizeMpesaPhone(a.phone).ok) errors.phone = ADDRESS_MESSAGES.phone;
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
