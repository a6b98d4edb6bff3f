import { describe, expect, it } from 'vitest';
import { checkHealth } from './use-health';

const reply = (status: number, body: unknown) => async () =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('checkHealth', () => {
  it("is Connected when the server answers status 'OK'", async () => {
    const result = await checkHealth(
      reply(200, { status: 'OK', database: 'Connected', timestamp: 't' }) as typeof fetch,
    );
    expect(result).toEqual({ api: 'Connected', result: { status: 'OK', database: 'Connected', timestamp: 't' } });
  });

  it('is Error with the reason when the database is down', async () => {
    const body = { status: 'Error', database: 'Disconnected: timeout', timestamp: 't' };
    const result = await checkHealth(reply(503, body) as typeof fetch);
    expect(result.api).toBe('Error');
    expect(result.error).toBe('Disconnected: timeout');
    expect(result.result?.database).toBe('Disconnected: timeout');
  });

  it("is Error with the error message, or 'Health check failed', when the request fails", async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await checkHealth(offline)).toEqual({ api: 'Error', error: 'Failed to fetch' });
    const silent = (async () => {
      throw new Error('');
    }) as typeof fetch;
    expect(await checkHealth(silent)).toEqual({ api: 'Error', error: 'Health check failed' });
    expect((await checkHealth(reply(502, undefined) as typeof fetch)).error).toBe('Health check failed (HTTP 502)');
  });

  it('is Unknown when the answer is not a health result', async () => {
    expect((await checkHealth(reply(200, { hello: 1 }) as typeof fetch)).api).toBe('Unknown');
  });
});
