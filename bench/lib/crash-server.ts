import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { onCleanup } from './lifecycle';
import { ROOT } from './results';
import { freePort } from './shop-server';

// The shop as bench:crash runs it: `server/main.ts --api-only` in its own process group, so one
// SIGKILL takes the whole server at once, as a crash would.

export interface Server {
  url: string;
  child: ChildProcess;
  exited: Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

export async function startServer(env: NodeJS.ProcessEnv, label: string): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'main.ts'), '--api-only'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: SIGKILL takes the whole server at once, as a crash would.
    detached: true,
  });
  let exitInfo: string | undefined;
  const exited = new Promise<string>((done) =>
    child.on('exit', (code, signal) => {
      exitInfo = signal ? `signal ${signal}` : `code ${code}`;
      done(exitInfo);
    }),
  );
  const tail: string[] = [];
  const onLine = (line: string) => {
    tail.push(line);
    if (tail.length > 30) tail.shift();
    if (/Shop ready|"level":(50|60)|Error/.test(line)) console.log(`  [${label}] ${line.slice(0, 300)}`);
  };
  createInterface({ input: child.stdout! }).on('line', onLine);
  createInterface({ input: child.stderr! }).on('line', onLine);
  const kill = (signal: NodeJS.Signals) => {
    if (exitInfo !== undefined || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  };
  onCleanup(
    async () => {
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    () => kill('SIGKILL'),
  );

  const started = Date.now();
  for (;;) {
    if (exitInfo !== undefined)
      throw new Error(`the server exited (${exitInfo}) before answering:\n${tail.join('\n')}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error(`no healthy answer within 180 s:\n${tail.join('\n')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`  [${label}] healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url, child, exited, kill };
}
