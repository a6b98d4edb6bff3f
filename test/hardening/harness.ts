/**
 * The pieces of the hardening suites that need no test runner, shared with bench/fuzz.ts:
 * an app built for in-process requests, an in-memory mailer, the database invariants, and the
 * rule that every 4xx says what was wrong.
 */
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { Database } from '#db/client';
import { build, type App } from '#server/app';
import { loadConfig } from '#server/config';
import type { Mail, Mailer } from '#server/mail/mailer';
import { injectFetch } from '../inject-fetch';
import { logSink, rememberSecrets } from '../log-sink';

export const CALLBACK_SECRET = 'hardening-callback-secret-'.padEnd(48, 'x');

/** Keeps the last mails in memory: the fuzz registers hundreds of accounts and must not fill an outbox folder. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      if (sent.length > 200) sent.shift();
    },
  };
}

export interface HarnessOptions {
  dataDir: string;
  env?: Record<string, string>;
  onRoute?: (route: RouteOptions) => void;
  simulatorDelayMs?: number;
  /** Error-level log lines (a 500's "request failed", a callback that threw) are pushed here. */
  errorLog?: string[];
  /** The level of the lines pushed to errorLog (default 'error'); 'info' captures the request log too. */
  logLevel?: 'error' | 'warn' | 'info';
}

/** The whole app on a given database, for `app.inject`, with the Daraja simulator reached in-process. */
export async function buildHarnessApp(database: Database, opts: HarnessOptions) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: opts.dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    MPESA_CALLBACK_SECRET: CALLBACK_SECRET,
    ...opts.env,
  });
  const mailer = memoryMailer();
  const errorLog = opts.errorLog;
  // The simulator's fetch reaches this app once it is built.
  const app: App = await build({
    config,
    database,
    mailer,
    onRoute: opts.onRoute,
    // Every line goes to the suite's scan for secrets and phone numbers (test/log-scan.ts); a test's own
    // error log still gets only the lines of its level.
    logger: logSink(errorLog ? { level: opts.logLevel ?? 'error', lines: errorLog } : undefined),
    payments: { fetch: injectFetch(() => app), simulatorDelayMs: opts.simulatorDelayMs ?? 0 },
  });
  await app.ready();
  await rememberSecrets(database.db, { ...opts.env, MPESA_CALLBACK_SECRET: CALLBACK_SECRET });
  return { app, mailer };
}

/**
 * The data rules no request may break, whatever it sends. Each query lists offending rows.
 */
export const INVARIANTS: { name: string; query: ReturnType<typeof sql> }[] = [
  { name: 'product with negative stock', query: sql`select id, count_in_stock from products where count_in_stock < 0` },
  {
    // VAT added at checkout is part of the total; VAT included in the prices is not added again (decision 031).
    name: 'order whose total_price is not items_price + shipping_price (+ vat_price when VAT is added)',
    query: sql`select id, items_price, shipping_price, vat_price, vat_mode, total_price from orders
               where total_price <> items_price + shipping_price + case when vat_mode = 'added' then vat_price else 0 end`,
  },
  {
    name: 'order whose items_price is not the sum of quantity × price of its items',
    query: sql`select o.id, o.items_price, coalesce(sum(oi.quantity * oi.price), 0) as items_sum
               from orders o left join order_items oi on oi.order_id = o.id
               group by o.id having o.items_price <> coalesce(sum(oi.quantity * oi.price), 0)`,
  },
  {
    name: 'order_items row without its order',
    query: sql`select oi.id, oi.order_id from order_items oi left join orders o on o.id = oi.order_id where o.id is null`,
  },
  {
    name: 'review of a missing product',
    query: sql`select r.id, r.product_id from reviews r left join products p on p.id = r.product_id where p.id is null`,
  },
  {
    name: "product whose num_reviews is not its reviews' count",
    query: sql`select p.id, p.num_reviews, count(r.id)::int as reviews
               from products p left join reviews r on r.product_id = p.id
               group by p.id having p.num_reviews <> count(r.id)`,
  },
];

/** Human-readable violations of the invariants (empty when all hold). */
export async function invariantViolations(database: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const inv of INVARIANTS) {
    const res = (await database.db.execute(inv.query)) as unknown as { rows: unknown[] };
    for (const row of res.rows.slice(0, 5)) problems.push(`${inv.name}: ${JSON.stringify(row)}`);
  }
  return problems;
}

/** A 4xx answer must say what was wrong: a JSON body with a non-empty `message`. */
export function missingMessage(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): string | undefined {
  if (res.statusCode < 400 || res.statusCode >= 500) return undefined;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return `${res.statusCode} answered as ${type || 'no content type'}: ${res.body.slice(0, 200)}`;
  try {
    const body = JSON.parse(res.body) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return undefined;
  } catch {
    /* reported below */
  }
  return `${res.statusCode} without a message: ${res.body.slice(0, 200)}`;
}
