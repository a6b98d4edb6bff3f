import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '#db/client';
import { jobRuns } from '#db/schema';

/**
 * A background job: a tick function over its own dependencies, run every `everyMs` in one process
 * of the whole shop (decision 022). A tick must be safe to run again (a tick may repeat when the
 * jobs move to another process) and should finish well within its interval.
 */
export interface Job<D = unknown> {
  /** Unique, kebab-case: it names the job in the log and in the job_runs table. */
  name: string;
  everyMs: number;
  deps: D;
  tick: (deps: D, now: Date) => Promise<unknown>;
}

export interface JobRunnerOptions {
  db: Db;
  /** PostgreSQL: the jobs run where this process holds the advisory lock. Without it (PGlite), here. */
  databaseUrl?: string;
  log: {
    info(o: object | string, msg?: string): void;
    warn(o: object | string, msg?: string): void;
    error(o: object | string, msg?: string): void;
  };
  /** How often a process that does not hold the lock tries to take it; by default the shortest job interval. */
  lockRetryMs?: number;
}

/** One lock per database (advisory locks are per database): "kenya-pc-shop jobs". */
export const JOBS_LOCK_KEY = 7_215_004_015;

/**
 * Runs registered jobs in exactly one process. On PostgreSQL every process tries
 * pg_try_advisory_lock on a connection of its own; the holder runs the jobs, and when it dies its
 * session ends, the lock is free, and the next process to try takes over (within one interval).
 */
export function createJobRunner(opts: JobRunnerOptions) {
  const jobs: Job<never>[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let leading = false;
  let started = false;
  let stopped = false;
  let client: pg.Client | undefined;

  async function record(name: string, now: Date, error: string | null) {
    await opts.db
      .insert(jobRuns)
      .values({ name, runs: 1, lastRunAt: now, lastPid: process.pid, lastError: error })
      .onConflictDoUpdate({
        target: jobRuns.name,
        set: { runs: sql`${jobRuns.runs} + 1`, lastRunAt: now, lastPid: process.pid, lastError: error },
      });
  }

  function run(job: Job<never>) {
    if (!leading || stopped || running.has(job.name)) return;
    const now = new Date();
    const work = job
      .tick(job.deps, now)
      .then(
        () => null,
        (err: unknown) => {
          opts.log.error({ err, job: job.name }, 'background job failed');
          return err instanceof Error ? err.message : String(err);
        },
      )
      .then((error) => record(job.name, now, error))
      .catch((err: unknown) => opts.log.warn({ err, job: job.name }, 'could not record a job run'))
      .finally(() => running.delete(job.name));
    running.set(job.name, work);
  }

  function lead(now: boolean) {
    if (leading === now) return;
    leading = now;
    opts.log.info(
      { pid: process.pid, jobs: jobs.map((j) => j.name) },
      now ? 'background jobs run in this process' : 'background jobs left this process',
    );
    // Taking over: run at once, so a holder's death delays the jobs by at most one lock retry.
    if (now) jobs.forEach(run);
  }

  function dropClient(c: pg.Client) {
    if (client !== c) return;
    client = undefined;
    lead(false);
    c.end().catch(() => {});
  }

  /** Takes the lock, or checks that the session holding it is still alive. */
  async function contend(url: string) {
    if (stopped) return;
    try {
      if (!client) {
        const c = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: 3000,
          application_name: 'shop-jobs',
        });
        c.on('error', () => dropClient(c));
        c.on('end', () => dropClient(c));
        client = c;
        await c.connect();
      }
      const c = client;
      if (leading) {
        const held = await c.query(
          `select 1 from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and granted`,
        );
        if (held.rowCount === 0) lead(false);
      } else {
        const { rows } = await c.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          JOBS_LOCK_KEY,
        ]);
        if (client === c && !stopped) lead(rows[0].locked);
      }
    } catch (err) {
      opts.log.warn({ err }, 'background jobs: lock connection failed; retrying');
      if (client) dropClient(client);
    }
  }

  return {
    register<D>(job: Job<D>) {
      if (started) throw new Error(`job ${job.name}: register jobs before the runner starts`);
      if (jobs.some((j) => j.name === job.name)) throw new Error(`job ${job.name} is registered twice`);
      jobs.push(job as unknown as Job<never>);
    },

    start() {
      if (started || !jobs.length) return;
      started = true;
      for (const job of jobs) timers.push(setInterval(() => run(job), job.everyMs).unref());
      const url = opts.databaseUrl;
      if (!url) return lead(true);
      const retryMs = opts.lockRetryMs ?? Math.min(...jobs.map((j) => j.everyMs));
      void contend(url);
      timers.push(setInterval(() => void contend(url), retryMs).unref());
    },

    /** Stops the timers, waits for running ticks, then lets the lock go (another process takes it). */
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.all(running.values());
      const c = client;
      client = undefined;
      leading = false;
      await c?.end().catch(() => {});
    },

    get leading() {
      return leading;
    },

    get names() {
      return jobs.map((j) => j.name);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
