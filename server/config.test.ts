import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe(resolve('data'));
    expect(c.MPESA_ENV).toBe('simulator');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.ORDER_EXPIRY_MINUTES).toBe(30);
  });

  it('runs one process by default, N with WORKERS, one per core with auto; several need PostgreSQL', () => {
    const pg = { DATABASE_URL: 'postgres://shop@db/shop' };
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ ...pg, WORKERS: '3' }).WORKERS).toBe(3);
    expect(loadConfig({ ...pg, WORKERS: 'auto' }).WORKERS).toBe(availableParallelism());
    expect(() => loadConfig({ ...pg, WORKERS: '0' })).toThrow(/WORKERS: must be a number from 1 to 64, or 'auto'/);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: 2 processes need PostgreSQL \(DATABASE_URL\)/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('lets the operator raise the sign-in cap per network (CGNAT), never below the per-account 10', () => {
    expect(loadConfig({}).SIGNIN_LIMIT_PER_IP).toBe(100);
    expect(loadConfig({ SIGNIN_LIMIT_PER_IP: '' }).SIGNIN_LIMIT_PER_IP).toBe(100);
    expect(loadConfig({ SIGNIN_LIMIT_PER_IP: '2000' }).SIGNIN_LIMIT_PER_IP).toBe(2000);
    expect(() => loadConfig({ SIGNIN_LIMIT_PER_IP: '5' })).toThrow(/SIGNIN_LIMIT_PER_IP/);
  });

  it('reads how much memory the product store may use', () => {
    expect(loadConfig({}).PRODUCT_STORE_MB).toBe(64);
    expect(loadConfig({ PRODUCT_STORE_MB: '' }).PRODUCT_STORE_MB).toBe(64);
    expect(loadConfig({ PRODUCT_STORE_MB: '256' }).PRODUCT_STORE_MB).toBe(256);
    expect(() => loadConfig({ PRODUCT_STORE_MB: '0' })).toThrow(/PRODUCT_STORE_MB/);
    expect(() => loadConfig({ PRODUCT_STORE_MB: 'lots' })).toThrow(/PRODUCT_STORE_MB/);
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
    const creds = {
      MPESA_CONSUMER_KEY: 'k',
      MPESA_CONSUMER_SECRET: 's',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'p',
    };
    for (const PUBLIC_URL of [undefined, 'http://shop.example.co.ke', 'https://localhost:3000']) {
      expect(() => loadConfig({ ...creds, MPESA_ENV: 'production', PUBLIC_URL })).toThrow(
        /PUBLIC_URL: must be the shop's public https/,
      );
    }
    expect(loadConfig({ ...creds, MPESA_ENV: 'production', PUBLIC_URL: 'https://shop.example.co.ke' }).publicUrl).toBe(
      'https://shop.example.co.ke',
    );
  });

  it('resolves every path setting to an absolute path once, against the folder the shop starts in', () => {
    const c = loadConfig({}, '/srv/shop');
    expect(c.DATA_DIR).toBe('/srv/shop/data');
    expect(c.BUILD_DIR).toBe('/srv/shop/build');
    const custom = loadConfig({ DATA_DIR: '../shared/data', BUILD_DIR: 'dist/build' }, '/srv/shop');
    expect(custom.DATA_DIR).toBe('/srv/shared/data');
    expect(custom.BUILD_DIR).toBe('/srv/shop/dist/build');
    expect(loadConfig({ DATA_DIR: '/var/lib/shop' }, '/srv/shop').DATA_DIR).toBe('/var/lib/shop');
    // `DATA_DIR=` (as in a .env copied from .env.example and emptied) means the default.
    expect(loadConfig({ DATA_DIR: '', BUILD_DIR: ' ' }, '/srv/shop')).toMatchObject({
      DATA_DIR: '/srv/shop/data',
      BUILD_DIR: '/srv/shop/build',
    });
  });

  it('reads TRUST_PROXY as nobody, a hop count, or a list of proxy addresses and CIDRs', () => {
    for (const off of [undefined, '', 'false', 'no', '0'])
      expect(loadConfig({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,::1, fd00::/8, loopback ' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that would believe any client, or that is not an address', () => {
    for (const everyone of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: everyone })).toThrow(
        /TRUST_PROXY: 'true' would believe any X-Forwarded-For/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: not an IP address or CIDR: nginx/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an IP address or CIDR: 10.0.0.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: a hop count must be at most 10/);
  });

  it('with an https PUBLIC_URL, takes simulated payments only when MPESA_ENV=simulator is set explicitly', () => {
    const https = { PUBLIC_URL: 'https://shop.example.co.ke' };
    expect(() => loadConfig(https)).toThrow(/MPESA_ENV: must be set when PUBLIC_URL is https/);
    expect(() => loadConfig({ ...https, MPESA_ENV: '' })).toThrow(/MPESA_ENV: must be set when PUBLIC_URL is https/);
    expect(loadConfig({ ...https, MPESA_ENV: 'simulator' })).toMatchObject({
      MPESA_ENV: 'simulator',
      testPayments: true,
    });
    // A first start on http (localhost, a LAN address) keeps the simulator as its default.
    expect(loadConfig({})).toMatchObject({ MPESA_ENV: 'simulator', testPayments: true });
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).MPESA_ENV).toBe('simulator');
    const creds = {
      MPESA_CONSUMER_KEY: 'k',
      MPESA_CONSUMER_SECRET: 's',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'p',
    };
    expect(loadConfig({ ...https, ...creds, MPESA_ENV: 'production' }).testPayments).toBe(false);
    expect(loadConfig({ ...https, ...creds, MPESA_ENV: 'sandbox' }).testPayments).toBe(true);
  });

  it('runs the eTIMS simulator by default; OSCU needs a PIN, a device serial and an https base URL', () => {
    // Unset: the admin's Settings (else the simulator and branch 00) decide; set, the environment wins.
    const unset = loadConfig({});
    expect([unset.ETIMS_MODE, unset.ETIMS_BRANCH_ID]).toEqual([undefined, undefined]);
    expect(() => loadConfig({ ETIMS_MODE: 'oscu' })).toThrow(/ETIMS_PIN: required when ETIMS_MODE=oscu/);
    expect(() => loadConfig({ ETIMS_MODE: 'oscu' })).toThrow(/ETIMS_DEVICE_SERIAL: required when ETIMS_MODE=oscu/);
    const oscu = { ETIMS_MODE: 'oscu', ETIMS_PIN: 'P051234567X', ETIMS_DEVICE_SERIAL: 'dvcv1130' };
    expect(loadConfig(oscu)).toMatchObject({ ...oscu, ETIMS_BASE_URL: 'https://etims-api-sbx.kra.go.ke/etims-api' });
    expect(() => loadConfig({ ...oscu, ETIMS_BASE_URL: 'http://etims.local' })).toThrow(
      /ETIMS_BASE_URL: must be https/,
    );
    expect(() => loadConfig({ ETIMS_PIN: 'X12' })).toThrow(/ETIMS_PIN: must be a KRA PIN/);
    expect(() => loadConfig({ ETIMS_BRANCH_ID: '1' })).toThrow(/ETIMS_BRANCH_ID: must be 2 digits/);
    expect(() => loadConfig({ ETIMS_MODE: 'vscu' })).toThrow(/ETIMS_MODE/);
  });
});
