import { Worker } from 'node:worker_threads';
import { onCleanup } from './lifecycle';

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the baseline: a bare Fastify server with one route, `GET /bare` → `{ ok: true, time }`, in a
 * worker thread of this process (port chosen by the OS on 127.0.0.1).
 */
export async function startBareServer(): Promise<BareServer> {
  const worker = new Worker(new URL('./bare-worker.mjs', import.meta.url));
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (msg: { port?: number; error?: string }) =>
      msg.port ? resolve(msg.port) : reject(new Error(`bare server: ${msg.error ?? 'no port'}`)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`bare server worker exited (${code})`)));
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const exited = new Promise((r) => worker.once('exit', r));
    worker.postMessage('close');
    const timer = setTimeout(() => void worker.terminate(), 3000);
    await exited;
    clearTimeout(timer);
  };
  onCleanup(stop, () => void worker.terminate());
  return { url: `http://127.0.0.1:${port}`, stop };
}
