import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

type WithNonce = ServerResponse & { scriptNonce?: string };

/** The nonce of this response's inline scripts (React Router's hydration data carries it). */
export const scriptNonceOf = (res: ServerResponse) => (res as WithNonce).scriptNonce;

/**
 * CSP with a per-request nonce on scripts only, so no inline script runs unless we rendered it.
 * Styles keep 'unsafe-inline' (React style attributes); a style nonce would switch that off.
 * Development turns CSP off: Vite injects its own scripts.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { dev: boolean; https: boolean }) {
  if (!opts.dev) {
    app.addHook('onRequest', async (_request, reply) => {
      (reply.raw as WithNonce).scriptNonce = randomBytes(16).toString('base64');
    });
  }
  await app.register(helmet, {
    contentSecurityPolicy: opts.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${scriptNonceOf(res as ServerResponse)}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            // The service worker /sw.js (issue 18); without it worker-src falls back to script-src.
            workerSrc: ["'self'"],
            manifestSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: opts.https ? [] : null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // Product links are shared on WhatsApp; the referrer stays on our origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}
