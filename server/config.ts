import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ORDER_TTL_MINUTES } from '#core/schemas/orders';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** An empty value (`DATA_DIR=` in .env) means the default, like an unset one. */
const pathSetting = (fallback: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().default(fallback));

/** proxy-addr's names for address ranges, usable in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [ip, bits, extra] = entry.split('/');
  if (extra !== undefined || !isIP(ip)) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 4 ? 32 : 128);
};

/**
 * Whom to believe about the client's address (decision 013). `false`: nobody, the socket's address is
 * the client. A hop count: that many proxies in front of the shop. A list: only these proxy addresses
 * or CIDRs. A bare `true` (believe any X-Forwarded-For a client sends) is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((raw, ctx): false | number | string[] => {
    const v = raw.toLowerCase();
    if (v === '' || v === 'false' || v === 'no' || v === '0') return false;
    if (v === 'true' || v === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          "'true' would believe any X-Forwarded-For a client sends. Give the number of proxies in front of the shop (1 for nginx) " +
          'or their addresses (127.0.0.1, 10.0.0.0/8); see docs/deploy-behind-a-proxy.md',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'a hop count must be at most 10' });
      return hops;
    }
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((s) => !isProxyAddress(s));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not an IP address or CIDR: ${bad.join(', ')} (use false, a hop count, or a comma-separated list)`,
      });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: pathSetting('./data'),
  // The production bundles (`npm run build`); only read by `npm start`.
  BUILD_DIR: pathSetting('build'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.string().min(3).default('Kenya PC Shop <no-reply@shop.local>'),
  ADMIN_EMAIL: optional(z.email().transform((e) => e.toLowerCase())),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  MPESA_ENV: z.enum(['simulator', 'sandbox', 'production']).default('simulator'),
  MPESA_CONSUMER_KEY: optional(z.string()),
  MPESA_CONSUMER_SECRET: optional(z.string()),
  MPESA_SHORTCODE: optional(z.string().regex(/^\d{5,7}$/, 'must be 5 to 7 digits')),
  MPESA_PASSKEY: optional(z.string()),
  MPESA_CALLBACK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  // One secret per kind of callback (issue 33): a leaked Paybill URL cannot post an STK result, and
  // the other way round. Each falls back to MPESA_CALLBACK_SECRET, then to one made in the database.
  MPESA_STK_CALLBACK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  MPESA_PAYBILL_CONFIRM_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  MPESA_PAYBILL_VALIDATE_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  MPESA_STATUS_RESULT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  MPESA_REFUND_RESULT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  // Daraja's Transaction Status query (the C2B reconciler) needs an API operator; the simulator has its own.
  MPESA_INITIATOR_NAME: optional(z.string()),
  MPESA_SECURITY_CREDENTIAL: optional(z.string()),
  // KRA eTIMS (issue 30, decision 064): the built-in simulator by default, or KRA's OSCU.
  // Mode, branch and serial may instead be saved in the admin's Settings; when set here, these win.
  ETIMS_MODE: optional(z.enum(['simulator', 'oscu'])),
  ETIMS_BASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/ }).default('https://etims-api-sbx.kra.go.ke/etims-api'),
  ),
  ETIMS_PIN: optional(z.string().regex(/^[AP]\d{9}[A-Z]$/, 'must be a KRA PIN like P051234567X')),
  ETIMS_BRANCH_ID: optional(z.string().regex(/^\d{2}$/, 'must be 2 digits (00 = head office)')),
  ETIMS_DEVICE_SERIAL: optional(z.string().trim().min(1).max(100)),
  // SMS through Africa's Talking (issue 31): the built-in simulator by default, like M-Pesa.
  SMS_ENV: z.enum(['simulator', 'sandbox', 'production']).default('simulator'),
  AT_USERNAME: optional(z.string().trim().min(1)),
  AT_API_KEY: optional(z.string().trim().min(1)),
  // An approved alphanumeric sender ID (at most 11) or a shortcode; without it AT sends as AFRICASTKNG.
  AT_SENDER_ID: optional(
    z
      .string()
      .regex(/^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$|^\d{3,6}$/, 'must be at most 11 letters/digits, or a shortcode'),
  ),
  SMS_CALLBACK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ORDER_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5, 'must be at least 5')
    .max(10_080, 'must be at most 10080 (a week)')
    .default(ORDER_TTL_MINUTES),
  // 'off' sends every listing to the database (decision 009): for measuring, or to rule the cache out.
  CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
  WHATSAPP_NUMBER: optional(z.string().regex(/^254\d{9}$/, 'must look like 2547XXXXXXXX')),
  // Processes serving one port (node:cluster); 'auto' is one per core (decision 023).
  WORKERS: z
    .string()
    .trim()
    .default('1')
    .transform((v, ctx) => {
      if (v === '') return 1;
      if (v.toLowerCase() === 'auto') return availableParallelism();
      if (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 64) return Number(v);
      ctx.addIssue({ code: 'custom', message: "must be a number from 1 to 64, or 'auto' (one per core)" });
      return z.NEVER;
    }),
  // Rate limits shared by every process and machine (decision 023); without it they are per process.
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
  // Several shops (or test runs) may share one Redis: each counts under its own prefix.
  REDIS_KEY_PREFIX: pathSetting('shop:').pipe(z.string().trim().min(1).max(100)),
  // Sign-ins per network (IP) per 15 minutes: one carrier IP (CGNAT) carries thousands of Kenyan shoppers,
  // so a busy shop behind one may raise it; the tight limit per address and account stays 10.
  SIGNIN_LIMIT_PER_IP: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(10).max(100_000).default(100),
  ),
  // Sign-ups per network (IP) per hour: raised for the same reason as sign-ins (one carrier IP), and by
  // the browser journeys, which register every shopper from 127.0.0.1.
  SIGNUP_LIMIT_PER_IP: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(5).max(100_000).default(30),
  ),
  // Megabytes of full products the search answers keep in memory (server/search/product-store.ts, issue 16).
  PRODUCT_STORE_MB: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(4096).default(64),
  ),
  // How often the background jobs (payment reconciliation, order expiry) run (decision 022).
  JOB_INTERVAL_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(3600).default(15),
  ),
});

export type Config = z.infer<typeof envSchema> & {
  publicUrl: string;
  /** M-Pesa payments are not real (the simulator or Daraja's sandbox): payment screens, mails and health say so. */
  testPayments: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Africa's Talking needs its app's username and key; sandbox and live ones must not be mixed (reference §6). */
