import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '#db/schema';
import { buildTestApp } from '../../../test/app';
import { startSmtpServer } from '../../../test/smtp';

const smtp = await startSmtpServer();
const { app, database } = await buildTestApp({ SMTP_URL: smtp.url });
const send = (payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
const message = (email: string, subject = 'Is the RTX 4060 in stock?') => ({
  name: 'Wanjiru',
  email,
  inquiryType: 'orders',
  subject,
  message: 'Hello',
});

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the support address', async () => {
    const res = await send({
      name: 'Achieng',
      email: 'achieng@example.com',
      inquiryType: 'wholesale',
      subject: 'Bulk GPUs',
      message: 'Ten RTX 4060 cards for a cyber cafe?',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'achieng@example.com'));
    expect(row).toMatchObject({ inquiryType: 'wholesale', subject: 'Bulk GPUs' });
    const settings = await app.settings.get();
    const mail = await smtp.lastMailTo(settings.supportEmail);
    expect(mail.subject).toContain('Bulk GPUs');
    expect(mail.text).toContain('Ten RTX 4060 cards');
    // Replying in the support mailbox answers the shopper, not the shop's own From address.
    expect(mail.raw).toMatch(/^Reply-To: achieng@example\.com\r?$/m);
  });

  it('refuses the 6th message from one sender within 15 minutes with a 429 that says when to retry', async () => {
    const ip = '197.248.10.1';
    for (let i = 1; i <= 5; i++)
      expect((await send(message('otieno@example.com', `Question ${i}`), ip)).statusCode).toBe(201);
    const sixth = await send(message('Otieno@Example.com', 'Question 6'), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many messages. Please try again in 15 minutes.');
    const stored = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'otieno@example.com'));
    expect(stored).toHaveLength(5);
  });

  it('does not block another shopper behind the same carrier IP, nor the same shopper on another network', async () => {
    const ip = '197.248.20.2';
    for (let i = 0; i < 5; i++) await send(message('kamau@example.com'), ip);
    expect((await send(message('kamau@example.com'), ip)).statusCode).toBe(429);
    expect((await send(message('njeri@example.com'), ip)).statusCode).toBe(201);
    expect((await send(message('kamau@example.com'), '105.160.0.9')).statusCode).toBe(201);
  });

  it('caps one IP at 30 messages per 15 minutes however many addresses it uses', async () => {
    const ip = '41.90.64.3';
    for (let i = 0; i < 30; i++) expect((await send(message(`sender${i}@example.com`), ip)).statusCode).toBe(201);
    const flood = await send(message('sender31@example.com'), ip);
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe('Too many messages from your network. Please try again in 15 minutes.');
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
