import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { vi } from 'vitest';
import { createAdminQueryClient } from './queries';

export interface FakeRoute {
  method?: string;
  /** Matched against the request path (with query). */
  path: string | RegExp;
  status?: number;
  body?: unknown;
  /** An answer made from the request, instead of a fixed `body`. */
  reply?(call: FetchCall): unknown;
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/** Replaces fetch with canned answers; records every call. Unmatched requests answer 404. */
export function fakeFetch(routes: FakeRoute[]) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string' && body.startsWith('{')) body = JSON.parse(body);
    calls.push({ method, url, body });
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET').toUpperCase() === method &&
        (typeof r.path === 'string' ? r.path === url : r.path.test(url)),
    );
    const status = route ? (route.status ?? 200) : 404;
    const payload = route
      ? route.reply
        ? route.reply(calls.at(-1)!)
        : route.body
      : { message: `Not found: ${method} ${url}` };
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (payload === undefined ? '' : JSON.stringify(payload)),
    } as Response;
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

/** Renders admin UI with its query client, inside a router (some parts use router hooks). */
export function renderAdmin(ui: ReactNode) {
  const client = createAdminQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const Stub = createRoutesStub([
    { path: '/admin', Component: () => <QueryClientProvider client={client}>{ui}</QueryClientProvider> },
  ]);
  return { client, ...render(<Stub initialEntries={['/admin']} />) };
}
