import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';

const routes: RouteOptions[] = [];
const { app } = await buildTestApp({}, { onRoute: (r) => routes.push(r) });

// The reference page's own files (Swagger UI), served by its plugin: not part of the JSON API.
const docsPage = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const apiRoutes = routes.filter((r) => r.url.startsWith('/api/') && !docsPage(r.url));
const methods = (r: RouteOptions) => [r.method].flat().filter((m) => m !== 'HEAD');
/** The status codes a route declares a schema for ('4xx' and '5xx', added for every route, aside). */
const declaredCodes = (r: RouteOptions) =>
  Object.keys((r.schema?.response as Record<string, unknown> | undefined) ?? {}).filter((code) => /^\d{3}$/.test(code));

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};
// Fastify's '/api/products/:id' is OpenAPI's '/api/products/{id}'.
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('every /api route documents its answer', () => {
  it('has a response schema on every route of the route table', () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(40);
    const missing = apiRoutes
      .filter((r) => declaredCodes(r).length === 0)
      .flatMap((r) => methods(r).map((m) => `${m} ${r.url}`));
    expect(missing).toEqual([]);
  });

  it('lists every route that is not hidden in the OpenAPI document, with a schema for each answer it documents', () => {
    const problems: string[] = [];
    for (const r of apiRoutes) {
      if ((r.schema as { hide?: boolean } | undefined)?.hide) continue;
      for (const method of methods(r)) {
        const op = doc.paths[openApiPath(r.url)]?.[method.toLowerCase()];
        if (!op) {
          problems.push(`${method} ${r.url}: not in the document`);
          continue;
        }
        for (const code of [...declaredCodes(r), '4XX']) {
          const content = op.responses[code]?.content ?? {};
          if (!Object.values(content).some((c) => c.schema)) problems.push(`${method} ${r.url}: no schema for ${code}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the API reference', () => {
  it('is a page at /api/docs that loads Swagger UI from the shop itself and reads the generated document', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toContain('/api/docs/static/swagger-ui-bundle.js');
    expect(scripts.every((src) => src.startsWith('/api/docs/static/'))).toBe(true);
    for (const src of scripts) expect((await app.inject({ method: 'GET', url: src })).statusCode, src).toBe(200);
    // The page reads ./json, the same document as /api/openapi.json.
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().paths).toEqual(doc.paths);
  });

  it('marks the routes that need a session, so the page can send one', () => {
    expect(doc.paths['/api/orders/mine'].get).toHaveProperty('security');
    expect(doc.paths['/api/products'].get).not.toHaveProperty('security');
  });
});
