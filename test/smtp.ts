import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

/** Undoes quoted-printable (soft breaks and =XX), enough to read links out of a message. */
function decodeQuotedPrintable(s: string): string {
  // A run of =XX escapes is the UTF-8 bytes of one or more characters (an em dash is =E2=80=94).
  return s
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

/** Undoes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header, e.g. a subject with a dash. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** A real SMTP server on a free port (or the given one), collecting what the app sends; closed after the file. */
export async function startSmtpServer(opts: { port?: number } = {}) {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Folded header lines continue with white space.
        const subject = decodeHeader(
          (/^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1] ?? '').replace(/\r?\n[ \t]/g, ' '),
        );
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          text: decodeQuotedPrintable(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  let open = true;
  const close = () =>
    open ? ((open = false), new Promise<void>((resolve) => server.close(() => resolve()))) : Promise.resolve();
  afterAll(close);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    /** Stops it: a mail outage, for the sender. */
    close,
    inbox,
    /** The last mail to `to`, waiting briefly for it to arrive. */
    async lastMailTo(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox.filter((m) => m.to.includes(to)).at(-1);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no mail to ${to}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    linkIn(mail: ReceivedMail, path: string): string {
      const m = new RegExp(`https?://[^\\s"<>]*${path}/([A-Za-z0-9_-]+)`).exec(mail.text);
      if (!m) throw new Error(`no ${path} link in mail "${mail.subject}"`);
      return m[1];
    },
  };
}
