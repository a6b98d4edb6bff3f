import type { Mail } from './mailer';
import { mailTexts, type MailTexts } from './texts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(L: MailTexts, storeName: string, heading: string, body: string, link: { url: string; label: string }) {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escape(heading)}</h1><p>${escape(body)}</p>
<p><a href="${escape(link.url)}" style="display:inline-block;background:#111827;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(link.label)}</a></p>
<p style="color:#555;font-size:13px">${escape(L.pasteLink)} ${escape(link.url)}</p>
<p style="color:#555;font-size:13px">${escape(storeName)}</p></body></html>`;
}

/** `lang`: the shopper's language (the request's at sign-up or reset; issue 18). */
export function verificationMail(to: string, name: string, url: string, storeName: string, lang = 'en'): Mail {
  const L = mailTexts(lang);
  const body = L.verifyBody(name, storeName);
  return {
    to,
    subject: `${L.verifySubject} — ${storeName}`,
    text: `${body}\n\n${url}\n\n${L.verifyIgnore}`,
    html: layout(L, storeName, L.verifySubject, body, { url, label: L.verifyButton }),
  };
}

export function resetMail(to: string, name: string, url: string, storeName: string, lang = 'en'): Mail {
  const L = mailTexts(lang);
  const body = L.resetBody(name, storeName);
  return {
    to,
    subject: `${L.resetSubject} — ${storeName}`,
    text: `${body}\n\n${url}\n\n${L.resetIgnore}`,
    html: layout(L, storeName, L.resetSubject, body, { url, label: L.resetButton }),
  };
}
