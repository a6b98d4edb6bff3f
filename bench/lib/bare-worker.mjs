// Runs in a worker thread: a bare Fastify server, the baseline the shop's endpoints are compared to.
// Its own thread, so it does not share an event loop with autocannon (the shop has its own process).
// Plain JavaScript: tsx's loader does not reach worker threads on Node 20.
import Fastify from 'fastify';
import { parentPort } from 'node:worker_threads';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, time: Date.now() }));

parentPort.on('message', (msg) => {
  if (msg === 'close') void app.close().then(() => process.exit(0));
});

app.listen({ port: 0, host: '127.0.0.1' }).then(
  () => parentPort.postMessage({ port: app.server.address().port }),
  (err) => parentPort.postMessage({ error: err.message }),
);
