import { z } from 'zod';
import { ORDER_TTL_MINUTES } from '#core/schemas/orders';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
    TRUST_PROXY: bool.default(false),
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
    ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(5, 'must be at least 5').max(10_080, 'must be at most 10080 (a week)').default(ORDER_TTL_MINUTES),
    // 'off' sends every listing to the database (decision 009): for measuring, or to rule the cache out.
    CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
    WHATSAPP_NUMBER: optional(z.string().regex(/^254\d{9}$/, 'must look like 2547XXXXXXXX')),
  });

export type Config = z.infer<typeof envSchema> & { publicUrl: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment once, at start; a bad value stops the start with a list of what is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
  // Rules across variables are checked even when single values are wrong, so one start lists everything.
  const set = (key: string) => Boolean(env[key]?.trim());
  if (set('ADMIN_EMAIL') !== set('ADMIN_PASSWORD')) problems.push('ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  const mpesaEnv = env.MPESA_ENV ?? 'simulator';
  if (mpesaEnv === 'sandbox' || mpesaEnv === 'production') {
    for (const key of ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY']) {
      if (!set(key)) problems.push(`${key}: required when MPESA_ENV=${mpesaEnv}`);
    }
    // Safaricom posts results from the internet and only to https: a localhost or http callback never arrives.
    if (!/^https:\/\/(?!localhost|127\.|\[::1\])/.test(env.PUBLIC_URL ?? '')) {
      problems.push(`PUBLIC_URL: must be the shop's public https:// address when MPESA_ENV=${mpesaEnv} (M-Pesa posts payment results to it)`);
    }
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const c = parsed.data;
  return { ...c, publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}
