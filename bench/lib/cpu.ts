import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time spent by the shop's processes and by the PostgreSQL backends of its database, read from
 * /proc (Linux): the cost of a request that does not depend on what else the machine is doing, where
 * latency under load does (decision 048). Clock ticks of 10 ms: meaningful over hundreds of requests.
 */
const TICK_MS = 10;

/** utime + stime of a process (all its threads), or undefined when it is gone or unreadable. */
function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** Processes of a process group (the shop server and, with WORKERS > 1, its workers). */
function groupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

export interface CpuSnapshot {
  shop: Map<number, number>;
  database: Map<number, number>;
}

export interface CpuUse {
  shopMs: number;
  databaseMs: number;
}

/** Measures the CPU of a shop (its process group) and of the backends serving one database. */
export function cpuMeter(shopGroup: number, databaseUrl: string) {
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const backends = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      return rows.map((r) => Number(r.pid));
    } finally {
      await client.end();
    }
  };
  const read = (pids: number[]) =>
    new Map(
      pids.flatMap((p) => {
        const ms = processCpuMs(p);
        return ms === undefined ? [] : [[p, ms] as const];
      }),
    );
  const snapshot = async (): Promise<CpuSnapshot> => ({
    shop: read(groupPids(shopGroup)),
    database: read(await backends()),
  });
  /** CPU used between two snapshots by the processes of the first (a backend that ended is lost). */
  const since = async (before: CpuSnapshot): Promise<CpuUse> => {
    const after = await snapshot();
    const delta = (a: Map<number, number>, b: Map<number, number>) => {
      let sum = 0;
      for (const [pid, ms] of b) sum += ms - (a.get(pid) ?? 0);
      return sum;
    };
    return {
      shopMs: delta(before.shop, after.shop),
      databaseMs: delta(before.database, after.database),
    };
  };
  return { snapshot, since };
}
