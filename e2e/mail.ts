import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e2e server has no SMTP_URL, so it writes every mail as an .eml file to <DATA_DIR>/outbox/
 * (DATA_DIR as in playwright.config.ts). These helpers read the newest one sent to an address.
 */
export const OUTBOX = join(`/tmp/shop-e2e-${Number(process.env.E2E_PORT ?? 3100)}`, 'outbox');

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` escapes such as `=3D`. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The unfolded value of a header of a raw message (`To:` may be folded over lines). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable undone. */
  text: string;
}

/** Every mail to `address` now in the outbox, oldest first. */
export function mailsTo(address: string): OutboxMail[] {
  if (!existsSync(OUTBOX)) return [];
  const want = address.toLowerCase();
  return readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => join(OUTBOX, f))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((file) => {
      const raw = readFileSync(file, 'utf8');
      return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), text: decodeQuotedPrintable(raw) };
    })
    .filter((m) => m.to.toLowerCase().includes(want));
}

/** Waits for the newest mail to `address` whose text contains `path` (e.g. '/verify-email/'). */
export async function newestMailTo(address: string, path: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(address)
      .filter((m) => m.text.includes(path))
      .at(-1);
    if (found) return found;
    if (Date.now() > until) throw new Error(`No mail to ${address} with a ${path} link in ${OUTBOX}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The site-relative address of the `path` link (`/verify-email/<token>`) in the newest such mail. */
export async function linkInMail(
  address: string,
  path: '/verify-email/' | '/reset-password/',
  timeoutMs?: number,
): Promise<string> {
  const mail = await newestMailTo(address, path, timeoutMs);
  const match = new RegExp(`https?://[^\\s"'<>]*?(${path}[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in mail "${mail.subject}" (${mail.file})`);
  return match[1];
}

let counter = 0;

/** A fresh, unique address for one journey. */
export function uniqueEmail(prefix: string): string {
  counter++;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

interface RequestLike {
  post(
    url: string,
    options?: { data?: unknown },
  ): Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>;
}

/**
 * An account created through the API and verified with the link from its mail, for journeys that
 * are about something else (checkout, reviews).
 */
export async function registerVerifiedUser(request: RequestLike, name: string, password = 'e2e-password-123') {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const res = await request.post('/api/auth/register', { data: { name, email, password } });
  if (!res.ok()) throw new Error(`register answered ${res.status()}: ${await res.text()}`);
  const link = await linkInMail(email, '/verify-email/');
  const token = link.split('/').at(-1)!;
  const verified = await request.post(`/api/auth/verify-email/${token}`);
  if (!verified.ok()) throw new Error(`verify answered ${verified.status()}: ${await verified.text()}`);
  return { name, email, password };
}
