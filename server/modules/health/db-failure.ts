/** How long the health check waits for the database before it answers 503 'Disconnected: timeout'. */
export const HEALTH_TIMEOUT_MS = 3000;

// Driver and PostgreSQL error codes, to a coarse reason an operator can act on. Never the driver's
// message: it names hosts, ports, users and databases, and /api/health is public.
const REASONS: Record<string, string> = {
  ETIMEDOUT: 'timeout',
  ECONNREFUSED: 'refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  '28P01': 'authentication failed',
  '28000': 'authentication failed',
  '3D000': 'database does not exist',
  '53300': 'too many clients',
  '57P01': 'shutting down',
  '57P03': 'starting up',
};

type ErrorLike = { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };

function reasonOf(err: ErrorLike | null | undefined, depth = 0): string | undefined {
  if (!err || typeof err !== 'object' || depth > 4) return undefined;
  const byCode = typeof err.code === 'string' ? REASONS[err.code] : undefined;
  if (byCode) return byCode;
  // Drizzle wraps the driver's error (`cause`); Node reports a refused 'localhost' (tried as ::1,
  // then 127.0.0.1) as an AggregateError (`errors`).
  const inners = [err.cause, ...(Array.isArray(err.errors) ? err.errors : [])];
  for (const inner of inners) {
    const reason = reasonOf(inner as ErrorLike, depth + 1);
    if (reason) return reason;
  }
  // pg-pool's own waits say so only in words: 'timeout exceeded when trying to connect',
  // 'Connection terminated due to connection timeout'.
  if (typeof err.message === 'string' && /timed? ?out/i.test(err.message)) return 'timeout';
  return undefined;
}

/** The health result's `database` text for a failed ping: 'Disconnected', with a coarse reason when known. */
export function databaseFailure(err: unknown): string {
  const reason = reasonOf(err as ErrorLike);
  return reason ? `Disconnected: ${reason}` : 'Disconnected';
}

/** Resolves as `promise` does, or rejects with an ETIMEDOUT error after `ms`: a ping must not hang the check. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
