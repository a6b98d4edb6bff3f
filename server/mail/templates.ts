import type { Mail } from './mailer';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(storeName: string, heading: string, body: string, link: { url: string; label: string }) {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escape(heading)}</h1><p>${escape(body)}</p>
<p><a href="${escape(link.url)}" style="display:inline-block;background:#111827;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(link.label)}</a></p>
<p style="color:#555;font-size:13px">Or paste this link into your browser: ${escape(link.url)}</p>
<p style="color:#555;font-size:13px">${escape(storeName)}</p></body></html>`;
}

export function verificationMail(to: string, name: string, url: string, storeName: string): Mail {
  const body = `Hi ${name}, please confirm your email address for ${storeName} by opening this link. It is valid for 24 hours.`;
  return {
    to,
    subject: `Verify your email address — ${storeName}`,
    text: `${body}\n\n${url}\n\nIf you did not sign up, ignore this message.`,
    html: layout(storeName, 'Verify your email address', body, { url, label: 'Verify email' }),
  };
}

export function resetMail(to: string, name: string, url: string, storeName: string): Mail {
  const body = `Hi ${name}, someone asked to reset the password of your ${storeName} account. The link is valid for one hour and works once.`;
  return {
    to,
    subject: `Reset your password — ${storeName}`,
    text: `${body}\n\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.`,
    html: layout(storeName, 'Reset your password', body, { url, label: 'Choose a new password' }),
  };
}
