import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after starting is restarted after a pause, not at once. */
const UNSTABLE_MS = 5000;
const DRAIN_MS = 15_000;

/** The start log's warning when several processes would each count the rate limits on their own. */
export function perProcessLimitsWarning(workers: number, redisUrl: string | undefined): string | undefined {
  if (workers <= 1 || redisUrl) return undefined;
  return (
    `Warning: REDIS_URL is not set, so each of the ${workers} processes counts rate limits on its own ` +
    `(${workers} times every limit in total). Set REDIS_URL to share them (docs/deploy.md).`
  );
}

/**
 * The primary of `WORKERS=N npm start` (decision 023): forks N copies of this program that share the
 * port (node:cluster hands connections out in turn), replaces one that crashes, and on SIGTERM or
 * SIGINT asks each to finish its open requests and stop. It serves nothing itself.
 */
export function runPrimary(opts: { workers: number; onAllListening: () => void; log: (msg: string) => void }) {
  let stopping = false;
  let announced = false;
  const startedAt = new Map<Worker, number>();
  const listening = new Set<number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (!announced && listening.size >= opts.workers) {
      announced = true;
      opts.onAllListening();
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    const why = signal ? `signal ${signal}` : `code ${code}`;
    // A worker that cannot even start (database down, bad build) would otherwise be forked in a tight loop.
    const delay = lived < UNSTABLE_MS ? 2000 : 0;
    opts.log(`worker ${worker.process.pid} exited (${why}); starting another${delay ? ` in ${delay / 1000} s` : ''}`);
    setTimeout(() => !stopping && fork(), delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    opts.log(`${signal}: each worker finishes its open requests, then stops`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    if (!workers.length) process.exit(0);
    for (const w of workers) w.process.kill('SIGTERM');
    setTimeout(() => {
      opts.log('workers did not stop in time; stopping them');
      process.exit(1);
    }, DRAIN_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < opts.workers; i++) fork();
}
