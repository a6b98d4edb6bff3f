import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.MPESA_ENV).toBe('simulator');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.ORDER_EXPIRY_MINUTES).toBe(30);
  });

  it('reads how long an unpaid order holds its stock', () => {
    expect(loadConfig({ ORDER_EXPIRY_MINUTES: '90' }).ORDER_EXPIRY_MINUTES).toBe(90);
    expect(() => loadConfig({ ORDER_EXPIRY_MINUTES: '0' })).toThrow(/ORDER_EXPIRY_MINUTES: must be at least 5/);
  });

  it('lists every bad value at once', () => {
    try {
      loadConfig({ PORT: 'abc', MPESA_ENV: 'live', ADMIN_EMAIL: 'a@b.co' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('MPESA_ENV');
      expect(problems).toContain('ADMIN_PASSWORD');
    }
  });

  it('needs Daraja credentials outside the simulator', () => {
    expect(() => loadConfig({ MPESA_ENV: 'sandbox' })).toThrow(/MPESA_CONSUMER_KEY/);
  });

  it('needs a public https callback address outside the simulator', () => {
    const creds = { MPESA_CONSUMER_KEY: 'k', MPESA_CONSUMER_SECRET: 's', MPESA_SHORTCODE: '174379', MPESA_PASSKEY: 'p' };
    for (const PUBLIC_URL of [undefined, 'http://shop.example.co.ke', 'https://localhost:3000']) {
      expect(() => loadConfig({ ...creds, MPESA_ENV: 'production', PUBLIC_URL })).toThrow(/PUBLIC_URL: must be the shop's public https/);
    }
    expect(loadConfig({ ...creds, MPESA_ENV: 'production', PUBLIC_URL: 'https://shop.example.co.ke' }).publicUrl).toBe('https://shop.example.co.ke');
  });
});
