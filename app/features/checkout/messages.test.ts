import { describe, expect, it } from 'vitest';
import { addressIssues, checkAddress, type DeliveryAddress } from '#core/delivery/address';
import { en } from '~/lib/i18n/en';
import { translator } from '~/lib/i18n/i18n';
import { sw } from '~/lib/i18n/sw';
import { addressMessage } from './address-messages';
import { checkMpesaPayment } from './validate';
import { mpesaCheckText } from './messages';

const EN = translator(en);
const SW = translator(sw);
const address = { county: 'Atlantis', town: 'x', street: 'y'.repeat(121), landmark: 'z'.repeat(201), phone: '12' };
const said = (t: typeof EN, a: DeliveryAddress) =>
  Object.fromEntries(
    Object.entries(addressIssues(a)).map(([field, issue]) => [
      field,
      addressMessage(t, field as keyof DeliveryAddress, issue),
    ]),
  );

describe("the checkout's own checks in the page's language, said from codes", () => {
  it("English is the spec's words, the same the API answers", () => {
    for (const a of [address, { ...address, street: 'y' }]) expect(said(EN, a)).toEqual(checkAddress(a));
    const phone = checkMpesaPayment('447911123456', 1000);
    expect(phone.ok || mpesaCheckText(EN, phone)).toEqual({
      title: 'Invalid phone number',
      description: 'Phone number must start with 254',
    });
  });

  it('Kiswahili: every address and phone mistake, the long-field ones with the field and its limit', () => {
    const errors = said(SW, address);
    expect(errors.county).toBe('Chagua kaunti');
    expect(errors.town).toBe('Tafadhali andika mji au eneo');
    expect(errors.street).toBe('Barabara au jengo: isizidi herufi 120');
    expect(errors.landmark).toMatch(/: isizidi herufi 200$/);
    expect(errors.phone).toMatch(/^Tafadhali andika namba ya simu ambayo rider atapiga/);
    const check = checkMpesaPayment('0712-34', 1000);
    expect(check.ok || mpesaCheckText(SW, check)).toEqual({
      title: 'Namba ya simu si sahihi',
      description: 'Tafadhali andika namba sahihi ya simu ya M-Pesa',
    });
    const amount = checkMpesaPayment('254708374149', 5);
    expect(amount.ok || mpesaCheckText(SW, amount)).toEqual({
      title: 'Kiasi si sahihi',
      description: 'Kiasi kiwe kati ya 10 na 150,000',
    });
  });
});
