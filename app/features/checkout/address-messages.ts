import type { AddressIssue, DeliveryAddress } from '#core/delivery/address';
import type { MessageKey, Translate } from '~/lib/i18n/i18n';

const KEYS: Record<Exclude<AddressIssue['code'], 'tooLong'>, MessageKey> = {
  county: 'form.county',
  town: 'form.town',
  street: 'form.street',
  phone: 'form.riderPhone',
};
const FIELDS: Partial<Record<keyof DeliveryAddress, MessageKey>> = {
  town: 'delivery.town',
  street: 'delivery.street',
  landmark: 'delivery.landmark',
};

/** An address check's finding (core/delivery/address, a code with values) in the page's language. */
export function addressMessage(
  t: Translate,
  field: keyof DeliveryAddress,
  issue: AddressIssue | undefined,
): string | undefined {
  if (!issue) return undefined;
  if (issue.code !== 'tooLong') return t(KEYS[issue.code]);
  const name = FIELDS[field];
  return t('form.tooLong', { field: name ? t(name) : field, max: String(issue.max) });
}
