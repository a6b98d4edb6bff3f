import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#db/client';
import { smsSimulatorOutbox } from '#db/schema';
import { smsSegments } from '#core/sms/gsm7';
import type { FetchLike } from '../payments/daraja-client';

export const AT_SIMULATOR_PREFIX = '/__africastalking';
export const AT_SIMULATOR_CREDENTIALS = { username: 'sandbox', apiKey: 'simulator-at-key' };

/**
 * Documented test numbers of the built-in simulator (SMS_ENV=simulator): refused at sending with AT's code,
 * or accepted and then reported failed. Any other valid Kenyan number is accepted and delivered.
 */
export const AT_SIMULATOR_NUMBERS = {
  optedOut: '+254700000406',
  undelivered: '+254700000001',
} as const;

/** Whether the simulated gateway answers (ok) or is down (fail: HTTP 500 with a 500 recipient, as AT's outages). */
export type AtSimulatorMode = 'ok' | 'fail';

const KENYAN = /^\+254[17]\d{8}$/;
const PRICE = 0.8;

/**
 * A stand-in for Africa's Talking's messaging API that speaks its protocol (reference §8): the apiKey
 * header and username, form-encoded sends, per-recipient status codes, "Sent to X/Y Total Cost: KES Z",
 * then form-encoded delivery reports to the shop's callback (network 99999, as AT's sandbox).
 * What it "delivers" lands in the sms_simulator_outbox table: the tests' and the admin's phone screen.
 */
export function createAtSimulator(opts: {
  db: Db;
  post: FetchLike;
  callbackUrl: () => string;
  deliveryDelayMs: number;
}) {
  let mode: AtSimulatorMode = 'ok';
  const inFlight = new Set<Promise<void>>();

  async function report(messageId: string, to: string) {
    const failed = to === AT_SIMULATOR_NUMBERS.undelivered;
    const status = failed ? 'Failed' : 'Success';
    await opts.db
      .update(smsSimulatorOutbox)
      .set({ deliveryStatus: status })
      .where(eq(smsSimulatorOutbox.messageId, messageId));
    const body = new URLSearchParams({ id: messageId, status, phoneNumber: to, networkCode: '99999' });
    if (failed) body.set('failureReason', 'UserDoesNotExist');
    await opts.post(opts.callbackUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  }

  function schedule(messageId: string, to: string) {
    const p = new Promise<void>((resolve) =>
      setTimeout(
        () =>
          void report(messageId, to)
            .catch(() => undefined)
            .then(resolve),
        opts.deliveryDelayMs,
      ),
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }

  async function register(app: FastifyInstance, prefix = AT_SIMULATOR_PREFIX) {
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      scope.post(`${prefix}/version1/messaging`, { schema: { hide: true } }, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string>;
        if (
          request.headers.apikey !== AT_SIMULATOR_CREDENTIALS.apiKey ||
          form.username !== AT_SIMULATOR_CREDENTIALS.username
        )
          return reply.status(401).type('text/plain').send('The supplied authentication is invalid');
        const numbers = String(form.to ?? '')
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        const message = String(form.message ?? '');
        if (!numbers.length || !message)
          return reply.status(400).type('text/plain').send('Request is missing required form field');
        if (mode === 'fail') {
          const recipients = numbers.map((number) => ({
            statusCode: 500,
            number,
            status: 'InternalServerError',
            cost: '0',
            messageId: 'None',
          }));
          return reply
            .status(500)
            .send({ SMSMessageData: { Message: `Sent to 0/${numbers.length} Total Cost: 0`, Recipients: recipients } });
        }
        const segments = smsSegments(message);
        let total = 0;
        const recipients = [];
        for (const number of numbers) {
          const refused = !KENYAN.test(number)
            ? { statusCode: 403, status: 'InvalidPhoneNumber' }
            : number === AT_SIMULATOR_NUMBERS.optedOut
              ? { statusCode: 406, status: 'UserInBlacklist' }
              : null;
          if (refused) {
            recipients.push({ ...refused, number, cost: '0', messageId: 'None' });
            continue;
          }
          const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
          const cost = `KES ${(segments * PRICE).toFixed(4)}`;
          total += segments * PRICE;
          await opts.db.insert(smsSimulatorOutbox).values({
            messageId,
            to: number,
            sender: form.from || 'AFRICASTKNG',
            message,
            segments,
            cost,
          });
          recipients.push({ statusCode: 101, number, status: 'Success', cost, messageId });
          schedule(messageId, number);
        }
        const sent = recipients.filter((r) => r.statusCode === 101).length;
        return reply.status(201).send({
          SMSMessageData: {
            Message: `Sent to ${sent}/${numbers.length} Total Cost: ${total ? `KES ${total.toFixed(4)}` : '0'}`,
            Recipients: recipients,
          },
        });
      });
    });
  }

  return {
    register,
    get mode() {
      return mode;
    },
    setMode(next: AtSimulatorMode) {
      mode = next;
    },
    /** Newest first: what the simulated phones received. */
    outbox: (limit = 50) => opts.db.select().from(smsSimulatorOutbox).orderBy(desc(smsSimulatorOutbox.id)).limit(limit),
    /** Resolves when every delivery report scheduled so far has been posted (tests). */
    idle: async () => void (await Promise.all([...inFlight])),
  };
}
export type AtSimulator = ReturnType<typeof createAtSimulator>;
