import helmet from 'helmet';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sharedPlugin } from './shared-plugin';

type WithNonce = ServerResponse & { scriptNonce?: string };

/** The nonce of this response's inline scripts (React Router's hydration data carries it). */
export const scriptNonceOf = (res: ServerResponse) => (res as WithNonce).scriptNonce;

const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let at = 0;

/**
 * 16 bytes of the system's CSPRNG, base64: every nonce is fresh and used once. They are cut from a
 * pool drawn 4 KB at a time, because a draw per request cost ~8 µs of a ~150 µs JSON answer.
 */
function nextNonce(): string {
  if (at + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    at = 0;
  }
  at += NONCE_BYTES;
  return pool.toString('base64', at - NONCE_BYTES, at);
}

const NONCE_SLOT = '__nonce__';

/**
 * The CSP header's text around the nonce: helmet writes and checks the policy once, at start, with a
 * placeholder for the nonce. Writing it per request re-checked every directive's values (~5 µs).
 */
function cspAroundNonce(options: Parameters<typeof helmet.contentSecurityPolicy>[0]): [string, string, string] {
  let header: [string, string] | undefined;
  const res = { setHeader: (name: string, value: string) => void (header = [name, value]) };
  helmet.contentSecurityPolicy(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  const [before, after, ...rest] = header![1].split(NONCE_SLOT);
  if (after === undefined || rest.length) throw new Error('The CSP must name the script nonce exactly once');
  return [header![0], before, after];
}

export type SecurityHeadersOptions = { dev: boolean; https: boolean };

/**
 * CSP with a per-request nonce on scripts only, so no inline script runs unless we rendered it.
 * Styles keep 'unsafe-inline' (React style attributes); a style nonce would switch that off.
 * Development turns CSP off: Vite injects its own scripts.
 * helmet's middleware is built once here: @fastify/helmet rebuilt it (and re-parsed every CSP
 * directive) on each request, ~11 µs of every answer (issue 16). The headers are the same.
 * It runs as the first onRequest hook, so a request refused by a later one still carries them.
 */
export const securityHeadersPlugin = sharedPlugin<SecurityHeadersOptions>(
  async (app, opts) => {
    const csp = opts.dev
      ? undefined
      : cspAroundNonce({
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", `'nonce-${NONCE_SLOT}'`],
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
        });
    // The other headers are constant: helmet's middleware sets them without looking at the request.
    const headers = helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Product links are shared on WhatsApp; the referrer stays on our origin only.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    });
    const failed = (err?: unknown) => {
      if (err) throw err;
    };
    app.addHook('onRequest', (request, reply, done) => {
      if (csp) {
        const nonce = nextNonce();
        (reply.raw as WithNonce).scriptNonce = nonce;
        reply.raw.setHeader(csp[0], csp[1] + nonce + csp[2]);
      }
      headers(request.raw, reply.raw, failed);
      done();
    });
  },
  { name: 'security-headers' },
);
