/**
 * Whose address a request has (request.ip, the key of every per-IP limit) with TRUST_PROXY:
 * a client's own X-Forwarded-For must change nothing, and behind a real proxy each shopper keeps
 * their own address. The proxy here is a real HTTP proxy on another loopback address; clients
 * connect from their own loopback addresses (Linux routes all of 127/8 to lo).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../database';
import { buildHarnessApp } from './harness';

const PROXY_ADDRESS = '127.0.0.3';

/** Starts the whole app on a port with TRUST_PROXY as given; its request log is kept to read remoteAddress. */
async function listeningShop(trustProxy: string) {
  const database = await openTestDatabase();
  const log: string[] = [];
  const { app } = await buildHarnessApp(database, {
    dataDir: join(inject('uploadsDir'), '..'),
    env: { TRUST_PROXY: trustProxy },
    errorLog: log,
    logLevel: 'info',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const port = (app.server.address() as AddressInfo).port;
  /** The address the app gave to the request with this marker in its URL. */
  const addressOf = (marker: string) => {
    const line = log
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'incoming request' && l.req?.url?.includes(marker));
    return line?.req?.remoteAddress as string | undefined;
  };
  return { port, addressOf };
}

/** nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`, from its own address. */
async function startProxy(targetPort: number) {
  const server = http.createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        localAddress: PROXY_ADDRESS,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  return (server.address() as AddressInfo).port;
}

/** One request from a chosen local address, with optional headers and a JSON body. */
function send(
  port: number,
  from: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        path,
        method: body ? 'POST' : 'GET',
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const resetRequest = (port: number, from: string, marker: string, headers?: Record<string, string>) =>
  send(port, from, `/api/auth/reset-password?m=${marker}`, { body: { email: 'nobody@example.com' }, headers });

describe('behind a real proxy (TRUST_PROXY=127.0.0.3, its address)', async () => {
  const shop = await listeningShop(PROXY_ADDRESS);
  const proxyPort = await startProxy(shop.port);

  it("each shopper keeps their own address, and one's X-Forwarded-For does not change it", async () => {
    await send(proxyPort, '127.0.0.2', '/api/health?m=plain');
    await send(proxyPort, '127.0.0.2', '/api/health?m=spoofed', {
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    });
    await send(proxyPort, '127.0.0.4', '/api/health?m=other');
    expect(shop.addressOf('m=plain')).toBe('127.0.0.2');
    expect(shop.addressOf('m=spoofed')).toBe('127.0.0.2');
    expect(shop.addressOf('m=other')).toBe('127.0.0.4');
  });

  it('a per-IP limit counts one shopper, however they rotate X-Forwarded-For, and not their neighbours', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        (await resetRequest(proxyPort, '127.0.0.6', `rot${i}`, { 'x-forwarded-for': `198.51.100.${i}` })).status,
      );
    expect(answers).toEqual([200, 200, 200, 429]);
    expect((await resetRequest(proxyPort, '127.0.0.7', 'neighbour')).status).toBe(200);
  });

  it('a client reaching the shop directly cannot claim an address: X-Forwarded-For is ignored', async () => {
    await send(shop.port, '127.0.0.8', '/api/health?m=direct', { headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect(shop.addressOf('m=direct')).toBe('127.0.0.8');
  });
});

describe('behind one proxy given as a hop count (TRUST_PROXY=1)', async () => {
  const shop = await listeningShop('1');
  const proxyPort = await startProxy(shop.port);

  it("the proxy's view of the client is used, not what the client wrote before it", async () => {
    await send(proxyPort, '127.0.0.9', '/api/health?m=hop', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(shop.addressOf('m=hop')).toBe('127.0.0.9');
  });
});

describe('without TRUST_PROXY (the default)', async () => {
  const shop = await listeningShop('');

  it("X-Forwarded-For is nobody's word: rotating it does not reset a limit", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        (await resetRequest(shop.port, '127.0.0.10', `def${i}`, { 'x-forwarded-for': `198.51.100.${i}` })).status,
      );
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(shop.addressOf('def3')).toBe('127.0.0.10');
  });
});
