import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.MPESA_ENV).toBe('simulator');
    expect(c.publicUrl).toBe('http://localhost:3000');
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
});
