import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What no log line may hold: the M-Pesa callback secrets and reset/verification tokens travel in URL
 * paths; SQL parameters and request bodies hold passwords (hashed or not), phone numbers, addresses.
 * Every log line of the app goes through these serializers (build() installs them), whatever logger
 * options the caller passes; and every string in a line is scrubbed of the known secret values and of
 * full phone numbers (issue 33), wherever a caller put them.
 */

const REDACTED = '[redacted]';
// A secret is the rest of the path after one of these segments (`/api/payments/mpesa/callback/<secret>`,
// `/api/payments/paybill/confirm/<secret>`, `/paybill/validate/<secret>`, `/status/result/<secret>`, `/refund/result/<secret>`,
// `/reset-password/<token>`, `/api/auth/verify-email/<token>`), in any text: URLs, messages, stacks.
const SECRET_IN_PATH =
  /(\/(?:callback|reset-password|verify-email|paybill\/confirm|paybill\/validate|status\/result|status\/timeout|refund\/result|refund\/timeout)\/)[^\s"'<>?#]+/gi;
const SECRET_QUERY = /([?&](?:token|secret|password|code|key|signature)=)[^&#\s"']*/gi;
// A Kenyan mobile number, whole: 2547XXXXXXXX, +2541XXXXXXXX, 07XXXXXXXX. Kept: the prefix and last three
// digits (as Daraja masks them), enough to tell two payers apart, not to call or charge one.
const PHONE = /(?<![\d])(\+?254|0)([17])\d{5}(\d{3})(?![\d])/g;

/** Secret values known to the process (the callback secrets): scrubbed from every line wherever they appear. */
const knownSecrets = new Set<string>();
export function neverLog(...values: string[]) {
  for (const v of values) if (v.length >= 16) knownSecrets.add(v);
}

/** A phone number as the log may show it: 2547*****149. */
export const maskPhone = (text: string) => text.replace(PHONE, '$1$2*****$3');

/** The text with every secret-bearing URL part, known secret value and full phone number replaced. */
export function redactSecrets(text: string): string {
  let out = text.replace(SECRET_IN_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
  for (const secret of knownSecrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  return maskPhone(out);
}

/** Every string (and phone-like number) in a log object, scrubbed; errors are left to serializeError. */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (typeof value === 'number') return /^254[17]\d{8}$/.test(String(value)) ? maskPhone(String(value)) : value;
  if (!value || typeof value !== 'object' || depth > 4 || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, depth + 1)]));
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/**
 * A request URL for the log. The router decodes `%70` before matching, so a token under a spelled
 * route (`/api/auth/reset-%70assword/<token>`) is looked for in the decoded URL too; when it holds
 * one, the decoded URL is logged, redacted.
 */
export function redactUrl(url: string): string {
  const plain = decoded(url);
  const safe = redactSecrets(plain);
  return safe !== plain ? safe : redactSecrets(url);
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Fields of database errors that carry values: drizzle's `params`, PostgreSQL's `detail` ("Failing row
// contains (…)"), `where`, `internalQuery`. Only these are kept, and the message is cleaned.
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'query'];

function cleanText(text: string): string {
  // drizzle's "Failed query: <sql>\nparams: <values>" (the message, and the stack's first lines).
  return redactSecrets(text.replace(/\nparams: [^]*?(?=\n {4}at |\ncaused by|$)/g, '\nparams: [redacted]'));
}

/** An error without the values it carries: SQL parameters, row details, bodies. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object') return err;
  const e = err as Record<string, unknown> & { name?: string; message?: unknown; stack?: unknown; cause?: unknown };
  let message = typeof e.message === 'string' ? cleanText(e.message) : String(e.message ?? '');
  // A PostgreSQL error (SQLSTATE code) may end with the value it refused: 'invalid input syntax for type integer: "…"'.
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) message = message.replace(/: "[^"]*"$/, ': [value]');
  const out: Record<string, unknown> = { type: e.constructor?.name ?? e.name ?? 'Error', message };
  if (typeof e.stack === 'string') out.stack = cleanText(e.stack);
  for (const key of KEPT_FIELDS) {
    const value = e[key];
    if (typeof value === 'string' || typeof value === 'number')
      out[key] = typeof value === 'string' ? redactSecrets(value) : value;
  }
  if (e.cause && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

type LoggerOption = FastifyServerOptions['logger'];

/** The caller's logger options with our serializers and a last redaction of every message string. */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: { ...base.serializers, req: serializeRequest as never, err: serializeError as never },
    formatters: {
      ...base.formatters,
      log: (object) => scrub(base.formatters?.log ? base.formatters.log(object) : object) as Record<string, unknown>,
    },
    hooks: {
      ...base.hooks,
      logMethod(args, method) {
        const redacted = args.map((a) => (typeof a === 'string' ? redactSecrets(a) : a)) as Parameters<typeof method>;
        return method.apply(this, redacted);
      },
    },
  };
}
