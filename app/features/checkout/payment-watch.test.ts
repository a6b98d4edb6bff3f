import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollPayments } from './payment-watch';

afterEach(() => vi.unstubAllGlobals());

const payment = (status: string, resultDesc: string | null = null) => ({ id: 5, orderId: 9, status, resultDesc });
/** A server that answers these in turn (the last one again and again), and counts the calls. */
function server(...answers: (() => Response | Promise<Response>)[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return answers[Math.min(urls.length, answers.length) - 1]();
    }),
  );
  return urls;
}
const fast = { intervalMs: 1 };

describe('pollPayments: the one loop that waits for M-Pesa', () => {
  it('asks until the payment is no longer pending, and gives it back', async () => {
    const urls = server(
      () => Response.json(payment('pending')),
      () => Response.json(payment('pending')),
      () => Response.json(payment('failed', 'Request cancelled by user')),
    );
    const outcome = await pollPayments([5], { ...fast, until: Date.now() + 5000 });
    expect(outcome).toEqual({ kind: 'settled', payment: payment('failed', 'Request cancelled by user') });
    expect(urls).toEqual(['/api/payments/5', '/api/payments/5', '/api/payments/5']);
  });

  it('asks about several payments at once and gives back the first that settles', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return Response.json(
          url.endsWith('/7') && urls.length > 2 ? { ...payment('paid'), id: 7 } : payment('pending'),
        );
      }),
    );
    expect(await pollPayments([5, 7], { ...fast, until: Date.now() + 5000 })).toMatchObject({
      kind: 'settled',
      payment: { id: 7, status: 'paid' },
    });
    expect(urls).toEqual(['/api/payments/5', '/api/payments/7', '/api/payments/5', '/api/payments/7']);
  });

  it('asks again after a network failure or a 5xx, and stops at a 4xx', async () => {
    server(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('bad gateway', { status: 502 }),
      () => Response.json(payment('paid')),
    );
    expect(await pollPayments([5], { ...fast, until: Date.now() + 5000 })).toMatchObject({
      kind: 'settled',
      payment: { status: 'paid' },
    });
    server(() => Response.json({ message: 'Not authorized, please sign in' }, { status: 401 }));
    expect(await pollPayments([5], { ...fast, until: Date.now() + 5000 })).toEqual({ kind: 'refused' });
  });

  it('gives up at its time limit, and stops at once when aborted', async () => {
    server(() => Response.json(payment('pending')));
    expect(await pollPayments([5], { intervalMs: 5, until: Date.now() + 30 })).toEqual({ kind: 'timeout' });
    const urls = server(() => Response.json(payment('pending')));
    const controller = new AbortController();
    const waiting = pollPayments([5], { intervalMs: 60_000, until: Date.now() + 120_000, signal: controller.signal });
    controller.abort();
    expect(await waiting).toEqual({ kind: 'aborted' });
    expect(urls).toEqual([]);
  });
});
