import { describe, expect, it } from 'vitest';
import { checkAddress } from '#core/delivery/address';
import { normalizeMpesaPhone } from '#core/payments/phone';
import { en } from '~/lib/i18n/en';
import { translator } from '~/lib/i18n/i18n';
import { sw } from '~/lib/i18n/sw';
import { addressMessage } from './address-messages';
import { checkMpesaPayment } from './validate';
import { formMessage } from './messages';

const EN = translator(en);
const SW = translator(sw);
const address = { county: 'Atlantis', town: 'x', street: 'y'.repeat(121), landmark: 'z'.repeat(201), phone: '12' };

describe("the checkout's own checks in the page's language", () => {
  it("English is core's message as it is", () => {
    const errors = checkAddress({ ...address, street: 'y' });
    for (const message of Object.values(errors)) expect(addressMessage(EN, message)).toBe(message);
    const phone = normalizeMpesaPhone('447911123456');
    expect(phone.ok || formMessage(EN, phone.message)).toBe('Phone number must start with 254');
  });

  it('Kiswahili: every address and phone mistake, the long-field ones with the field and its limit', () => {
    const errors = checkAddress(address);
    expect(addressMessage(SW, errors.county)).toBe('Chagua kaunti');
    expect(addressMessage(SW, errors.town)).toBe('Tafadhali andika mji au eneo');
    expect(addressMessage(SW, errors.street)).toBe('Barabara au jengo: isizidi herufi 120');
    expect(addressMessage(SW, errors.landmark)).toMatch(/: isizidi herufi 200$/);
    expect(addressMessage(SW, errors.phone)).toMatch(/^Tafadhali andika namba ya simu ambayo rider atapiga/);
    const check = checkMpesaPayment('0712-34', 1000);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect([formMessage(SW, check.title), formMessage(SW, check.description)]).toEqual([
        'Namba ya simu si sahihi',
        'Tafadhali andika namba sahihi ya simu ya M-Pesa',
      ]);
    const amount = checkMpesaPayment('254708374149', 5);
    if (!amount.ok)
      expect([formMessage(SW, amount.title), formMessage(SW, amount.description)]).toEqual([
        'Kiasi si sahihi',
        'Kiasi kiwe kati ya 10 na 150,000',
      ]);
    expect(addressMessage(SW, 'Some message we do not know')).toBe('Some message we do not know');
  });
});
