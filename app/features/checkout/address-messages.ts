import { ADDRESS_MESSAGES } from '#core/delivery/address';
import type { MessageKey, Translate } from '~/lib/i18n/i18n';
import { formMessage } from './messages';

const KEYS: Record<string, MessageKey> = {
  [ADDRESS_MESSAGES.county]: 'form.county',
  [ADDRESS_MESSAGES.town]: 'form.town',
  [ADDRESS_MESSAGES.street]: 'form.street',
  [ADDRESS_MESSAGES.phone]: 'form.riderPhone',
};
const FIELDS: Record<string, MessageKey> = {
  'Town or area': 'delivery.town',
  'Street or building': 'delivery.street',
  Landmark: 'delivery.landmark',
};

/** An address check's message (core/delivery/address) in the page's language. */
export function addressMessage(t: Translate, message: string | undefined): string | undefined {
  return formMessage(t, message, (m) => {
    if (KEYS[m]) return t(KEYS[m]);
    const long = /^(.+) must be at most (\d+) characters$/.exec(m);
    return long && FIELDS[long[1]] ? t('form.tooLong', { field: t(FIELDS[long[1]]), max: long[2] }) : undefined;
  });
}
