import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { like } from 'drizzle-orm';
import type { Db } from '#db/client';
import { appSecrets } from '#db/schema';

/**
 * Every log line the test apps write, kept for the scan at the end of the run (test/log-scan.ts,
 * issue 33: "a test scans the logs of the whole suite for every secret and every phone number").
 * Lines are held in memory and written once per file, after its tests.
 */
const lines: string[] = [];
const secrets = new Set<string>();
let registered = false;

function flushAfterAll() {
  if (registered) return;
  registered = true;
  afterAll(() => {
    const dir = inject('logDir');
    const name = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    if (lines.length) appendFileSync(join(dir, `${name}.log`), lines.splice(0).join(''));
    if (secrets.size) appendFileSync(join(dir, `${name}.secrets`), [...secrets].join('\n') + '\n');
    secrets.clear();
    registered = false;
  });
}

/** The logger options of a test app: info and above, as production writes them, into the sink. */
export function logSink(tee?: { level: string; lines: string[] }) {
  flushAfterAll();
  const order = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
  return {
    level: 'info' as const,
    stream: {
      write(line: string) {
        lines.push(line);
        // A test that reads its own lines at a higher level (the hardening harness's error log) still gets only those.
        if (tee) {
          const level = (JSON.parse(line) as { level?: number }).level ?? 30;
          if (level >= 10 * (order.indexOf(tee.level) + 1)) tee.lines.push(line);
        }
      },
    },
  };
}

/** Every callback secret the app uses: those set in its environment and those it made in the database. */
export async function rememberSecrets(db: Db, env: Record<string, string | undefined>) {
  flushAfterAll();
  for (const [key, value] of Object.entries(env)) if (/SECRET/.test(key) && value) secrets.add(value);
  const rows = await db.select({ value: appSecrets.value }).from(appSecrets).where(like(appSecrets.name, 'mpesa-%'));
  for (const r of rows) secrets.add(r.value);
}
