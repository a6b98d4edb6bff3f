import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('sends JSON with the session cookie and returns the answer', async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => Response.json({ ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await api('/api/x', { method: 'POST', body: { a: 1 } })).toEqual({ ok: 1 });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("throws the server's message, or 'An unknown error occurred'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'Not enough stock for RTX 4070' }, { status: 409 })));
    const error = await api('/api/orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Not enough stock for RTX 4070', fromServer: true });
    expect(errorMessage(error, 'fallback')).toBe('Not enough stock for RTX 4070');

    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>502</html>', { status: 502 })));
    const bad = await api('/api/orders').catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 502, message: 'An unknown error occurred', fromServer: false });
    expect(errorMessage(bad, 'fallback')).toBe('fallback');

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await api('/api/orders').catch((e: unknown) => e)).toMatchObject({ status: 0, fromServer: false });
  });

  it('gives undefined for an empty answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    expect(await api('/api/x', { method: 'DELETE' })).toBeUndefined();
  });
});
