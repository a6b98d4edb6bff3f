import { existsSync, readFileSync } from 'node:fs';
import { Transform } from 'node:stream';
import { cookieValue } from './data-saver.server';

/**
 * First paint (issue 18, decision 045). A first visit gets the stylesheet's text inside the HTML, so
 * the page paints without waiting for a second request; the <link> stays, as media="print", so the
 * browser still fetches the file (at low priority, without blocking the paint) and React finds its
 * stylesheet resource when hydrating. The response sets a cookie naming the file: later pages link it
 * as usual and their HTML stays small. No client code at all: everything happens here.
 */
export const CSS_COOKIE = 'shop_css';

const texts = new Map<string, string | null>();

/** The built stylesheet's text; null in development (Vite serves it) or when the file is missing. */
export function stylesheetText(href: string): string | null {
  if (!texts.has(href)) {
    let text: string | null = null;
    try {
      // This code runs from build/server/index.js or a chunk in build/server/assets; the client files
      // are in build/client.
      if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
        for (const up of ['../client', '../../client']) {
          const file = new URL(`${up}${href}`, import.meta.url);
          if (existsSync(file)) {
            text = readFileSync(file, 'utf8');
            break;
          }
        }
      }
    } catch {
      text = null;
    }
    // `</style` inside the text would end the element early; a built Tailwind file never has it.
    texts.set(href, text && !/<\/style/i.test(text) ? text : null);
  }
  return texts.get(href) ?? null;
}

const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1);

/** Inline the stylesheet unless this browser said (cookie) it already holds this very file. */
export function shouldInlineCss(request: Request, href: string): boolean {
  return stylesheetText(href) !== null && cookieValue(request.headers.get('cookie'), CSS_COOKIE) !== fileName(href);
}

export function cssCookie(href: string, secure: boolean): string {
  return `${CSS_COOKIE}=${fileName(href)}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Rewrites React's `<link rel="stylesheet" href=… data-precedence=…>` in the head into the inline
 * text plus the same link for print. Holds the bytes back only until the head has passed.
 */
export function inlineStylesheet(href: string): Transform {
  const css = stylesheetText(href) ?? '';
  const link = new RegExp(`<link rel="stylesheet" href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"([^>]*)/?>`);
  let head = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString('utf8');
      if (!head.includes('</head>') && head.length < 256 * 1024) return callback();
      done = true;
      callback(
        null,
        head.replace(
          link,
          (_m, attrs: string) =>
            `<style>${css}</style><link rel="stylesheet" href="${href}"${attrs.replace(/\s*$/, '')} media="print"/>`,
        ),
      );
    },
    flush(callback) {
      callback(null, done ? undefined : head);
    },
  });
}
