import { describe, expect, it } from 'vitest';
import { en } from './en';
import { translator } from './i18n';
import { MPESA_REASON_CODES, mpesaReason } from './mpesa-reason';
import { sw } from './sw';

const failed = (resultCode: number | null, resultDesc: string | null) => ({ resultCode, resultDesc });

describe('why M-Pesa refused a payment, as the shopper reads it', () => {
  it('says a cancelled prompt in the shop’s words, in English and in Kiswahili', () => {
    const payment = failed(1032, 'Request cancelled by user');
    expect(mpesaReason(translator(en), payment)).toBe('The M-Pesa prompt was cancelled on the phone');
    expect(mpesaReason(translator(sw), payment)).toBe('Ombi la M-Pesa lilighairiwa kwenye simu');
  });

  it('has its own sentence for every listed code in both languages, never M-Pesa’s English', () => {
    for (const code of MPESA_REASON_CODES) {
      const desc = `Daraja text ${code}`;
      const english = mpesaReason(translator(en), failed(code, desc));
      const swahili = mpesaReason(translator(sw), failed(code, desc));
      expect(english).not.toBe(desc);
      expect(english).not.toMatch(/^mpesa\./);
      expect(swahili).not.toMatch(/^mpesa\./);
      expect(swahili).not.toBe(english);
    }
  });

  it('passes M-Pesa’s own text on for a code it does not know, and nothing when M-Pesa sent none', () => {
    expect(mpesaReason(translator(sw), failed(9999, 'Something new from Safaricom'))).toBe(
      'Something new from Safaricom',
    );
    expect(mpesaReason(translator(en), failed(null, null))).toBeNull();
    expect(mpesaReason(translator(en), failed(9999, ''))).toBeNull();
  });
});
