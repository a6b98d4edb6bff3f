import http from 'node:http';

export interface Sample {
  cls: string;
  ms: number;
  status: number;
  hit?: boolean;
}

/**
 * Replays paths at `connections` concurrent keep-alive connections for `seconds`: each connection
 * takes the next path of a random draw (every path equally likely), sends it, waits for the whole
 * answer, and goes on. Latency is measured per request, from send to the last byte.
 */
export async function replay(
  base: string,
  items: { cls: string; path: string }[],
  /** `once`: each item once, in order (one connection: sequential requests), whatever `seconds` says. */
  opts: { connections: number; seconds: number; seed?: number; once?: boolean },
): Promise<{ samples: Sample[]; seconds: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const { hostname, port } = new URL(base);
  const samples: Sample[] = [];
  let errors = 0;
  let s = opts.seed ?? 1;
  const next = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return items[s % items.length];
  };
  const started = performance.now();
  const end = started + opts.seconds * 1000;
  const one = (item: { cls: string; path: string }) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.get(
        { agent, hostname, port, path: item.path, headers: { 'accept-encoding': 'identity' } },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            const cache = res.headers['x-cache'];
            samples.push({
              cls: item.cls,
              ms: performance.now() - t0,
              status: res.statusCode ?? 0,
              hit: cache ? cache === 'hit' : undefined,
            });
            resolve();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  if (opts.once) {
    for (const item of items) await one(item);
  } else {
    await Promise.all(
      Array.from({ length: opts.connections }, async () => {
        while (performance.now() < end) await one(next());
      }),
    );
  }
  agent.destroy();
  return { samples, seconds: (performance.now() - started) / 1000, errors };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface ClassRow {
  cls: string;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  hitRate?: number;
}

/** Per class and overall: req/s is the class's share of the run's throughput. */
export function summarize(samples: Sample[], seconds: number, classes: string[]): ClassRow[] {
  const row = (cls: string, xs: Sample[]): ClassRow => {
    const ms = xs.map((x) => x.ms).sort((a, b) => a - b);
    const known = xs.filter((x) => x.hit !== undefined);
    return {
      cls,
      requests: xs.length,
      reqPerSec: xs.length / seconds,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
      non2xx: xs.filter((x) => x.status < 200 || x.status > 299).length,
      hitRate: known.length ? known.filter((x) => x.hit).length / known.length : undefined,
    };
  };
  return [
    ...classes.map((c) =>
      row(
        c,
        samples.filter((x) => x.cls === c),
      ),
    ),
    row('overall', samples),
  ];
}
