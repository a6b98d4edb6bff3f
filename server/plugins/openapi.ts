import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '#core/schemas/common';
import { adminOnly, signedIn, staffOnly, verifiedOnly } from './auth';
import { sharedPlugin } from './shared-plugin';

const DOCS = '/api/docs';
const GUARDS = new Set([signedIn, verifiedOnly, adminOnly, staffOnly]);
const SIGNED_IN = [{ cookie: [] }, { bearer: [] }];

/**
 * The `/api` contract, generated from the same zod schemas that validate requests and shape answers:
 * the raw OpenAPI document at /api/openapi.json, and a page to browse and try it (Swagger UI) at
 * /api/docs. Swagger UI's scripts are served from here, and only on that page.
 */
export const openApiPlugin = sharedPlugin(
  async (app) => {
    // Every failure leaves as `{ message }` (plugins/error-handler): documented once for every route
    // that documents its success, and the error answers are checked against it like the others.
    // Routes behind a guard say so, so the page's Authorize button applies to them.
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { response?: Record<string, unknown>; security?: unknown } | undefined;
      if (!route.url.startsWith('/api/') || !schema?.response) return;
      schema.response['4xx'] ??= messageSchema.describe('What was wrong with the request');
      schema.response['5xx'] ??= messageSchema.describe('A failure on our side; the details are in the log');
      if ([route.onRequest].flat().some((hook) => GUARDS.has(hook as never))) schema.security ??= SIGNED_IN;
    });

    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Kenya PC Shop API',
          description:
            'Public JSON API of the shop (spec section 7). Errors are `{ message }`. Browser clients are signed in by the ' +
            'HttpOnly session cookie that POST /api/auth/login sets; other clients send its token as `Authorization: Bearer`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            cookie: { type: 'apiKey', in: 'cookie', name: 'session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS,
      theme: { title: 'Kenya PC Shop API' },
      uiConfig: { deepLinking: true, tryItOutEnabled: false, displayRequestDuration: true },
    });
    app.get(
      '/api/openapi.json',
      { schema: { hide: true, response: { 200: z.looseObject({ openapi: z.string() }) } } },
      async () => app.swagger(),
    );
  },
  { name: 'openapi' },
);
