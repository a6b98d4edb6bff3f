import { readFileSync } from 'node:fs';
import { cookieValue } from './data-saver.server';

/**
 * First paint (issue 18, decision 045): a first visit gets the stylesheet inside the HTML, so the page
 * paints without waiting for a second request; once the browser has the file (the page fetches it
 * after load and sets this cookie), later pages link it as usual and the HTML stays small.
 */
export const CSS_COOKIE = 'shop_css';

const texts = new Map<string, string | null>();

/** The built stylesheet's text; null in development (Vite serves it) or when the file is missing. */
export function stylesheetText(href: string): string | null {
  if (!texts.has(href)) {
    let text: string | null = null;
    try {
      // The server bundle is build/server/index.js; the client files are in build/client.
      if (href.startsWith('/assets/')) text = readFileSync(new URL(`../client${href}`, import.meta.url), 'utf8');
    } catch {
      text = null;
    }
    texts.set(href, text);
  }
  return texts.get(href) ?? null;
}

/** Inline the stylesheet unless this browser said it already holds this very file. */
export function shouldInlineCss(request: Request, href: string): boolean {
  return stylesheetText(href) !== null && cookieValue(request.headers.get('cookie'), CSS_COOKIE) !== fileName(href);
}

export const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1);
