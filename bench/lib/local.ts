/** The benches send traffic to this machine only. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLocalUrl(url: string | URL): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && LOCAL_HOSTS.has(u.hostname);
  } catch {
    return false;
  }
}

export function assertLocalUrl(url: string | URL): void {
  if (!isLocalUrl(url)) throw new Error(`Refusing to send bench traffic to ${String(url)}: only localhost is allowed`);
}

/**
 * A postgres:// URL is accepted only when its host is this machine (or a Unix socket: no host, or a
 * `host=/path` parameter).
 */
export function assertLocalDatabaseUrl(raw: string): void {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error('BENCH_DATABASE_URL is not a valid postgres:// URL');
  }
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') {
    throw new Error('BENCH_DATABASE_URL must start with postgres:// or postgresql://');
  }
  const hostParam = u.searchParams.get('host');
  const hosts = [u.hostname, ...(hostParam ? hostParam.split(',') : [])].filter(Boolean);
  const bad = hosts.filter((h) => !h.startsWith('/') && !LOCAL_HOSTS.has(h));
  if (bad.length) {
    throw new Error(`BENCH_DATABASE_URL points to ${bad.join(', ')}: the benches use a database on this machine only`);
  }
}
