import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, refusalReason } from './api';

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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Not enough stock for RTX 4070' }, { status: 409 })),
    );
    const error = await api('/api/orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Not enough stock for RTX 4070', fromServer: true });
    expect(errorMessage(error, 'fallback')).toBe('Not enough stock for RTX 4070');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>502</html>', { status: 502 })),
    );
    const bad = await api('/api/orders').catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 502, message: 'An unknown error occurred', fromServer: false });
    expect(errorMessage(bad, 'fallback')).toBe('fallback');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await api('/api/orders').catch((e: unknown) => e)).toMatchObject({ status: 0, fromServer: false });
  });

  it("sends a raw body as it is: multipart with the browser's own content type, text with the one given", async () => {
    const fetchMock = vi.fn(async (..._args: unknown[]) => Response.json({ urls: ['/u/a.webp'] }));
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('images', new Blob(['x']), 'a.png');
    expect(await api('/api/upload', { method: 'POST', rawBody: form })).toEqual({ urls: ['/u/a.webp'] });
    let [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ accept: 'application/json' });

    await api('/api/admin/products/import', {
      method: 'POST',
      rawBody: 'name,price\n',
      headers: { 'content-type': 'text/csv' },
    });
    [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(init.body).toBe('name,price\n');
    expect(init.headers).toEqual({ accept: 'application/json', 'content-type': 'text/csv' });
  });

  it("gives the server's reason for a refusal it explained, and nothing for a failure", () => {
    expect(refusalReason(new ApiError(409, 'Cannot delete the last administrator', true))).toBe(
      'Cannot delete the last administrator',
    );
    expect(refusalReason(new ApiError(400, 'Line 3: price must be a number', true))).toBe(
      'Line 3: price must be a number',
    );
    expect(refusalReason(new ApiError(409, 'An unknown error occurred', false))).toBeNull();
    expect(refusalReason(new ApiError(503, 'Database unavailable', true))).toBeNull();
    expect(refusalReason(new ApiError(0, 'An unknown error occurred', false))).toBeNull();
    expect(refusalReason(new Error('boom'))).toBeNull();
  });

  it('gives undefined for an empty answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    expect(await api('/api/x', { method: 'DELETE' })).toBeUndefined();
  });
});
