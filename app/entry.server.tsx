import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { PassThrough } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { deferScripts } from '~/lib/defer-scripts.server';
import { cssCookie, inlineStylesheet, shouldInlineCss } from '~/lib/inline-css.server';
import { NonceProvider } from '~/lib/nonce';
import stylesHref from './app.css?url';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the CSP nonce the server puts in the load context:
 * every inline script React and React Router write must carry it, or the browser blocks it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and link previews get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // A shopper who leaves mid-page destroys the response with 'Premature close' (the compression
          // pipeline passes it back through the web stream to here): stop rendering. Unheard, that
          // error would end the process, and with it every other shopper's page.
          body.on('error', () => abort());
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // The scripts start once the page has loaded and painted (decision 046). Not in development,
          // where Vite's own module scripts (hot reload) must run in the order it wrote them.
          const scripts = import.meta.env.PROD ? deferScripts() : new PassThrough();
          scripts.pipe(body);
          // A first visit: the stylesheet inline, no render-blocking request (decision 045).
          if (shouldInlineCss(request, stylesHref)) {
            responseHeaders.append('Set-Cookie', cssCookie(stylesHref, loadContext.publicUrl.startsWith('https:')));
            pipe(inlineStylesheet(stylesHref)).pipe(scripts);
          } else {
            pipe(scripts);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and React Router logs them; log only the later ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
