import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '#db/connection-lost';
import { HttpError } from '../errors';
import { sharedPlugin } from './shared-plugin';

const RETRY_AFTER_S = 5;
export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a few seconds.';

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const where = error.validationContext === 'querystring' ? 'query parameter' : 'field';
    return field ? `Invalid ${where} '${field}': ${first?.message}` : (first?.message ?? 'Invalid request');
  }
  return error.message;
}

/** Every failure leaves as `{ message }`: 4xx say what was wrong, 5xx say nothing of the internals. */
export const errorHandlerPlugin = sharedPlugin(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: error.message });
      }
      if (error.validation) {
        return reply.status(400).send({ message: describeValidation(error) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own 4xx (bad JSON, wrong content type, body too large, rate limit) carry a useful message.
        return reply.status(status).send({ message: error.message });
      }
      if (isConnectionLost(error)) {
        // The database dropped this request's connection (or none could be had): only this request
        // fails, the pool opens a new connection for the next one, so asking to retry is honest.
        request.log.warn({ err: error }, 'request failed: database connection lost');
        reply.header('retry-after', String(RETRY_AFTER_S));
        return reply.status(503).send({ message: DATABASE_UNAVAILABLE });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'error-handler' },
);