export function smsProblems(env: Record<string, string | undefined>): string[] {
  const mode = env.SMS_ENV?.trim();
  if (mode !== 'sandbox' && mode !== 'production') return [];
  const problems: string[] = [];
  for (const key of ['AT_USERNAME', 'AT_API_KEY']) {
    if (!env[key]?.trim()) problems.push(`${key}: required when SMS_ENV=${mode}`);
  }
  const username = env.AT_USERNAME?.trim();
  if (mode === 'sandbox' && username && username !== 'sandbox')
    problems.push("AT_USERNAME: must be 'sandbox' when SMS_ENV=sandbox (Africa's Talking's sandbox app)");
  if (mode === 'production' && username === 'sandbox')
    problems.push(
      "AT_USERNAME: 'sandbox' is the sandbox's username; give your live app's username, or SMS_ENV=sandbox",
    );
  // Delivery reports are posted from the internet: a localhost callback never arrives.
  if (mode === 'production' && !/^https:\/\/(?!localhost|127\.|\[::1\])/.test(env.PUBLIC_URL ?? ''))
    problems.push(
      "PUBLIC_URL: must be the shop's public https:// address when SMS_ENV=production (delivery reports come to it)",
    );
  return problems;
}

/**
 * Reads the environment once, at start; a bad value stops the start with a list of what is wrong.
 * Path settings come back absolute, resolved against `cwd` (the folder `npm start` runs in).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
  // Rules across variables are checked even when single values are wrong, so one start lists everything.
  const set = (key: string) => Boolean(env[key]?.trim());
  if (set('ADMIN_EMAIL') !== set('ADMIN_PASSWORD'))
    problems.push('ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  const mpesaEnv = env.MPESA_ENV?.trim() || undefined;
  if (mpesaEnv === 'sandbox' || mpesaEnv === 'production') {
    for (const key of ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY']) {
      if (!set(key)) problems.push(`${key}: required when MPESA_ENV=${mpesaEnv}`);
    }
    // Safaricom posts results from the internet and only to https: a localhost or http callback never arrives.
    if (!/^https:\/\/(?!localhost|127\.|\[::1\])/.test(env.PUBLIC_URL ?? '')) {
      problems.push(
        `PUBLIC_URL: must be the shop's public https:// address when MPESA_ENV=${mpesaEnv} (M-Pesa posts payment results to it)`,
      );
    }
  }
  // A shop deployed for real (https) must never take simulated payments by accident (decision 014).
  if (!mpesaEnv && /^https:/i.test(env.PUBLIC_URL ?? '')) {
    problems.push(
      'MPESA_ENV: must be set when PUBLIC_URL is https: production (with the Daraja credentials) to take real payments, ' +
        'or simulator to run on test payments on purpose',
    );
  }
  if (env.ETIMS_MODE?.trim() === 'oscu') {
    for (const key of ['ETIMS_PIN', 'ETIMS_DEVICE_SERIAL']) {
      if (!set(key)) problems.push(`${key}: required when ETIMS_MODE=oscu`);
    }
    if (set('ETIMS_BASE_URL') && !/^https:\/\//.test(env.ETIMS_BASE_URL ?? ''))
      problems.push('ETIMS_BASE_URL: must be https:// when ETIMS_MODE=oscu (KRA serves OSCU over HTTPS only)');
  }
  problems.push(...smsProblems(env));
  if (parsed.success && parsed.data.WORKERS > 1 && !parsed.data.DATABASE_URL) {
    problems.push(
      `WORKERS: ${parsed.data.WORKERS} processes need PostgreSQL (DATABASE_URL): the embedded database (PGlite) ` +
        'can be opened by one process only. Set DATABASE_URL, or run one process (WORKERS=1)',
    );
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const c = parsed.data;
  return {
    ...c,
    DATA_DIR: resolve(cwd, c.DATA_DIR),
    BUILD_DIR: resolve(cwd, c.BUILD_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    testPayments: c.MPESA_ENV !== 'production',
  };
}
