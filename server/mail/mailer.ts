import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes when it is not the shop's From address (a contact message: the sender). */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * With SMTP_URL, mail goes out through it. Without, each message is written as an .eml file to
 * <DATA_DIR>/outbox and the log says where, so a shop owner trying the shop can still open it.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: (msg: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${Date.now()}-${randomBytes(3).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer);
      // Not its links: they carry reset and verification tokens, and logs travel further than DATA_DIR.
      opts.log(`Mail to ${mail.to} "${mail.subject}" saved to ${file} (open it in a mail program to follow its links)`);
    },
  };
}
