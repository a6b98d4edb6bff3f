import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '#db/connection-lost';
import { apiMessage, codeOfConstant, type Coded } from '#core/messages/api';
import { HttpError } from '../errors';
import { sharedPlugin } from './shared-plugin';

const RETRY_AFTER_S = 5;
export const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a few seconds.';

/** A schema's message as a code when the catalogue has it (zod gives text), else as it came (English). */
const codedText = (text: string): Coded | string => {
  const code = codeOfConstant(text);
  return code ? apiMessage(code) : text;
};

function describeValidation(error: FastifyError): { message: string; coded?: Coded } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const where = error.validationContext === 'querystring' ? 'query parameter' : 'field';
    if (!first?.message) return { message: 'Invalid request', coded: apiMessage('request.invalid') };
    const reason = codedText(first.message);
    if (!field) return { message: first.message, ...(typeof reason === 'string' ? {} : { coded: reason }) };
    const code = where === 'field' ? 'request.invalidField' : 'request.invalidQuery';
    return { message: `Invalid ${where} '${field}': ${first.message}`, coded: apiMessage(code, { field, reason }) };
  }
  return { message: error.message };
}

/** The answer's body: the English message, and its code and values when it has one (decision 072). */
const body = (message: string, coded?: Coded) =>
  coded ? { message, code: coded.code, ...(coded.values ? { values: coded.values } : {}) } : { message };

/** 'Not found: GET /api/…' with its code (the catch-all of /api in app.ts sends it too). */
export function noRoute(method: string, url: string) {
  const path = url.split('?')[0];
  return body(`Not found: ${method} ${path}`, apiMessage('request.noRoute', { method, path }));
}

/** Every failure leaves as `{ message, code?, values? }`: 4xx say what was wrong, 5xx say nothing of the internals. */
export const errorHandlerPlugin = sharedPlugin(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(body(error.message, error.coded));
      }
      if (error.validation) {
        const { message, coded } = describeValidation(error);
        return reply.status(400).send(body(message, coded));
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
      return reply
        .status(500)
        .send(body('Something went wrong on our side. Please try again.', apiMessage('request.failed')));
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(noRoute(request.method, request.url));
    });
  },
  { name: 'error-handler' },
);
