import Fastify from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { injectFetch } from '../../../test/inject-fetch';
import { createDarajaClient, darajaPassword, darajaTimestamp, DarajaError } from './daraja-client';
import { createDarajaSimulator, SIMULATOR_CREDENTIALS } from './daraja-simulator';

const CALLBACK = 'https://shop.example.co.ke/api/payments/mpesa/callback/secret';
const server = Fastify();
const calls: string[] = [];
const callbacks: unknown[] = [];
server.addHook('onRequest', async (request) => void calls.push(request.url.split('?')[0]));
const viaServer = injectFetch(() => server);
const simulator = createDarajaSimulator({
  callbackDelayMs: 300,
  callbackUrl: CALLBACK,
  post: async (_url, init) => {
    callbacks.push(JSON.parse(String(init?.body)));
    return new Response('{}');
  },
});
await simulator.register(server, '/daraja');
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  calls.length = 0;
});

const client = (passkey = SIMULATOR_CREDENTIALS.passkey) =>
  createDarajaClient({ baseUrl: 'http://daraja.test/daraja', ...SIMULATOR_CREDENTIALS, passkey }, viaServer);
const pushOf = (amount: number) => ({
  amount,
  phone: '254708374149',
  callbackUrl: CALLBACK,
  accountReference: 'ORD-000123',
  description: 'Order 123',
});
const oauthCalls = () => calls.filter((c) => c.endsWith('/oauth/v1/generate')).length;

describe('the Daraja client', () => {
  it('writes the timestamp in Nairobi time and the password from shortcode, passkey and timestamp', () => {
    expect(darajaTimestamp(new Date('2026-11-23T21:30:05Z'))).toBe('20261124003005');
    expect(Buffer.from(darajaPassword('174379', 'key', '20261124003005'), 'base64').toString()).toBe(
      '174379key20261124003005',
    );
  });

  it('keeps its OAuth token between calls and renews it when it runs out', async () => {
    const daraja = client();
    await daraja.stkPush(pushOf(100));
    await daraja.stkPush(pushOf(101));
    expect(oauthCalls()).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3600_000);
    await daraja.stkPush(pushOf(102));
    expect(oauthCalls()).toBe(2);
  });

  it('gets a new token and retries once when Daraja says the token is invalid', async () => {
    const daraja = client();
    await daraja.stkPush(pushOf(100));
    await simulator.expireTokens();
    const push = await daraja.stkPush(pushOf(100));
    expect(push.CheckoutRequestID).toMatch(/^ws_CO_/);
    expect(oauthCalls()).toBe(2);
    expect(calls.filter((c) => c.endsWith('/processrequest'))).toHaveLength(3);
  });

  it("reports Daraja's refusal as a DarajaError with its message", async () => {
    await expect(client('wrong-passkey').stkPush(pushOf(100))).rejects.toThrow(
      new DarajaError('400.002.02', 'Bad Request - Invalid Password'),
    );
  });

  it('queries a push: pending until the customer answers, then the result; the callback carries the receipt', async () => {
    const daraja = client();
    const push = await daraja.stkPush(pushOf(250));
    const early = await daraja.query(push.CheckoutRequestID);
    await simulator.flush();
    const late = await daraja.query(push.CheckoutRequestID);
    expect([early, late]).toEqual([
      { pending: true },
      { pending: false, ResultCode: 0, ResultDesc: 'The service request is processed successfully.' },
    ]);
    const cb = callbacks.at(-1) as {
      Body: {
        stkCallback: { CheckoutRequestID: string; CallbackMetadata: { Item: { Name: string; Value?: unknown }[] } };
      };
    };
    expect(cb.Body.stkCallback.CheckoutRequestID).toBe(push.CheckoutRequestID);
    expect(cb.Body.stkCallback.CallbackMetadata.Item).toEqual(
      expect.arrayContaining([
        { Name: 'Amount', Value: 250 },
        { Name: 'MpesaReceiptNumber', Value: expect.stringMatching(/^SIM/) },
      ]),
    );
  });
});

describe('the simulator', () => {
  it("posts results only to the shop's own callback address", async () => {
    const daraja = client();
    await expect(
      daraja.stkPush({ ...pushOf(100), callbackUrl: 'http://169.254.169.254/latest/meta-data' }),
    ).rejects.toThrow('Bad Request - Invalid CallBackURL');
  });
});
