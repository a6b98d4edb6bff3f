import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { startSmtpServer } from '../../../test/smtp';

const smtp = await startSmtpServer();
const { app, database } = await buildTestApp({ SMTP_URL: smtp.url });
const send = (payload: object) => app.inject({ method: 'POST', url: '/api/contact', payload });

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the support address', async () => {
    const res = await send({ name: 'Achieng', email: 'achieng@example.com', inquiryType: 'wholesale', subject: 'Bulk GPUs', message: 'Ten RTX 4060 cards for a cyber cafe?' });
    expect(res.statusCode).toBe(201);
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, 'achieng@example.com'));
    expect(row).toMatchObject({ inquiryType: 'wholesale', subject: 'Bulk GPUs' });
    const settings = await app.settings.get();
    const mail = await smtp.lastMailTo(settings.supportEmail);
    expect(mail.subject).toContain('Bulk GPUs');
    expect(mail.text).toContain('Ten RTX 4060 cards');
  });

  it.each([
    [{ email: 'a@example.com', subject: 's', message: 'm' }, 'name'],
    [{ name: 'A', email: 'nope', subject: 's', message: 'm' }, 'valid email'],
    [{ name: 'A', email: 'a@example.com', inquiryType: 'spam', subject: 's', message: 'm' }, 'inquiryType'],
    [{ name: 'A', email: 'a@example.com', subject: ' ', message: 'm' }, 'Subject is required'],
  ])('refuses %o with a 400 and a message', async (payload, text) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
  });
});
