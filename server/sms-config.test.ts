import { describe, expect, it } from 'vitest';
import type { ConfigError } from './config';
import { loadConfig } from './config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
};

describe("SMS settings (Africa's Talking)", () => {
  it('defaults to the built-in simulator with nothing else set', () => {
    const c = loadConfig({});
    expect(c.SMS_ENV).toBe('simulator');
    expect(c.AT_API_KEY).toBeUndefined();
  });

  it('needs the username and key for sandbox and production', () => {
    expect(problems({ SMS_ENV: 'sandbox' })).toEqual([
      'AT_USERNAME: required when SMS_ENV=sandbox',
      'AT_API_KEY: required when SMS_ENV=sandbox',
    ]);
    expect(loadConfig({ SMS_ENV: 'sandbox', AT_USERNAME: 'sandbox', AT_API_KEY: 'k' }).SMS_ENV).toBe('sandbox');
  });

  it('refuses sandbox and live credentials mixed', () => {
    expect(problems({ SMS_ENV: 'sandbox', AT_USERNAME: 'myshop', AT_API_KEY: 'k' })[0]).toMatch(/must be 'sandbox'/);
    const live = { SMS_ENV: 'production', AT_USERNAME: 'sandbox', AT_API_KEY: 'k', PUBLIC_URL: 'https://shop.co.ke' };
    expect(problems({ ...live, MPESA_ENV: 'simulator' })[0]).toMatch(/live app's username/);
  });

  it('needs a public https address for live delivery reports', () => {
    const env = { SMS_ENV: 'production', AT_USERNAME: 'myshop', AT_API_KEY: 'k' };
    expect(problems({ ...env, PUBLIC_URL: 'http://localhost:3000' })[0]).toMatch(/^PUBLIC_URL: .*SMS_ENV=production/);
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://shop.co.ke', MPESA_ENV: 'simulator' }).SMS_ENV).toBe('production');
  });

  it('checks the sender ID: at most 11 letters or digits, or a shortcode', () => {
    expect(loadConfig({ AT_SENDER_ID: 'KENYAPC' }).AT_SENDER_ID).toBe('KENYAPC');
    expect(loadConfig({ AT_SENDER_ID: '20414' }).AT_SENDER_ID).toBe('20414');
    expect(problems({ AT_SENDER_ID: 'KENYA PC SHOP' })[0]).toMatch(/^AT_SENDER_ID: /);
    expect(problems({ AT_SENDER_ID: 'Shop!' })[0]).toMatch(/^AT_SENDER_ID: /);
  });
});
