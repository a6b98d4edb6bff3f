import type { FastifyReply, FastifyRequest } from 'fastify';
import { alertTexts } from './texts';

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a stop or confirmation link opens: tiny, no script, readable on any phone (it may be opened
 * from an SMS on a feature phone's browser), in the shopper's language, with a way back to the shop.
 */
export function stopPage(request: FastifyRequest, reply: FastifyReply, language: string, what: 'stopped' | 'invalid') {
  const t = alertTexts(language).stopped;
  const [title, body] = what === 'stopped' ? [t.title, t.body] : [t.invalid, ''];
  // A browser (a tapped link) gets the page; a program gets the API's JSON answer, a message with every 4xx.
  if (!(request.headers.accept ?? '').includes('text/html'))
    return reply
      .status(what === 'stopped' ? 200 : 404)
      .header('cache-control', 'private, no-store')
      .send({ message: what === 'stopped' ? t.body : t.invalid });
  const html = `<!doctype html><html lang="${language === 'sw' ? 'sw' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">
<h1>${escape(title)}</h1><p>${escape(body)}</p><p><a href="/">&larr; Home / Nyumbani</a></p></body></html>`;
  return reply
    .status(what === 'stopped' ? 200 : 404)
    .header('cache-control', 'private, no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
